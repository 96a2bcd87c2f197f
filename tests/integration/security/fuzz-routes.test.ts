import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCompany } from "../../factories/companies";
import { createDriver, createVehicle } from "../../factories/fleet";
import {
  createBookedJob,
  createInvitation,
  createOpenRequest,
  createRequestWithToken,
  ukDate,
} from "../../factories/leads";
import { createContact } from "../../factories/requests";
import { createSignedInUser, createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { nextIp, ORIGIN } from "../../support/http";
import { callRoute, listRoutes } from "../../support/routes";

/**
 * Property-based fuzzing of every route: generated bad input (wrong types, missing, extra and
 * repeated fields, huge strings, control characters, NUL bytes, injection strings, extreme
 * numbers, malformed dates and postcodes, broken JSON and multipart bodies) is posted to every
 * action and sent as search parameters to every page, as the visitor each area admits. The
 * answer must never be a 500 or carry a stack trace, and a refused request stores nothing.
 */

const CASES_PER_ACTION = Number(process.env.FUZZ_CASES ?? 30);
const CASES_PER_PAGE = Math.max(5, Math.round(CASES_PER_ACTION / 3));

/** Tables a refused request may write to by design: attempt counters and the audit trail. */
const WRITTEN_ON_REFUSAL = new Set(["rate_limit", "audit_log"]);

const FIELD_NAME = /\bname="([a-zA-Z][\w.[\]]*)"|^\s+([a-zA-Z]\w*): (?:z\.|[a-z]\w*(?:Field|Text|Schema)\b)/gm;
const LITERAL = /z\.literal\("([^"]+)"\)|\bvalue="([a-z][a-z-]*)"/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !entry.includes(".test.") ? [file] : [];
  });
}

function matchesOf(pattern: RegExp, source: string): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? "").filter(Boolean);
}

/** A route module and the app modules it imports directly: where its form's fields are named. */
function routeSources(file: string): string {
  const source = readFileSync(path.resolve("app", file), "utf8");
  const imported = matchesOf(/from "~\/((?:components|lib|server)\/[^"]+)"/g, source).flatMap((module) =>
    [".tsx", ".ts", ".server.ts"].map((ext) => path.resolve("app", `${module.replace(/\.server$/, "")}${ext}`)),
  );
  const local = imported.filter((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
  return [source, ...local.map((candidate) => readFileSync(candidate, "utf8"))].join("\n");
}

const ALL_SOURCES = sourceFiles(path.resolve("app")).map((file) => readFileSync(file, "utf8"));
const KNOWN_FIELDS = [
  ...new Set([
    "intent",
    "email",
    "password",
    "code",
    "postcode",
    "id",
    "token",
    ...ALL_SOURCES.flatMap((source) => matchesOf(FIELD_NAME, source)),
  ]),
].sort();
const KNOWN_LITERALS = [...new Set(ALL_SOURCES.flatMap((source) => matchesOf(LITERAL, source)))].sort();

/** Values a form would accept for common fields: a body made of these gets past the first checks. */
const PLAUSIBLE_VALUES = [
  "SW1A 1AA",
  "LS1 4AP",
  "customer@example.com",
  ukDate(10),
  ukDate(40),
  "800",
  "12",
  "3",
  "Ada Lovelace",
  "+447911123456",
  "07911 123456",
  "on",
  "true",
  "A long enough message about a move from Leeds to York next month.",
  "Str0ng-test-pass!",
  "123456",
];

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202e\u200b\ufeff",
  "\r\n\t\b\f\u0007",
  "'; drop table quote_requests; --",
  "' or '1'='1",
  '"><script>alert(1)</script>',
  "<img src=x onerror=alert(1)>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed
  "{{7*7}}${7*7}",
  "../../etc/passwd",
  "%00%ff%fe",
  "-1",
  "0",
  "-0",
  "1e308",
  "-1e308",
  "9007199254740993",
  "NaN",
  "Infinity",
  "0x10",
  "2026-02-30",
  "2026-13-01",
  "31/12/2026",
  "0000-00-00",
  "9999-12-31T99:99",
  "SW1A 1AA",
  "ZZ99 9ZZ",
  "sw1a1aa",
  "EC1A",
  "not-an-email",
  "a@b",
  "x@example.com",
  "true",
  "null",
  "[]",
  "{}",
  "00000000-0000-4000-8000-000000000000",
  "😀👨‍👩‍👧‍👦",
  "Ąžuolas Šimkūnas",
];

const valueArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_LITERALS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(5_000), "é".repeat(20_000), "9".repeat(400)) },
);

const fieldArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "intent[]", "a.b.c", "") },
);

/** A list of name/value pairs: names may repeat, as browsers and attackers may send them. */
const pairsArbitrary = fc.array(fc.tuple(fieldArbitrary, valueArbitrary), { maxLength: 12 });

/** What a person would type into a field of this name, so that a form-like body can succeed. */
function plausibleFor(field: string): fc.Arbitrary<string> {
  const name = field.toLowerCase();
  if (name.includes("email")) return fc.constantFrom("customer@example.com", "someone.else@example.org");
  if (name.includes("postcode")) return fc.constantFrom("SW1A 1AA", "LS1 4AP", "M1 1AE");
  if (/date|until|day|from$|to$/.test(name)) return fc.constantFrom(ukDate(10), ukDate(40));
  if (/price|amount|pence|pounds|cover/.test(name)) return fc.constantFrom("800", "1250.50");
  if (/phone|mobile/.test(name)) return fc.constantFrom("07911 123456", "+44 161 496 0000");
  if (/password/.test(name)) return fc.constantFrom("Str0ng-test-pass!", "a quite long pass phrase 42");
  if (/plate/.test(name)) return fc.constantFrom("AB12 CDE", "ab12cde");
  if (/year|count|rating|score|radius|page|bedrooms/.test(name)) return fc.constantFrom("3", "2019", "10");
  if (name === "intent") return fc.constantFrom(...KNOWN_LITERALS);
  return fc.constantFrom(...PLAUSIBLE_VALUES, ...KNOWN_LITERALS);
}

/**
 * A body with every field the route's form names, once each, mostly plausible and sometimes
 * hostile, so that generated cases also reach the checks behind the first validation.
 */
function formLikePairs(routeFields: string[]): fc.Arbitrary<[string, string][]> {
  if (routeFields.length === 0) return pairsArbitrary;
  return fc.tuple(
    ...routeFields.map((field) =>
      fc
        .oneof({ weight: 6, arbitrary: plausibleFor(field) }, { weight: 1, arbitrary: valueArbitrary })
        .map((value): [string, string] => [field, value]),
    ),
  );
}

type Body =
  | { kind: "form"; pairs: [string, string][] }
  | { kind: "multipart"; pairs: [string, string][] }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; text: string };

const bodyArbitrary = (routeFields: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 4, arbitrary: formLikePairs(routeFields).map((pairs) => ({ kind: "form" as const, pairs })) },
    { weight: 2, arbitrary: pairsArbitrary.map((pairs) => ({ kind: "form" as const, pairs })) },
    { weight: 2, arbitrary: formLikePairs(routeFields).map((pairs) => ({ kind: "multipart" as const, pairs })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.dictionary(fieldArbitrary, fc.jsonValue({ maxDepth: 2 })), fc.jsonValue({ maxDepth: 2 }))
        .map((value) => ({ kind: "json" as const, value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(
            "application/json",
            "multipart/form-data; boundary=broken",
            "multipart/form-data",
            "text/plain",
            "application/xml",
            "application/x-www-form-urlencoded; charset=utf-16",
          ),
          text: fc.constantFrom(
            '{"email": ',
            "--broken\r\nContent-Disposition: form-data\r\n\r\n",
            "%%%=&&=",
            "<a/>",
            "",
            // Nested thousands deep (30 KB): refused before any recursive walk.
            `${"[".repeat(6_000)}${"]".repeat(6_000)}`,
            `${'{"a":'.repeat(6_000)}1${"}".repeat(6_000)}`,
          ),
        })
        .map((raw) => ({ kind: "raw" as const, ...raw })),
    },
  );

