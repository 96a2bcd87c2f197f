import AxeBuilder from "@axe-core/playwright";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/** The customer's private request page, on a phone-sized screen, and the lost-link form. */
test.use({ viewport: { width: 375, height: 800 } });

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test("a customer compares quotes by price and rating, then books one after confirming", async ({ page }) => {
  const request = await seed("quotedRequest", { prices: ["900", "650"] });
  const [best, cheapest] = request.quoted;
  if (!best || !cheapest) throw new Error("the seeder made two quotes");

  const response = await page.goto(request.path);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["referrer-policy"]).toBe("same-origin");
  await expect(page.getByRole("heading", { level: 1, name: "Your move from Manchester to Leeds" })).toBeVisible();
  const quotes = page.getByRole("region", { name: "Your quotes" }).getByRole("article");
  await expect(quotes).toHaveCount(2);
  await expect(quotes.first()).toContainText(cheapest.name);
  await expect(quotes.first()).toContainText("£650.00");
  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "Rating" }).click();
  await expect(page).toHaveURL(/\?sort=rating$/);
  await expect(quotes.first()).toContainText(best.name);

  await quotes
    .first()
    .getByRole("button", { name: /Accept this quote/ })
    .click();
  const dialog = page.getByRole("dialog", { name: `Book ${best.name}?` });
  await expect(dialog).toContainText("£900.00");
  await dialog.getByRole("button", { name: "Yes, book for £900.00" }).click();

  const booking = page.getByRole("region", { name: `Your move is booked with ${best.name}` });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText(/JB-[A-Z2-9]{8}/);
  await expect(page.getByRole("button", { name: /Accept this quote/ })).toHaveCount(0);
});

test("a customer sees where each company stands, one that did not reply shown as passed on, last", async ({ page }) => {
  const request = await seed("quotedRequest", { prices: ["800"], everyState: true });
  const [quoter] = request.quoted;
  const states = "states" in request ? request.states : undefined;
  if (!quoter || !states) throw new Error("the seeder made a quote and a company in each state");
  await page.goto(request.path);

  const section = page.getByRole("region", { name: "Companies your request went to" });
  await expect(section).toContainText("Sent to 6 companies.");
  await expect(section).toContainText("2 companies found your request on MoveMatch and took it on.");
  await expect(section).toContainText("2 of 6 places taken by companies that have your details.");
  const companies = section.getByRole("listitem");
  const expected = [
    [quoter.name, "Quote sent"],
    [states.claimed, "Has your details"],
    [states.looking, "Looking at it"],
    // Invited an hour ago in the silent company's place, then the one invited just now.
    [states.offeredTo, "Invited, not opened yet"],
    [states.invited, "Invited, not opened yet"],
    [states.declined, "Declined"],
    [states.passedOn, "No reply, offered to another company"],
    [states.expired, "No reply"],
  ];
  await expect(companies).toHaveCount(expected.length);
  for (const [index, [name, state]] of expected.entries()) {
    await expect(companies.nth(index)).toContainText(name ?? "");
    // The state is text (with "Status" for screen readers), not a colour alone.
    await expect(companies.nth(index)).toContainText(`Status: ${state}`);
  }
  await expectNoSeriousViolations(page);
});

test("a customer moves the date, then cancels with a reason", async ({ page, allowConsoleErrors }) => {
  // A date too far ahead is refused with 400 first.
  allowConsoleErrors(/\/my-request\/.*status of 400/);
  const request = await seed("quotedRequest", { prices: ["700"] });
  await page.goto(request.path);

  await page.getByText("My date is flexible").click();
  await page.getByLabel("Earliest day").fill("2099-01-01");
  await page.getByLabel("Latest day").fill("2099-01-05");
  await page.getByRole("button", { name: "Save the new date" }).click();
  await expect(page.getByText("The date must be within the next two years.")).toHaveCount(2);

  const inTwoMonths = new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.getByText("On a specific date").click();
  await page.getByLabel("Moving date", { exact: true }).fill(inTwoMonths);
  await page.getByRole("button", { name: "Save the new date" }).click();
  await expect(page.getByText("Your new moving date is saved and the companies have been told.")).toBeVisible();
  await expect(page.getByText("Given for your earlier date", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Cancel my request" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your removal request?" });
  await dialog.getByLabel("Reason (optional)").fill("We found a mover ourselves.");
  await dialog.getByRole("button", { name: "Yes, cancel my request" }).click();
  await expect(page.getByText("You cancelled this request.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel my request" })).toHaveCount(0);
});

test.describe("before the app has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("a customer books a quote after confirming, then cancels the booking with a reason", async ({ page }) => {
    const request = await seed("quotedRequest", { prices: ["700"] });
    const [quote] = request.quoted;
    if (!quote) throw new Error("the seeder made a quote");
    await page.goto(request.path);

    const accept = page.getByRole("button", { name: /Accept this quote/ });
    const dialog = page.getByRole("dialog", { name: `Book ${quote.name}?` });
    await accept.click();
    await expect(dialog).toContainText("£700.00");
    await dialog.getByRole("button", { name: "Not yet" }).click();
    await expect(dialog).toBeHidden();
    await accept.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await accept.click();
    await dialog.getByRole("button", { name: "Yes, book for £700.00" }).click();
    await expect(page.getByRole("region", { name: `Your move is booked with ${quote.name}` })).toBeVisible();

    await page.getByRole("button", { name: "Cancel my request" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel your removal request?" });
    await cancel.getByLabel("Reason (optional)").fill("We found a mover ourselves.");
    await cancel.getByRole("button", { name: "Yes, cancel my request" }).click();
    await expect(page.getByText("You cancelled this request.")).toBeVisible();
  });
});

test("an old link shows a not-found page that offers fresh links, which are sent by email", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/\/my-request\/A{43}: .*status of 404/);
  const response = await page.goto(`/my-request/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await page.getByRole("link", { name: "Email me a new link" }).click();

  await expect(page).toHaveURL(/\/my-request$/);
  await expectNoSeriousViolations(page);
  await page.getByLabel("Email address").fill("someone-unknown@example.com");
  await page.getByRole("button", { name: "Email me my links" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText("someone-unknown@example.com")).toBeVisible();
});

test("a customer ends every other link to the request after confirming, and this one keeps working", async ({
  page,
}) => {
  const request = await seed("quotedRequest", { prices: ["700"] });
  await page.goto(request.path);
  const links = page.getByRole("region", { name: "Your private links" });
  await links.getByRole("button", { name: "End my other links" }).click();
  const confirm = page.getByRole("dialog", { name: "End every other link to this page?" });
  await confirm.getByRole("button", { name: "Yes, end the other links" }).click();
  await expect(links).toContainText("Every other link to this page has stopped working.");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your move from Manchester to Leeds" })).toBeVisible();
});
