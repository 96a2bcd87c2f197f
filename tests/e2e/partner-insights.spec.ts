import AxeBuilder from "@axe-core/playwright";
import { logIn } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/** Statistics, Pricing, Preferences and Team in the browser, each page checked by axe. */

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.html).join(", ")})`)).toEqual([]);
}

async function signIn(page: Page, path: string) {
  const partner = await seed("signedUpPartner", { invitations: 2 });
  await page.goto(path);
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("a partner reads Statistics and Pricing, and chooses a daily digest", async ({ page }) => {
  await signIn(page, "/partner/admin/profile/statistics");
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  await expect(page.getByRole("figure")).toContainText("Leads offered, claimed and won by month");
  const table = page.getByRole("table", { name: "Your figures by month" });
  await expect(table.getByRole("row")).toHaveCount(14);
  await expect(table.getByRole("row", { name: /^Total 2 0 0 0/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("main").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Lead prices by move type and size" })
      .getByRole("row", { name: /^3-bedroom house/ }),
  ).toContainText("£18.00");
  await expect(page.getByText("previous 20 business days")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/partner/admin/profile/preferences");
  await page.getByRole("radio", { name: /One email a day/ }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("status")).toContainText("Your preferences are saved.");
  await page.reload();
  await expect(page.getByRole("radio", { name: /One email a day/ })).toBeChecked();
  await expectNoSeriousViolations(page);
});

test("Statistics fits a phone's screen, and its chart reads its values off a labelled axis", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, "/partner/admin/profile/statistics");
  const chart = page.getByRole("figure");
  await expect(chart).toContainText("Leads offered, claimed and won by month");
  // Two invitations this month: the axis counts 0, 1 and 2 leads, under its title.
  const axis = chart.locator("svg [data-axis='value']");
  await expect(axis.locator("text")).toHaveText(["Leads", "0", "1", "2"]);
  // The figures stay readable as text: the table repeats them for screen readers.
  await expect(page.getByRole("table", { name: "Your figures by month" }).getByRole("row")).toHaveCount(14);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test("an owner adds a colleague to the team and removes them", async ({ page }) => {
  await signIn(page, "/partner/admin");
  await page.getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();

  await page.getByRole("button", { name: "Add a colleague" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a colleague" });
  await dialog.getByLabel("Full name").fill("Jo Bloggs");
  await dialog.getByLabel("Email").fill(`jo-${Date.now()}@example.com`);
  await dialog.getByRole("button", { name: "Add a colleague" }).click();
  await expect(page.getByText("Jo Bloggs has been added and emailed a link to sign in.")).toBeVisible();
  const row = page.getByRole("row", { name: /Jo Bloggs/ });
  await expect(row).toContainText("Staff member");
  await expect(row).toContainText("Invitation sent");
  await expectNoSeriousViolations(page);

  await row.getByRole("button", { name: "Remove Jo Bloggs" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove from team" }).click();
  await expect(page.getByText("Jo Bloggs has been removed from the team.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Jo Bloggs/ })).toHaveCount(0);
});
