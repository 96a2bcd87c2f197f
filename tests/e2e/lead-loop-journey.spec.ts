import { codeIn, linkIn, uniqueEmail, waitForMail } from "./support/mail";
import { logIn, waitForHydration } from "./support/page";
import { fillQuoteWizard } from "./support/quote-wizard";
import { seed } from "./support/seed";
import { type Browser, expect, type Page, test, visitorAddress } from "./support/test";

/**
 * The marketplace's whole loop, each person in a browser of their own: a customer's verified
 * request is matched with partner A, who claims it after seeing the price and quotes; partner B,
 * not matched, finds it in Find work, claims and quotes; the customer opens the link from the
 * emailed quote, compares both and books A; A finds the job in My work and the won email, B the
 * lost email, and the customer's page shows the booking.
 */
test.describe.configure({ timeout: 180_000 });

interface Partner {
  name: string;
  email: string;
  companyEmail: string;
  password: string;
}

async function signIn(browser: Browser, partner: Partner, path: string): Promise<Page> {
  // A partner's office is another visitor than the customer.
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorAddress(partner.email) } });
  const page = await context.newPage();
  await page.goto(path);
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await waitForHydration(page);
  return page;
}

/** Claims the open lead on screen after reading the price, and answers with the customer's quote. */
async function claimAndQuote(page: Page, customer: { name: string; email: string }, price: string) {
  const main = page.getByRole("main");
  await expect(main).not.toContainText(customer.name);
  await main.getByRole("button", { name: "Claim This Job" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Claim this job?" });
  await expect(confirm).toContainText(/Your company's account will be charged £\d+\.\d\d now\./);
  await confirm.getByRole("button", { name: /^Claim for £\d+\.\d\d$/ }).click();
  // From Find work the claim moves to the lead's own address, which states the charge.
  await expect(main).toContainText(/£\d+\.\d\d was charged to your account/);
  await expect(main).toContainText(customer.name);
  await expect(main.getByRole("link", { name: customer.email })).toBeVisible();

  await main.getByLabel("Total price (£)").fill(price);
  await main.getByRole("checkbox", { name: "Packing" }).click();
  await main.getByRole("button", { name: "Send quote" }).click();
  await expect(main).toContainText("Sent quote, version 1");
}

test("request → A claims its invitation and quotes → B claims from Find work and quotes → the customer books A", async ({
  browser,
  page,
}) => {
  const { matched: partnerA, finder: partnerB } = await seed("leadLoopPartners", {});
  const customer = { name: "Morag MacLeod", email: uniqueEmail("journey") };

  // The customer's request, through the wizard, with the emailed code.
  await fillQuoteWizard(page, {
    postcode: "HS1 2AA",
    from: "Stornoway",
    to: "Inverness",
    fullName: customer.name,
    email: customer.email,
  });
  await page.getByRole("button", { name: "Send code →" }).click();
  const codeMail = await waitForMail(customer.email, /Your MoveMatch verification code/);
  const code = codeIn(codeMail);
  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByText("Step 6 of 6 | Confirmation")).toBeVisible();
  await expect(page.getByRole("link", { name: partnerA.name })).toBeVisible();
  await expect(page.getByRole("link", { name: partnerB.name })).toHaveCount(0);

  // Partner A: the invitation is counted in the sidebar; claim it after the price, then quote.
  const pageA = await signIn(browser, partnerA, "/partner/admin/orders");
  const sidebarA = pageA.getByRole("navigation", { name: "Partner navigation" });
  await expect(sidebarA.getByRole("link", { name: "Invitations, 1" })).toBeVisible();
  await pageA.getByRole("main").getByRole("article").getByRole("link").first().click();
  await expect(pageA).toHaveURL(/\/partner\/admin\/leads\/[0-9a-f-]{36}$/);
  await claimAndQuote(pageA, customer, "800");
  await waitForMail(customer.email, new RegExp(`^${partnerA.name} has your details`));

  // Partner B: not matched, but the request is within 50 miles of its base in Find work.
  const pageB = await signIn(browser, partnerB, "/partner/admin/find-work");
  await expect(pageB.getByRole("main")).toContainText("1 of 6 taken");
  await pageB
    .getByRole("main")
    .getByRole("article")
    .getByRole("link", { name: /Stornoway HS1/ })
    .click();
  await claimAndQuote(pageB, customer, "650");

  // The customer follows the link in the quote email and compares both quotes.
  const quoteMail = await waitForMail(customer.email, new RegExp(`^${partnerB.name} has sent you a quote`));
  await page.goto(linkIn(quoteMail, "/my-request/").href);
  await waitForHydration(page);
  const quotes = page.getByRole("region", { name: "Your quotes" }).getByRole("article");
  await expect(quotes).toHaveCount(2);
  await expect(quotes.first()).toContainText(partnerB.name);
  await expect(quotes.first()).toContainText("£650.00");
  const quoteA = quotes.filter({ hasText: partnerA.name });
  await expect(quoteA).toContainText("£800.00");
  await quoteA.getByRole("button", { name: /Accept this quote/ }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${partnerA.name}?` });
  await dialog.getByRole("button", { name: "Yes, book for £800.00" }).click();
  const booking = page.getByRole("region", { name: `Your move is booked with ${partnerA.name}` });
  await expect(booking).toBeVisible();
  const jobReference = (await booking.textContent())?.match(/JB-[A-Z2-9]{8}/)?.[0] ?? "";
  expect(jobReference).not.toBe("");

  // A won: the email, and the job in My work. B lost: the email.
  await waitForMail(partnerA.companyEmail, new RegExp(`^You won the job ${jobReference}$`));
  await pageA.goto("/partner/admin");
  await expect(pageA.getByRole("main")).toContainText(jobReference);
  await expect(pageA.getByRole("main")).toContainText("£800.00");
  await waitForMail(partnerB.companyEmail, /^The customer of request MM-[A-Z0-9]{8} chose another company$/);

  // The customer's page keeps showing the booking.
  await page.reload();
  await expect(page.getByRole("region", { name: `Your move is booked with ${partnerA.name}` })).toContainText(
    jobReference,
  );
  await expect(page.getByRole("button", { name: /Accept this quote/ })).toHaveCount(0);
});
