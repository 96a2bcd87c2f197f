import { expect, test } from "@playwright/test";
import { linkIn, waitForMail } from "./support/mail";
import { seed } from "./support/seed";

/**
 * A new partner's first visit. The spec has its own partner approved through the account
 * service (the "partner" seeder), which queues the set-password email in the outbox; the
 * server's worker delivers it to the mail sink.
 */
test("an approved partner sets a password from the emailed link, signs in to the back office and signs out", async ({
  page,
  baseURL,
}) => {
  const partner = await seed("partner", {});
  const password = "three unrelated words 42";

  const mail = await waitForMail(partner.email, /is approved: welcome to MoveMatch/);
  expect(mail.subject).toBe(`${partner.name} is approved: welcome to MoveMatch`);
  const link = linkIn(mail, "/account/set-password");
  expect(link.origin).toBe(baseURL);
  expect(link.searchParams.get("token")).toMatch(/^\S{16,}$/);

  await page.goto(link.href);
  await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password", { exact: true }).fill(`${password} typo`);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/account\/login\?notice=password-changed$/);
  await expect(page.getByText("Your password has been saved. Log in with your new password.")).toBeVisible();

  // The link works once.
  await page.goto(link.href);
  await page.getByLabel("New password", { exact: true }).fill("another long password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("another long password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).toContainText("expired or has already been used");

  await page.goto("/partner/admin");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fpartner%2Fadmin$/);
  await page.getByRole("textbox", { name: "Email" }).fill(partner.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();

  await expect(page).toHaveURL(/\/partner\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Partner back office" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`Signed in as ${partner.name}`);

  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/login\?notice=logged-out$/);
  await expect(page.getByText("You have logged out.")).toBeVisible();
  await page.goto("/partner/admin");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fpartner%2Fadmin$/);
});
