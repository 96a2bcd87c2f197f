import { logIn } from "./support/page";
import { seed } from "./support/seed";
import { expect, test } from "./support/test";

/**
 * Find work and the lists that share its cards, on a 375 px phone: the recommendations banner,
 * the tabs with their counts, the sort kept in the address, cards that open their lead, and the
 * empty Watching list.
 */
test("a partner finds its invitations in Find work and Invitations, sorts them, and sees an empty Watching list", async ({
  page,
}) => {
  const partner = await seed("signedUpPartner", { invitations: 2 });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/partner/admin/find-work");
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(/\/partner\/admin\/find-work$/);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Find work" })).toBeVisible();
  await expect(main).toContainText("You have 2 recommendations");
  const tabs = main.getByRole("navigation", { name: "Lead lists" });
  // Other specs' open requests near Manchester may be in Single jobs: only its tab is asserted.
  await expect(tabs.getByRole("link", { name: /^Single jobs, \d+$/ })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Recommended, 2" })).toBeVisible();

  await main.getByRole("link", { name: "See your recommendations" }).click();
  await expect(page).toHaveURL(/\/partner\/admin\/find-work\?tab=recommended$/);
  await expect(tabs.getByRole("link", { name: "Recommended, 2" })).toHaveAttribute("aria-current", "page");
  await expect(main).toContainText("2 results");
  const cards = main.getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Invited");
  await expect(cards.first()).toContainText("0 of 6 taken");
  await expect(cards.first().getByRole("link", { name: /^Domestic move: Manchester M1 to / })).toHaveAttribute(
    "href",
    /^\/partner\/admin\/leads\/[0-9a-f-]{36}$/,
  );
  // Nothing runs off the side of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "reports/find-work-375.png", fullPage: true });

  await main.getByLabel("Sort by").selectOption("price_desc");
  await main.getByRole("button", { name: "Show leads" }).click();
  await expect(page).toHaveURL(/\?tab=recommended&sort=price_desc$/);
  await expect(main.getByLabel("Sort by")).toHaveValue("price_desc");
  await expect(cards).toHaveCount(2);

  await page.goto("/partner/admin/orders");
  await expect(main.getByRole("heading", { level: 1, name: "Invitations" })).toBeVisible();
  await expect(main.getByRole("article")).toHaveCount(2);

  await page.goto("/partner/admin/watching");
  await expect(main.getByRole("heading", { level: 1, name: "Watching" })).toBeVisible();
  await expect(main).toContainText("You are not watching any lead you can still claim.");
  await main.getByRole("link", { name: "Browse Find work" }).click();
  await expect(page).toHaveURL(/\/partner\/admin\/find-work$/);
});

test("a partner with more invitations than a badge counts sees 99+ and pages on past the count", async ({ page }) => {
  const partner = await seed("signedUpPartner", { invitations: 101 });
  await page.goto("/partner/admin/find-work?tab=recommended");
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(/\/partner\/admin\/find-work\?tab=recommended$/);

  const main = page.getByRole("main");
  const tabs = main.getByRole("navigation", { name: "Lead lists" });
  await expect(tabs.getByRole("link", { name: "Recommended, 99+" })).toHaveAttribute("aria-current", "page");
  await expect(main).toContainText("More than 99 results");
  await expect(main.getByRole("article")).toHaveCount(20);
  const paging = main.getByRole("navigation", { name: "Pages" });
  await expect(paging).toContainText("Page 1 of 5+");
  await page.screenshot({ path: "reports/find-work-capped-1280.png", fullPage: false });
  await page.setViewportSize({ width: 375, height: 740 });
  await paging.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "reports/find-work-capped-375.png" });

  // Past the counted pages the list goes on, and its last page is counted exactly.
  await page.goto("/partner/admin/find-work?tab=recommended&page=5");
  await expect(paging).toContainText("Page 5 of 5+");
  await paging.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=6/);
  await expect(paging).toContainText("Page 6 of 6");
  await expect(main.getByRole("article")).toHaveCount(1);
  await expect(paging.getByRole("link", { name: "Next page" })).toHaveCount(0);
});
