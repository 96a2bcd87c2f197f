import AxeBuilder from "@axe-core/playwright";
import { Secret, TOTP } from "otpauth";
import {
  JOURNEY_QUOTE_COUNT,
  type JourneyFixtures,
  journeyCustomerName,
  readJourneyFixtures,
} from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";
import { waitForHydration } from "./support/page";
import { applyForRegions, newCompanyIdentity } from "./support/partner-wizard";
import { type BrowserContext, expect, type Page, test } from "./support/test";

/**
 * A member of staff's day in the admin panel, in one browser session: the admin created by the
 * CLI with TOTP already proved (tests/e2e/support/prepare-database.ts) signs in with a code,
 * follows the dashboard's work queue to an unclaimed request, pages and searches 100 quote requests, changes a quote request's and a contact's status, signs
 * in again with a code, approves an application made through the registration wizard, suspends
 * and reinstates it.
 * The steps run in order and share the signed-in page.
 */
test.describe.configure({ mode: "serial" });

/** Read once the web server (and so the preparation) has run. */
let fixtures: JourneyFixtures;
let adminName: string;
/** The admin's authenticator app, holding the secret admin:create printed. */
let authenticator: TOTP;
/**
 * better-auth allows 3 two-factor requests per 10 s from one address; a window with no request
 * for that long starts afresh. The journey waits out only what is left of it.
 */
const TWO_FACTOR_WINDOW_MS = 10_000;
let lastTwoFactorRequestAt = 0;
let context: BrowserContext;
let page: Page;

let lastUsedCode = "";

/** The authenticator's code; a code is accepted once, so after using one wait for the next. */
async function freshCode(): Promise<string> {
  if (authenticator.generate() === lastUsedCode) await page.waitForTimeout(authenticator.remaining() + 250);
  lastUsedCode = authenticator.generate();
  return lastUsedCode;
}

function toast(text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function submitTwoFactorCode(field: string, code: string, button: string) {
  await page.getByLabel(field, { exact: true }).fill(code);
  await page.getByRole("button", { name: button }).click();
  lastTwoFactorRequestAt = Date.now();
}

async function signInWithPassword() {
  await page.getByLabel("Username (your email address)").fill(fixtures.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(fixtures.admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Each list is a page of its own (the spec's `/admin?tab=` links redirect to them). */
const LIST_PATHS = {
  quoteRequests: "/admin/quote-requests",
  partners: "/admin/partners",
  contacts: "/admin/contacts",
} as const;

async function searchList(list: keyof typeof LIST_PATHS, query: string, status = "") {
  await page.goto(LIST_PATHS[list]);
  await page.getByRole("searchbox", { name: "Search" }).fill(query);
  await page.getByLabel("Status", { exact: true }).selectOption(status);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, "\\+")}`));
  await waitForHydration(page);
}

function tableRows() {
  return page.getByRole("table", { name: /table$/ }).locator("tbody tr");
}

test.beforeAll(async ({ browser }) => {
  fixtures = readJourneyFixtures();
  adminName = `${fixtures.admin.firstName} ${fixtures.admin.lastName}`;
  authenticator = new TOTP({ issuer: "MoveMatch", secret: Secret.fromBase32(fixtures.admin.totpSecret) });
  lastUsedCode = fixtures.admin.usedTotpCode;
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

test("the CLI-created admin signs in with the password and a code from the secret proved at creation", async () => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
  await signInWithPassword();

  // No set-up at first sign-in: two-factor has been on since admin:create.
  await expect(page.getByRole("heading", { name: "Authenticator code" })).toBeVisible();
  await submitTwoFactorCode("Code", await freshCode(), "Verify");

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${adminName}` })).toBeVisible();
  await expect(page.getByText("Your role")).toBeVisible();
  await expect(page.getByText("Admin", { exact: true }).first()).toBeVisible();
});

