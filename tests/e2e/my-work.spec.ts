import AxeBuilder from "@axe-core/playwright";
import { openBackOffice } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/** My work (/partner/admin and /partner/admin/work): a company's jobs, and search, filter and sort through the URL. */

/** The job references on screen, top to bottom. */
function shownReferences(page: Page) {
  return page.locator('section[aria-label^="Jobs on"] li .font-mono').allTextContents();
}

test("lists the jobs by day and really searches, filters and sorts them", async ({ page }) => {
  const partner = await seed("signedUpPartner", {
    jobs: [
      { inDays: 2, pricePence: 45_000 },
      { inDays: 3, pricePence: 120_000, status: "in_progress" },
      { inDays: 9, pricePence: 80_000, status: "completed" },
    ],
  });
  const [cheap, dear, done] = partner.references as [string, string, string];
  await openBackOffice(page, partner);

  await expect(page.getByRole("heading", { level: 1, name: "My work" })).toBeVisible();
  await expect(page.getByText("3 jobs")).toBeVisible();
  await expect(page.locator('section[aria-label^="Jobs on"]')).toHaveCount(3);
  expect((await shownReferences(page)).map((text) => text.replace(/^Job ID: /, ""))).toEqual([cheap, dear, done]);
  await expect(page.getByText("Unassigned")).toHaveCount(3);
  await expect(page.getByText("£1,200.00")).toBeVisible();

  await page.getByLabel("Search job ID").fill(done.slice(3).toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByText("1 job", { exact: true })).toBeVisible();
  await expect(page.getByText(done)).toBeVisible();
  await expect(page.getByText(cheap)).toBeHidden();

  await page.getByRole("link", { name: "Clear search and filters" }).click();
  await expect(page).toHaveURL(/\/partner\/admin$/);
  await page.getByLabel("Status").selectOption({ label: "In progress" });
  await page.getByLabel("Sort by").selectOption({ label: "Price high to low" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 job", { exact: true })).toBeVisible();
  await expect(page.getByText(dear)).toBeVisible();

  await page.getByLabel("Status").selectOption({ label: "All statuses" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("3 jobs")).toBeVisible();
  expect((await shownReferences(page)).map((text) => text.replace(/^Job ID: /, ""))).toEqual([dear, done, cheap]);

  await page.getByLabel("Search job ID").fill("ZZZZZZ");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No results found for your filters or search query")).toBeVisible();

  // The same screen at /work, where bad values fall back to the defaults.
  const response = await page.goto("/partner/admin/work?status=bogus&sort=nope");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("3 jobs")).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Partner navigation" });
  await expect(sidebar.getByRole("link", { name: "My work, 2" })).toHaveAttribute("aria-current", "page");

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);
});

test("a company without jobs is pointed to Find work", async ({ page }) => {
  const partner = await seed("signedUpPartner", {});
  await openBackOffice(page, partner);
  await expect(page.getByRole("heading", { name: "No jobs yet" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Find work" })).toHaveAttribute(
    "href",
    "/partner/admin/find-work",
  );
  await expect(page.getByRole("search")).toBeHidden();
});
