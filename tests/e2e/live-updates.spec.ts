import { logIn, waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { type Browser, expect, type Page, test, visitorAddress } from "./support/test";

/**
 * Live updates (decision 020), each person in a browser of their own: partner A keeps Find work
 * open while a customer's request arrives and partner B claims it and quotes; A's page shows the
 * request and then its slot taken, and the customer's page shows B's quote, without reloading.
 */
test.describe.configure({ timeout: 120_000 });

/** Live changes show this soon (the target is 2 seconds; the machine running the specs may be busy). */
const LIVE = { timeout: 5_000 };

async function openAs(browser: Browser, visitor: string, path: string, partner?: { email: string; password: string }) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorAddress(visitor) } });
  const page = await context.newPage();
  await page.goto(path);
  if (partner) {
    await logIn(page, partner.email, partner.password);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await waitForHydration(page);
  // Gone if the page were loaded again: what it shows later came without a reload.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = "kept";
  });
  return page;
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker === "kept");

test("Find work shows a new request and then a slot taken, and the customer sees a quote, without reloading", async ({
  browser,
}) => {
  const { a, b } = await seed("livePartners", {});
  const pageA = await openAs(browser, a.email, "/partner/admin/find-work", a);
  const mainA = pageA.getByRole("main");
  const cardA = mainA.getByRole("article").filter({ has: pageA.getByRole("link", { name: /Lerwick ZE1/ }) });
  await expect(cardA).toHaveCount(0);
  const sidebarA = pageA.getByRole("navigation", { name: "Partner navigation" });
  const bookNowBefore = await sidebarA.getByRole("link", { name: /^Book now, / }).textContent();

  // A customer's request arrives: A's open Find work shows it, with its slot meter.
  const request = await seed("liveRequest", {});
  await expect(cardA).toHaveCount(1, LIVE);
  await expect(cardA).toContainText("0 of 6 taken");
  await expect(sidebarA.getByRole("link", { name: /^Book now, / })).not.toHaveText(bookNowBefore ?? "", LIVE);

  const customer = await openAs(browser, request.email, request.path);
  const quotes = customer.getByRole("region", { name: "Your quotes" });
  await expect(quotes).toContainText("No quotes yet");
  // The page's stream, as the production server sends it: events, never stored, never compressed.
  const stream = await customer.evaluate(async (path) => {
    const leave = new AbortController();
    const response = await fetch(`${path}/live`, { signal: leave.signal });
    const headers = Object.fromEntries(
      ["content-type", "content-encoding", "cache-control"].map((name) => [name, response.headers.get(name)]),
    );
    leave.abort();
    return { status: response.status, ...headers };
  }, request.path);
  expect(stream).toEqual({
    status: 200,
    "content-type": "text/event-stream; charset=utf-8",
    "content-encoding": null,
    "cache-control": "private, no-store",
  });

  // Partner B claims it from Find work in another browser: A's card says so.
  const pageB = await openAs(browser, b.email, "/partner/admin/find-work", b);
  const mainB = pageB.getByRole("main");
  await mainB
    .getByRole("article")
    .getByRole("link", { name: /Lerwick ZE1/ })
    .click();
  await mainB.getByRole("button", { name: "Claim This Job" }).click();
  const confirm = pageB.getByRole("alertdialog", { name: "Claim this job?" });
  await confirm.getByRole("button", { name: /^Claim for £\d+\.\d\d$/ }).click();
  await expect(mainB).toContainText(/£\d+\.\d\d was charged to your account/);
  await expect(cardA).toContainText("1 of 6 taken", LIVE);

  // B quotes: the customer's open page shows it.
  await mainB.getByLabel("Total price (£)").fill("650");
  await mainB.getByRole("button", { name: "Send quote" }).click();
  await expect(mainB).toContainText("Sent quote, version 1");
  const quoteB = quotes.getByRole("article").filter({ hasText: b.name });
  await expect(quoteB).toContainText("£650.00", LIVE);

  expect(await notReloaded(pageA)).toBe(true);
  expect(await notReloaded(customer)).toBe(true);
});