test("the dashboard's work queue links an unclaimed request to its detail, focused on the lead actions", async () => {
  await page.goto("/admin");
  const section = page.getByRole("region", { name: /^Requests nobody has claimed/ });
  // The 100 prepared requests are open and unclaimed: the section shows its first 10 and counts them all.
  await expect(section.getByRole("listitem")).toHaveCount(10);
  await expect(section).toContainText(/Showing 10 of \d{3}/);
  const scan = await new AxeBuilder({ page }).analyze();
  const serious = scan.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  expect(serious.map((violation) => violation.id)).toEqual([]);

  await waitForHydration(page);
  await section
    .getByRole("link", { name: /^Offer to partners: REF\w+ · / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/quote-requests\?q=REF\w+&open=[\w-]+$/);
  const actions = page.getByRole("dialog").getByRole("region", { name: "Offer this request" });
  await expect(actions).toBeFocused();
  await expect(actions.getByRole("button", { name: "Re-run matching" })).toBeVisible();
});

test("the spec's tab links open the lists, which the sidebar marks as the current page", async () => {
  await page.goto("/admin?tab=partners&q=Journey");
  await expect(page).toHaveURL(/\/admin\/partners\?q=Journey$/);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("Journey");
  const sidebar = page.getByRole("navigation", { name: "Admin navigation" }).first();
  await expect(sidebar.getByRole("link", { name: "Partners" })).toHaveAttribute("aria-current", "page");
  await sidebar.getByRole("link", { name: "Quote requests" }).click();
  await expect(page).toHaveURL(/\/admin\/quote-requests$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();
});

test("searches and pages through the 100 prepared quote requests, 25 at a time", async () => {
  await searchList("quoteRequests", "Journey Customer");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText(`Page 1 of 4 (${JOURNEY_QUOTE_COUNT} in all)`);
  await expect(tableRows()).toHaveCount(25);
  await expect(tableRows().first()).toContainText(journeyCustomerName(1));
  await expect(tableRows().last()).toContainText(journeyCustomerName(25));
  const scan = await new AxeBuilder({ page }).analyze();
  const serious = scan.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  expect(serious.map((violation) => violation.id)).toEqual([]);
  await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(pagination).toContainText("Page 2 of 4");
  await expect(tableRows().first()).toContainText(journeyCustomerName(26));
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(pagination).toContainText("Page 3 of 4");
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(pagination).toContainText("Page 4 of 4");
  await expect(tableRows()).toHaveCount(25);
  await expect(tableRows().last()).toContainText(journeyCustomerName(100));
  await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(pagination).toContainText("Page 3 of 4");
  await expect(page).toHaveURL(/[?&]page=3/);

  await searchList("quoteRequests", journeyCustomerName(42));
  await expect(tableRows()).toHaveCount(1);
  await expect(pagination).toContainText("Page 1 of 1 (1 in all)");

  await searchList("quoteRequests", "nobody by this name");
  await expect(tableRows()).toHaveCount(1);
  await expect(tableRows().first()).toHaveText("Nothing matches.");
});

test("sets a quote request's status by hand with a reason, with a toast, and the change is kept and audited", async () => {
  const customer = journeyCustomerName(42);
  await searchList("quoteRequests", customer, "pending");
  await expect(tableRows()).toHaveCount(1);
  await page.getByRole("button", { name: /^View details: Quote request / }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(customer, { exact: true })).toBeVisible();
  const override = dialog.getByRole("region", { name: "Set the status by hand" });
  await override.getByLabel("Status", { exact: true }).selectOption("completed");
  await override.getByLabel("Reason").fill("Moved with a company found elsewhere");
  await override.getByRole("button", { name: "Change status" }).click();
  await expect(toast("Quote status updated successfully")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // The pending filter no longer lists it; the completed filter does, after a full reload.
  await searchList("quoteRequests", customer, "completed");
  await expect(tableRows()).toHaveCount(1);
  await page.reload();
  await waitForHydration(page);
  await expect(tableRows().first()).toContainText(customer);

  await page.getByRole("button", { name: /^View details: Quote request / }).click();
  const audit = page.getByRole("dialog").getByRole("region", { name: "Audit trail" });
  await expect(audit).toContainText("Status changed: Waiting for companies → Completed");
  await expect(audit).toContainText("Reason: Moved with a company found elsewhere");
  await expect(audit).toContainText(`by ${fixtures.admin.email}`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("changes a contact's status, with a toast, and the change is kept", async () => {
  await searchList("contacts", fixtures.contact.email);
  await expect(tableRows()).toHaveCount(1);
  const status = page.getByRole("combobox", { name: `Status: ${fixtures.contact.name}` });
  await expect(status).toHaveValue("new");
  await status.selectOption("resolved");
  await expect(toast("Contact status updated successfully")).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("combobox", { name: `Status: ${fixtures.contact.name}` })).toHaveValue("resolved");

  await page.getByRole("button", { name: /^View details: / }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Can one of your partners move an upright piano");
  await expect(dialog.getByRole("region", { name: "Audit trail" })).toContainText("Status changed: New → Resolved");
  await page.keyboard.press("Escape");
});

test("signing out and in again asks for the authenticator code", async ({ allowConsoleErrors }) => {
  // The wrong code is refused with 401.
  allowConsoleErrors(/\/admin\/login.*status of 401/);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast("You have logged out of the admin system")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login/);

  await signInWithPassword();
  await expect(page.getByRole("heading", { name: "Authenticator code" })).toBeVisible();
  await page.waitForTimeout(Math.max(0, lastTwoFactorRequestAt + TWO_FACTOR_WINDOW_MS + 500 - Date.now()));
  await submitTwoFactorCode("Code", "123 456", "Verify");
  await expect(page.getByRole("alert").filter({ hasText: "That code is not valid" }).first()).toBeVisible();
  await submitTwoFactorCode("Code", await freshCode(), "Verify");

  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${adminName}` })).toBeVisible();
  await expect(toast("You are now logged in as an administrator")).toBeVisible();
});

test("finds an application made in the wizard, approves it, and the owner is emailed a set-password link", async () => {
  const company = newCompanyIdentity();
  await applyForRegions(page, company);

  await searchList("partners", company.name, "pending");
  await expect(tableRows()).toHaveCount(1);
  const row = tableRows().first();
  await expect(row).toContainText("1 Market Street, M1 1AE");
  await expect(row).toContainText("0161 496 0000");
  await expect(row).toContainText("Manchester");
  await expect(row).toContainText("Glasgow");
  await expect(row).toContainText("Pending");

  await row.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: `Approve ${company.name}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toast("Partner approved")).toBeVisible();
  await searchList("partners", company.name);
  await expect(tableRows().first()).toContainText("Approved");
  await expect(tableRows().getByRole("button", { name: "Suspend" })).toBeVisible();

  const mail = await waitForMail(company.email, /is approved: welcome to MoveMatch/);
  expect(linkIn(mail, "/account/set-password").searchParams.get("token")).toBeTruthy();

  await tableRows()
    .getByRole("button", { name: `View details: ${company.name}` })
    .click();
  const audit = page.getByRole("dialog").getByRole("region", { name: "Audit trail" });
  await expect(audit).toContainText("Application approved: Pending → Approved");
  await expect(audit).toContainText(`by ${fixtures.admin.email}`);
  await page.keyboard.press("Escape");

  // A suspended partner can be reinstated.
  await tableRows().getByRole("button", { name: "Suspend" }).click();
  await page
    .getByRole("dialog", { name: `Suspend ${company.name}?` })
    .getByRole("button", { name: "Suspend" })
    .click();
  await expect(toast("Partner suspended")).toBeVisible();
  await expect(tableRows().first()).toContainText("Suspended");
  await tableRows().getByRole("button", { name: "Reinstate" }).click();
  await page
    .getByRole("dialog", { name: `Reinstate ${company.name}?` })
    .getByRole("button", { name: "Reinstate" })
    .click();
  await expect(toast("Partner reinstated")).toBeVisible();
  await expect(tableRows().first()).toContainText("Approved");
});
