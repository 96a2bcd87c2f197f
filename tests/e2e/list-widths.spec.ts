import { Secret, TOTP } from "otpauth";
import { openBackOffice, waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/**
 * Every admin and partner list fits its box: at 1280 px as a table whose every column (the
 * decisions included) is on screen, at 375 px as stacked cards. Nothing scrolls sideways.
 */

const ADMIN_LISTS = [
  "/admin/quote-requests",
  "/admin/partners",
  "/admin/contacts",
  "/admin/reviews",
  "/admin/invoices",
  "/admin/credits",
  "/admin/staff",
  "/admin/audit",
];

const PARTNER_LISTS = [
  "/partner/admin/quotes",
  "/partner/admin/profile/drivers",
  "/partner/admin/profile/vehicles",
  "/partner/admin/team",
  "/partner/admin/alerts",
  "/partner/admin/contacts",
  "/partner/admin/messages",
  "/partner/admin/support",
];

const WIDTHS = [1280, 375];

/** Each table's width against its box's, and the page's against the window's. */
async function overflowsOf(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const table of document.querySelectorAll("main table")) {
      const box = table.parentElement;
      if (!box) continue;
      if (table.scrollWidth > box.clientWidth) found.push(`table ${table.scrollWidth} > box ${box.clientWidth}`);
      if (box.scrollWidth > box.clientWidth) found.push(`box scrolls ${box.scrollWidth} > ${box.clientWidth}`);
    }
    return found;
  });
}

async function expectListsFit(page: Page, paths: readonly string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("main table").first()).toBeVisible();
      expect(await overflowsOf(page), `${path} at ${width} px`).toEqual([]);
    }
  }
}

test("every admin list fits its box at 1280 px and stacks as cards at 375 px", async ({ page }) => {
  const staff = await seed("staffWithTwoFactor", { role: "admin" });
  const authenticator = new TOTP({ secret: Secret.fromBase32(staff.totpSecret) });
  await page.goto("/admin/quote-requests");
  await page.getByLabel("Username (your email address)").fill(staff.email);
  await page.getByLabel("Password", { exact: true }).fill(staff.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("Code", { exact: true }).fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();
  await expectListsFit(page, ADMIN_LISTS);

  // At 375 px a row is a card that names each value, so the decisions are on screen too.
  await page.goto("/admin/partners");
  const card = page.locator("main tbody tr").first();
  await expect(card.getByText("Status", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^View details: / })).toBeInViewport();
});

test("every partner list fits its box at 1280 px and stacks as cards at 375 px", async ({ page }) => {
  const partner = await seed("signedUpPartner", {
    invitations: 2,
    jobs: [{ inDays: 5, pricePence: 84_500, status: "upcoming" }],
  });
  await openBackOffice(page, partner);
  await expectListsFit(page, PARTNER_LISTS);
});