function toRequest(url: string, body: Body, cookie?: string): Request {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (body.kind === "form") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    return new Request(url, { method: "POST", headers, body: new URLSearchParams(body.pairs).toString() });
  }
  if (body.kind === "multipart") {
    const form = new FormData();
    for (const [name, value] of body.pairs) form.append(name, value);
    return new Request(url, { method: "POST", headers, body: form });
  }
  if (body.kind === "json") {
    headers["content-type"] = "application/json";
    return new Request(url, { method: "POST", headers, body: JSON.stringify(body.value) ?? "null" });
  }
  headers["content-type"] = body.contentType;
  return new Request(url, { method: "POST", headers, body: body.text });
}

const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)|node_modules\//;

describe("fuzzing every route with generated bad input", () => {
  const db = setupTestDatabase();
  /** Per route: how many cases ran, by class of answer (2xx, 3xx, 4xx). */
  const casesRun = new Map<string, Record<string, number>>();
  let tableNames: string[] = [];
  const cookies: { admin?: string; partner?: string; adminToSignOut?: string; partnerToSignOut?: string } = {};
  /** Concrete values for each route's path parameters: a record the visitor may use, and junk. */
  const paramValues = new Map<string, string[]>();

  beforeAll(async () => {
    const tables = await db().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    tableNames = tables.rows.map((row) => row.table_name).filter((name) => !WRITTEN_ON_REFUSAL.has(name));

    cookies.admin = (await createSignedInUser({ role: "admin", twoFactor: true })).cookie;
    const company = await createCompany(db(), { status: "approved" });
    cookies.partner = (await createSignedInUser({ role: "partner", company })).cookie;
    // Sign-out routes end the session they are sent with: they get sessions of their own.
    cookies.adminToSignOut = (await createSignedInUser({ role: "admin", twoFactor: true })).cookie;
    cookies.partnerToSignOut = (await createSignedInUser({ role: "partner", company })).cookie;
    const teammate = await createUser({ role: "partner", company, memberRole: "staff" });
    const driver = await createDriver(db(), company.id);
    const vehicle = await createVehicle(db(), company.id);
    const open = await createOpenRequest(db());
    const lead = await createInvitation(db(), { companyId: company.id, quoteRequestId: open.id });
    const leeds = { city: "Leeds", lat: 53.7997, lng: -1.5492 };
    const booked = await createBookedJob(db(), { companyId: company.id, to: leeds, day: ukDate(3) });
    const { token } = await createRequestWithToken(db());
    const contact = await createContact(db());
    const junk = ["00000000-0000-4000-8000-000000000000", "not-an-id", "%00", "1'--", "x".repeat(300)];
    const byPattern: Record<string, string[]> = {
      "partner/admin/drivers/:id": [driver.id],
      "partner/admin/vehicles/:id": [vehicle.id],
      "partner/admin/leads/:id": [lead.id],
      "partner/admin/find-work/:requestId": [open.id],
      "partner/admin/jobs/:id": [booked.job.id],
      "partner/admin/team/:userId": [teammate.id],
      "my-request/:token": [token],
      "my-request/:token/live": [token],
      "admin/quote-requests/:id": [open.id],
      "admin/partners/:id": [company.id],
      "admin/contacts/:id": [contact.id],
    };
    for (const [pattern, values] of Object.entries(byPattern)) paramValues.set(pattern, [...values, ...junk]);
    paramValues.set("*", junk);
  });

  afterAll(() => {
    const lines = [...casesRun].map(([route, answers]) => {
      const count = Object.values(answers).reduce((sum, each) => sum + each, 0);
      const classes = Object.entries(answers)
        .sort()
        .map(([kind, each]) => `${kind} ${each}`)
        .join(", ");
      return `  ${String(count).padStart(5)}  ${route} (${classes})`;
    });
    const total = [...casesRun.values()].flatMap(Object.values).reduce((sum, each) => sum + each, 0);
    process.stdout.write(`\nFuzz cases run per route (${total} in all):\n${lines.join("\n")}\n`);
  });

  async function rowCounts(): Promise<Record<string, number>> {
    const query = tableNames.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(", ");
    const result = await db().execute<Record<string, number>>(sql.raw(`select ${query}`));
    return result.rows[0] ?? {};
  }

  function cookieFor(pattern: string): string | undefined {
    if (pattern === "admin/logout") return cookies.adminToSignOut;
    if (pattern === "account/logout") return cookies.partnerToSignOut;
    if (pattern.startsWith("admin")) return cookies.admin;
    if (pattern.startsWith("partner/admin")) return cookies.partner;
    return undefined;
  }

  function pathFor(pattern: string, pick: number): string {
    const values = paramValues.get(pattern) ?? paramValues.get("*") ?? [];
    const value = values[pick % values.length] ?? "x";
    return `/${pattern.replace(/:[a-zA-Z]+/g, encodeURIComponent(value)).replace(/\*$/, "anything")}`;
  }

  async function expectNoServerError(
    request: Request,
    route: string,
    label: string,
    { storesNothingOnRefusal = true } = {},
  ) {
    const before = storesNothingOnRefusal ? await rowCounts() : undefined;
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await callRoute(request, { clientIp: nextIp() }).finally(() => spy.mockRestore());
    const answers = casesRun.get(route) ?? {};
    const kind = `${String(result.status).charAt(0)}xx`;
    answers[kind] = (answers[kind] ?? 0) + 1;
    casesRun.set(route, answers);
    const answer = JSON.stringify(result.body ?? "");
    expect(result.status, `${label}: ${answer.slice(0, 300)}`).toBeLessThan(500);
    expect(STACK_TRACE.test(answer), `${label}: stack trace in ${answer.slice(0, 300)}`).toBe(false);
    if (before && result.status >= 400) {
      const after = await rowCounts();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(changed, `${label}: refused with ${result.status} but stored rows in ${changed.join(", ")}`).toEqual([]);
    }
  }

  const routes = listRoutes().filter((route) => !route.hasChildren);
  const moduleSources = new Map(
    routes.map((route) => [route.file, readFileSync(path.resolve("app", route.file), "utf8")]),
  );
  const withAction = routes.filter((route) =>
    /export (async )?function action|export const action/.test(moduleSources.get(route.file) ?? ""),
  );
  const withPage = routes.filter((route) =>
    /export (async )?function loader|export default/.test(moduleSources.get(route.file) ?? ""),
  );

  it("finds the routes to fuzz in app/routes.ts", () => {
    expect(withAction.length).toBeGreaterThanOrEqual(35);
    expect(withPage.length).toBeGreaterThanOrEqual(60);
  });

  for (const route of withAction) {
    const routeFields = [...new Set(matchesOf(FIELD_NAME, routeSources(route.file)))];
    it(`action ${route.pattern}: bad input never answers 500 and stores nothing when refused`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodyArbitrary(routeFields),
          fc.nat(),
          fc.string({ maxLength: 20 }),
          async (body, pick, query) => {
            const url = `${ORIGIN}${pathFor(route.pattern, pick)}?${new URLSearchParams({ q: query }).toString()}`;
            const label = `POST ${route.pattern}`;
            await expectNoServerError(toRequest(url, body, cookieFor(route.pattern)), label, label);
          },
        ),
        { numRuns: CASES_PER_ACTION },
      );
    });
  }

  it("pages: generated search parameters and path parameters never answer 500", async () => {
    for (const route of withPage) {
      await fc.assert(
        fc.asyncProperty(pairsArbitrary, fc.nat(), async (pairs, pick) => {
          const search = new URLSearchParams(pairs).toString();
          const headers: Record<string, string> = {};
          const cookie = cookieFor(route.pattern);
          if (cookie) headers.cookie = cookie;
          const request = new Request(`${ORIGIN}${pathFor(route.pattern, pick)}?${search}`, { headers });
          await expectNoServerError(request, `GET ${route.pattern}`, `GET ${route.pattern}?${search.slice(0, 200)}`, {
            storesNothingOnRefusal: false,
          });
        }),
        { numRuns: CASES_PER_PAGE },
      );
    }
  }, 600_000);
});
