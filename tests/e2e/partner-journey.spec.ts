import { linkIn, waitForMail } from "./support/mail";
import { logIn } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/** On a password link's page: a mismatched confirmation is explained, then the password is saved. */
async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password", { exact: true }).fill(`${password} typo`);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/account\/login\?notice=password-changed$/);
}

/**
 * A new partner's first visit. The spec has its own partner approved through the account
 * service (the "partner" seeder), which queues the set-password email in the outbox; the
 * server's worker delivers it to the mail sink.
 */
test("an approved partner sets a password from the emailed link, signs in to the back office and signs out", async ({
  page,
  baseURL,
  allowConsoleErrors,
}) => {
  // Two passwords that differ, then a used link, are refused with 400.
  allowConsoleErrors(/\/account\/set-password\?token=.*status of 400/);
  const partner = await seed("partner", {});
  const password = "three unrelated words 42";

  const mail = await waitForMail(partner.email, /is approved: welcome to MoveMatch/);
  expect(mail.subject).toBe(`${partner.name} is approved: welcome to MoveMatch`);
  const link = linkIn(mail, "/account/set-password");
  expect(link.origin).toBe(baseURL);
  expect(link.searchParams.get("token")).toMatch(/^\S{16,}$/);

  await page.goto(link.href);
  await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await choosePassword(page, password);
  await expect(page.getByText("Your password has been saved. Log in with your new password.")).toBeVisible();

  // The link works once.
  await page.goto(link.href);
  await page.getByLabel("New password", { exact: true }).fill("another long password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("another long password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).toContainText("expired or has already been used");

  await page.goto("/partner/admin");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fpartner%2Fadmin$/);
  await logIn(page, partner.email, password);

  await expect(page).toHaveURL(/\/partner\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "My work" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(partner.name);

  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/login\?notice=logged-out$/);
  await expect(page.getByText("You have logged out.")).toBeVisible();
  await page.goto("/partner/admin");
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fpartner%2Fadmin$/);
});

test("a password link works without JavaScript: the page's key stays on this site, and its form posts and answers", async ({
  browser,
  allowConsoleErrors,
}) => {
  // Two passwords that differ are refused with 400 first.
  allowConsoleErrors(/\/account\/set-password\?token=.*status of 400/);
  const partner = await seed("partner", {});
  const password = "four unrelated words 42";
  const link = linkIn(await waitForMail(partner.email, /is approved: welcome to MoveMatch/), "/account/set-password");
  // As a visitor whose click beats the app's download: the form posts as a plain document request.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(link.href);
  expect(response?.headers()["referrer-policy"]).toBe("same-origin");
  await choosePassword(page, password);
  await context.close();
});

test("the back office frame: counts from the database, the current page, the Profile group, Ctrl+B kept by the server, and the mobile sheet", async ({
  page,
  allowConsoleErrors,
}) => {
  // An unknown screen is visited on purpose.
  allowConsoleErrors(/no-such-screen: .*status of 404/);
  const partner = await seed("signedUpPartner", { invitations: 2 });
  await page.goto("/partner/admin");
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(/\/partner\/admin$/);

  const header = page.getByRole("banner");
  await expect(header).toContainText(partner.name);
  await expect(header).toContainText(partner.email);
  await expect(header.getByRole("link", { name: "Account security" })).toHaveAttribute(
    "href",
    "/partner/admin/security",
  );

  const sidebar = page.getByRole("navigation", { name: "Partner navigation" });
  await expect(sidebar.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Find work" })).toHaveAttribute("href", "/partner/admin/find-work");
  // The counts are the company's rows: two open invitations, no jobs or quotes yet.
  await expect(sidebar.getByRole("link", { name: "Invitations, 2" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "My work, 0" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Bidding, 0" })).toBeVisible();
  // Nothing saved for later yet: the count says so.
  await expect(sidebar.getByRole("link", { name: "Watching, 0" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Invitations\s*2/ })).toBeVisible();

  const profile = sidebar.getByRole("button", { name: "Profile" });
  await expect(profile).toHaveAttribute("aria-expanded", "false");
  await expect(sidebar.getByRole("link", { name: "Statistics" })).toBeHidden();
  await profile.click();
  await expect(profile).toHaveAttribute("aria-expanded", "true");
  await sidebar.getByRole("link", { name: "Statistics" }).click();
  await expect(page).toHaveURL(/\/partner\/admin\/profile\/statistics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Your figures by month" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Statistics" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current");

  // Ctrl+B collapses the sidebar to icons; the server reads the cookie, so the first paint is collapsed.
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  const served = await page.request.get("/partner/admin/profile/statistics");
  expect(await served.text()).toContain('data-state="collapsed"');
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.getByRole("button", { name: "Toggle sidebar (Ctrl+B)" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  const missing = await page.goto("/partner/admin/no-such-screen");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(sidebar).toBeVisible();

  // Below 768 px the sidebar is a sheet opened from the header.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/partner/admin");
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog").getByRole("navigation", { name: "Partner navigation" });
  await sheet.getByRole("link", { name: "Invitations, 2" }).click();
  await expect(page).toHaveURL(/\/partner\/admin\/orders$/);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Invitations" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out", exact: true })).toBeVisible();
});
