import { waitForHydration } from "./support/page";
import { expect, type Page, test } from "./support/test";

/** The disclosure's summary: browsers announce it as a button, Playwright's role map leaves it out. */
const menuButton = (page: Page) => page.locator("summary", { hasText: "Menu" });

test.use({ viewport: { width: 375, height: 740 } });

test("the Menu opens, expands a section and follows its links, without JavaScript on the page", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeHidden();
  await menuButton(page).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Piano Removals" })).toBeHidden();

  await menu.getByLabel("Show Man and Van links").click();
  await expect(menu.getByRole("link", { name: "Piano Removals" })).toBeVisible();
  await menu.getByRole("link", { name: "Piano Removals" }).click();

  await expect(page).toHaveURL(/\/piano-removals$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
});

test("the keyboard opens and closes the Menu", async ({ page }) => {
  await page.goto("/faq");
  const button = menuButton(page);
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "About Moving Companies" })).toBeFocused();
  await button.focus();
  await page.keyboard.press("Space");
  await expect(menu).toBeHidden();
});

test("on a page running the app, a section title navigates in place and the Menu closes", async ({ page }) => {
  await page.goto("/quote");
  await waitForHydration(page);
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "";
  });
  await menuButton(page).click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("link", { name: "International", exact: true }).click();
  await expect(page).toHaveURL(/\/international$/);
  await expect(page.getByRole("heading", { level: 1, name: "International removals from the UK" })).toBeVisible();
  await expect(menu).toBeHidden();
  // A client-side navigation: the same document, still running the app.
  await expect(page.locator("html[data-same-document][data-hydrated]")).toHaveCount(1);

  await menuButton(page).click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test("long Lithuanian words stay inside a narrow phone's page: the blog's heading and the closing call to action", async ({
  page,
}) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 740 });
    // The page guard fails a page wider than its window ("persikraustantiems" once made it so at 320 px).
    await page.goto("/lt/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patarimai persikraustantiems");
    const button = page
      .getByRole("region", { name: "Gauti pasiūlymus" })
      .getByRole("link", { name: "Gauti nemokamus pasiūlymus" });
    const buttonBox = await button.boundingBox();
    const rowBox = await button.locator("xpath=..").boundingBox();
    expect(buttonBox && rowBox && buttonBox.x + buttonBox.width <= rowBox.x + rowBox.width, `${width} px`).toBe(true);
  }
});
