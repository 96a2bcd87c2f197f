import { Secret, TOTP } from "otpauth";
import sharp from "sharp";
import { formatPounds } from "~/lib/format";
import { partnerLeadPath } from "~/lib/lead-rules";
import { pdfText } from "../support/pdf-text";
import { logIn, waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/**
 * The partner's business in the browser: last month's invoice as a PDF with the claim's charge
 * on it, a credit approved by staff moving the balance, and the logo upload (a real image
 * shown on the public page, a text file named .png refused).
 */
test.describe.configure({ timeout: 120_000 });

const PAYMENTS_PATH = "/partner/admin/payments";

async function signIn(page: Page, path: string, partner: { email: string; password: string }) {
  await page.goto(path);
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await waitForHydration(page);
}

/** The Balance figure at the top of Payments. */
function balanceOf(page: Page) {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: /^Balance$/ }) })
    .locator("dd")
    .first();
}

test("last month's invoice downloads as a PDF with the claim's charge on it", async ({ page }) => {
  const partner = await seed("partnerWithLastMonthsInvoice", {});
  const charge = formatPounds(partner.pricePence, "en-GB");
  await signIn(page, PAYMENTS_PATH, partner);

  const entry = page.getByRole("article").filter({ hasText: `Lead ${partner.reference}` });
  await expect(entry).toContainText("Pending");
  await expect(entry).toContainText(formatPounds(-partner.pricePence, "en-GB"));
  const invoiceLink = entry.getByRole("link", { name: `Invoice ${partner.invoiceNumber}` });
  await expect(invoiceLink).toBeVisible();

  // The link opens the PDF in a new tab (the browser's PDF viewer); its bytes are fetched
  // again with the partner's cookies to read them.
  const opened = page.waitForEvent("popup");
  await invoiceLink.click();
  const tab = await opened;
  const href = await invoiceLink.getAttribute("href");
  if (!href) throw new Error("the Invoice link has no address");
  await expect(tab).toHaveURL(new RegExp(`${href}$`));
  await tab.close();
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toContain(`${partner.invoiceNumber}.pdf`);
  const pdf = await answer.body();
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain(`Invoice ${partner.invoiceNumber}`);
  expect(text).toContain(`Lead ${partner.reference}`);
  expect(text).toContain(charge);
});

test("a credit request approved by staff gives the lead's price back on the balance", async ({ browser, page }) => {
  const lead = await seed("partnerWithLead", {});
  const price = 1800;
  await signIn(page, partnerLeadPath(lead.leadId), lead);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Claim This Job" }).click();
  await page
    .getByRole("alertdialog", { name: "Claim this job?" })
    .getByRole("button", { name: "Claim for £18.00" })
    .click();
  await expect(main.getByRole("status")).toHaveText("Claimed: £18.00 was charged to your account.");

  // The partner asks for the charge back.
  const details = `The number never answers (${lead.leadId.slice(0, 8)}).`;
  await main.getByRole("button", { name: "Ask for a credit" }).click();
  const ask = page.getByRole("dialog", { name: "Ask for a credit" });
  await ask.getByLabel("Reason").selectOption({ label: "Contact details wrong or unreachable" });
  await ask.getByLabel("Anything to add (optional)").fill(details);
  await ask.getByRole("button", { name: "Send request" }).click();
  await expect(ask).toBeHidden();
  const panel = main.getByRole("region", { name: "Credit for this lead" });
  await expect(panel).toContainText("Waiting for our staff");

  await page.goto(PAYMENTS_PATH);
  await expect(balanceOf(page)).toHaveText(formatPounds(-price, "en-GB"));

  // A member of staff signs in with their authenticator code and approves it.
  const staff = await seed("staffWithTwoFactor", {});
  const authenticator = new TOTP({ secret: Secret.fromBase32(staff.totpSecret) });
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/admin/credits");
  await admin.getByLabel("Username (your email address)").fill(staff.email);
  await admin.getByLabel("Password", { exact: true }).fill(staff.password);
  await admin.getByRole("button", { name: "Log in" }).click();
  await expect(admin.getByRole("heading", { name: "Authenticator code" })).toBeVisible();
  // The set-up used the current period's code; the next one is accepted now and unused.
  await admin.getByLabel("Code", { exact: true }).fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await admin.getByRole("button", { name: "Verify" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Lead credits" })).toBeVisible();
  await waitForHydration(admin);
  const row = admin.getByRole("row").filter({ hasText: details });
  await expect(row).toContainText("Contact details wrong or unreachable");
  await row.getByRole("button", { name: "Approve" }).click();
  const confirm = admin.getByRole("alertdialog", { name: /^Credit £18\.00 for lead .+\?$/ });
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "Credit approved" })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The partner's balance is back by the lead's price, with the credit on the statement.
  await page.reload();
  await expect(balanceOf(page)).toHaveText(formatPounds(0, "en-GB"));
  await expect(page.getByRole("article").filter({ hasText: "Credit for lead" })).toContainText(
    formatPounds(price, "en-GB"),
  );
  await page.goto(partnerLeadPath(lead.leadId));
  await expect(panel).toContainText("Approved");
  await expect(panel).toContainText("This lead's charge has been credited.");
});

test("an uploaded logo is on the public company page; a text file named .png is refused", async ({
  page,
  allowConsoleErrors,
}) => {
  // The text file is sent on purpose: the server refuses it with 400.
  allowConsoleErrors(/status of 400 .*\/profile\/logo\)$/);
  const partner = await seed("signedUpPartner", {});
  await signIn(page, "/partner/admin/profile/edit", partner);
  const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  await page.getByLabel("Upload logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Logo saved" })).toBeVisible();
  await expect(page.getByLabel("Replace logo")).toBeAttached();

  const publicPage = await page.getByRole("link", { name: "View your public page" }).getAttribute("href");
  if (!publicPage) throw new Error("the profile has no link to its public page");
  await page.goto(publicPage);
  await expect(page.getByRole("heading", { level: 1, name: partner.name })).toBeVisible();
  await expect(page.getByRole("img", { name: `${partner.name} logo`, exact: true })).toHaveAttribute(
    "src",
    /^\/media\//,
  );

  await page.goto("/partner/admin/profile/edit");
  await waitForHydration(page);
  await page.getByLabel("Replace logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("This is a text file, not a picture.\n"),
  });
  await expect(page.getByRole("alert").filter({ hasText: "not a PNG" })).toHaveText(
    "This file is not a PNG, JPEG or WebP image",
  );
});
