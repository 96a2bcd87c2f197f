import type { RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALES, type Locale } from "~/i18n/config";
import routes from "../../app/routes";
import { faultOf, readPage } from "./support/language-reading";
import { logIn } from "./support/page";
import { seed } from "./support/seed";
import { signInAsStaff } from "./support/staff";
import { expect, type Page, test } from "./support/test";

/**
 * The language guard of the signed-in areas: every page of the partner back office and of the
 * admin panel, taken from app/routes.ts so that a new screen is read the day it is added, and a
 * record of each kind that has a page, is read in Lithuanian and in English (the `locale`
 * cookie, the signed-in areas' language) as languages.spec.ts reads the public site, with the
 * page title and the controls' labels besides. Text marked as written in the other language
 * (`lang`: a company's or a customer's own words) is set aside.
 */

type Records = Awaited<ReturnType<typeof seed<"recordsOfEveryKind">>>;

/**
 * The record each page with a parameter is read for. A new record page fails the guard until it
 * is given one here.
 */
const RECORD_OF: Record<string, (records: Records) => string> = {
  "partner/admin/leads/:id": (records) => records.leadId,
  "partner/admin/jobs/:id": (records) => records.jobId,
  "partner/admin/find-work/:requestId": (records) => records.unclaimedRequestId,
  "admin/quote-requests/:id": (records) => records.quoteRequestId,
  "admin/partners/:id": (records) => records.companyId,
  "admin/contacts/:id": (records) => records.contactId,
};

/**
 * The pages inside an area's layout, as patterns ("partner/admin/jobs/:id"): the routes whose
 * module renders a page (.tsx; a .ts module is an action or a file). "*" is the area's own
 * not-found page.
 */
function pagesOf(layoutFile: string, entries: RouteConfigEntry[] = routes): string[] {
  for (const entry of entries) {
    if (entry.file === layoutFile)
      return (entry.children ?? []).filter((child) => child.file.endsWith(".tsx")).map((child) => child.path ?? "");
    const found = entry.children && pagesOf(layoutFile, entry.children);
    if (found?.length) return found;
  }
  return [];
}

/** The address of a page: its record filled in; an unknown one for the not-found page. */
function addressOf(pattern: string, records: Records): string {
  if (pattern.endsWith("*")) return `/${pattern.replace("*", "no-such-screen")}`;
  if (!pattern.includes(":")) return `/${pattern}`;
  const record = RECORD_OF[pattern];
  if (!record) throw new Error(`No record to read /${pattern} for: give it one in RECORD_OF`);
  return `/${pattern.replace(/:\w+$/, record(records))}`;
}

/** Reads each page in the language the cookie chooses; the faults of all, so that one run reports every leftover. */
async function readEvery(page: Page, baseURL: string | undefined, locale: Locale, addresses: string[]) {
  await page.context().addCookies([{ name: "locale", value: locale, url: baseURL }]);
  const faults: string[] = [];
  for (const address of addresses) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(address.endsWith("no-such-screen") ? 404 : 200);
    await expect(page.locator("html"), address).toHaveAttribute("lang", locale);
    const fault = faultOf(address, await readPage(page, locale, { withLabels: true }));
    if (fault) faults.push(fault);
  }
  return faults;
}

// One test per area and language, so that the four run side by side.
for (const locale of LOCALES) {
  test(`every partner back-office page in ${locale} holds no sentence of the other language and no raw key`, async ({
    page,
    baseURL,
    allowConsoleErrors,
  }) => {
    test.setTimeout(180_000);
    // The back office's not-found page is read on purpose.
    allowConsoleErrors(/no-such-screen: .*status of 404/);
    const records = await seed("recordsOfEveryKind", {});
    const patterns = pagesOf("routes/partner/layout.tsx");
    expect(patterns.length).toBeGreaterThan(25);
    const addresses = patterns.map((pattern) => addressOf(pattern, records));
    await page.goto("/partner/admin");
    await logIn(page, records.email, records.password);
    await expect(page).toHaveURL(/\/partner\/admin$/);
    expect(await readEvery(page, baseURL, locale, addresses)).toEqual([]);
  });

  test(`every admin panel page in ${locale} holds no sentence of the other language and no raw key`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const records = await seed("recordsOfEveryKind", {});
    const patterns = pagesOf("routes/admin/layout.tsx");
    expect(patterns.length).toBeGreaterThan(10);
    const addresses = patterns.map((pattern) => addressOf(pattern, records));
    // An admin: the staff accounts and the audit trail are read too.
    await signInAsStaff(page, "/admin", { role: "admin" });
    await expect(page).toHaveURL(/\/admin$/);
    expect(await readEvery(page, baseURL, locale, addresses)).toEqual([]);
  });
}
