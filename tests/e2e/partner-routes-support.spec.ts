import AxeBuilder from "@axe-core/playwright";
import { openBackOffice } from "./support/page";
import { seed } from "./support/seed";
import { expect, test } from "./support/test";

/** Routes (a day's jobs on a map beside their list) and Support (a message to the team), in a browser. */

test("Routes shows today's jobs in pickup order on the map and in the list, and an empty next day", async ({
  page,
}) => {
  const partner = await seed("partnerWithRoute", {});
  await openBackOffice(page, partner);
  const sidebar = page.getByRole("navigation", { name: "Partner navigation" });
  await sidebar.getByRole("link", { name: "Routes" }).click();
  await expect(page).toHaveURL(/\/partner\/admin\/routes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Routes" })).toBeVisible();
  await expect(page.getByText("3 jobs picked up on this day")).toBeVisible();

  const list = page.getByRole("list", { name: "The day's jobs in order of pickup time" });
  const references = (await list.locator(".font-mono").allTextContents()).map((text) => text.replace(/^Job ID: /, ""));
  expect(references).toEqual(partner.references);
  await expect(list.getByText("Not on the map: no position for this address")).toHaveCount(1);

  // Leaflet loads in the browser: one numbered marker and one line per job with map points.
  const map = page.getByRole("region", { name: "Map of the day's 3 jobs" });
  await expect(map).toBeVisible();
  await expect(map.locator(".leaflet-marker-icon")).toHaveCount(2);
  await expect(map.locator('.leaflet-marker-icon[title^="2. Pickup in Manchester"]')).toHaveCount(1);
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(4);
  expect(await new AxeBuilder({ page }).exclude(".leaflet-container").analyze()).toMatchObject({ violations: [] });

  await page.getByRole("link", { name: "Next day" }).click();
  await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText("No jobs on this day")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Map of/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page.getByText("3 jobs picked up on this day")).toBeVisible();
});

test("Support sends a message to the team and lists it with its status", async ({ page, allowConsoleErrors }) => {
  // A message without a subject is sent on purpose: the server refuses it with 400.
  allowConsoleErrors(/status of 400 .*\/support\.data\)$/);
  const partner = await seed("signedUpPartner", {});
  await openBackOffice(page, partner);
  await page.getByRole("navigation", { name: "Partner navigation" }).getByRole("link", { name: "Support" }).click();
  await expect(page.getByText("You have not written to us yet.")).toBeVisible();

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter a subject")).toBeVisible();

  await page.getByRole("textbox", { name: "Subject" }).fill("Invoice for March");
  await page.getByRole("textbox", { name: "Message" }).fill("Please send the invoice for March again.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Your message has been sent.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: "Invoice for March" });
  await expect(row).toContainText("Received");
  await expect(row).toContainText(partner.email);
  await row.getByText("Invoice for March", { exact: true }).click();
  await expect(row.getByText("Please send the invoice for March again.")).toBeVisible();
  expect(await new AxeBuilder({ page }).analyze()).toMatchObject({ violations: [] });
});
