import { expect, test } from "./support/test";

test("the Menu drawer opens, expands a section and follows its links", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();

  await drawer.getByRole("button", { name: /Man and Van/ }).click();
  await expect(drawer.getByRole("link", { name: "Piano Removals" })).toBeVisible();
  await drawer.getByRole("link", { name: "Piano Removals" }).click();

  await expect(page).toHaveURL(/\/piano-removals$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a section title navigates to its page and closes the drawer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "International", exact: true }).click();
  await expect(page).toHaveURL(/\/international$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});
