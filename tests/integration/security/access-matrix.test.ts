import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { companyPhotos, invoices } from "~/db/schema";
import { LITHUANIAN_PREFIX, PUBLIC_PAGES } from "~/i18n/public-pages";
import { inviteToReview } from "~/server/sweeps/time-sweeps.server";
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
import { createMovedJob, createPublishedReview, reviewTokensSentTo } from "../../factories/reviews";
import { createSignedInUser, createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { nextIp, ORIGIN, type Settled } from "../../support/http";
import { callRoute, listRoutes } from "../../support/routes";

/**
 * The access-control matrix: every route of app/routes.ts, read (GET) and acted on (POST), as
 * each kind of visitor, through the same middleware chain as the server. Partner A's records
 * (its lead, job, driver, vehicle, team member, invoice, photo) fill the path parameters, so
 * partner B asking for them must get 404, never A's data.
 *
 * Columns: anonymous · holder of a customer's link · partner A owner · partner A staff member ·
 * partner B owner · staff · admin. Outcomes:
 *   O admitted: a page, data, or a redirect that is not to a log-in page
 *   V admitted, and the empty form refused as input (400, 409, 415, 429): nothing was read or changed
 *   L sign in first: a page redirects to a log-in page, an action answers 401
 *   F forbidden: a page redirects to a log-in page or answers 403, an action answers 403
 *   N not found (404): someone else's record, or a link that is not theirs
 *   M method not allowed (405): the route has no page, or no action
 */

const VISITORS = ["anonymous", "linkHolder", "ownerA", "staffA", "ownerB", "staff", "admin"] as const;
type Visitor = (typeof VISITORS)[number];
type Outcome = "O" | "V" | "L" | "F" | "N" | "M";

/** Rows many routes share. */
const PUBLIC_PAGE = ["OOOOOOO", "MMMMMMM"] as const;
const PUBLIC_FORM = ["OOOOOOO", "VVVVVVV"] as const;
const PANEL_LIST = ["LLLLLOO", "LLFFFMM"] as const;
const PANEL_RECORD = ["LLLLLOO", "LLFFFVV"] as const;
const PARTNER_PAGE = ["LLOOOLL", "LLMMMFF"] as const;
const PARTNER_FORM = ["LLOOOLL", "LLVVVFF"] as const;
const OWNERS_FORM = ["LLOFOLL", "LLVFVFF"] as const;
const OWNERS_ACTION = ["LLMMMLL", "LLVFVFF"] as const;

/**
 * [route pattern, GET outcomes, POST outcomes], one letter per visitor in VISITORS order. A
 * partner's GET of the panel and a staff member's GET of the back office are sent to the log-in
 * page of the area (L): a page never says whether it exists to the wrong kind of account.
 */
const ENGLISH_MATRIX: (readonly [string, string, string])[] = [
  ["", ...PUBLIC_PAGE],
  ["about", ...PUBLIC_PAGE],
  ["services", ...PUBLIC_PAGE],
  ["contact", ...PUBLIC_FORM],
  ["man-and-van", ...PUBLIC_PAGE],
  ["local-movers", ...PUBLIC_PAGE],
  ["piano-removals", ...PUBLIC_PAGE],
  ["international", ...PUBLIC_PAGE],
  ["moving-abroad", ...PUBLIC_PAGE],
  ["how-it-works", ...PUBLIC_PAGE],
  ["domestic", ...PUBLIC_PAGE],
  ["moving-guides", ...PUBLIC_PAGE],
  ["blog", ...PUBLIC_PAGE],
  ["blog/:slug", "NNNNNNN", "MMMMMMM"],
  ["faq", ...PUBLIC_PAGE],
  ["partner-faq", ...PUBLIC_PAGE],
  ["how-leads-are-shared", ...PUBLIC_PAGE],
  ["become-partner", ...PUBLIC_FORM],
  ["removal-van", ...PUBLIC_PAGE],
  ["quote", ...PUBLIC_FORM],
  ["movers/:region/:city", "NNNNNNN", "MMMMMMM"],
  ["company/:slug", ...PUBLIC_PAGE],
  ["my-request", ...PUBLIC_FORM],
  // Only the link's holder opens the customer's page or acts on it; any other link is a 404.
  ["my-request/:token", "NONNNNN", "NONNNNN"],
  ["review/:token", "NONNNNN", "NONNNNN"],
  ["disclaimer", ...PUBLIC_PAGE],
  ["privacy", ...PUBLIC_PAGE],
  ["cookies", ...PUBLIC_PAGE],
  ["account/login", ...PUBLIC_FORM],
  ["login", ...PUBLIC_PAGE],
  ["account/forgot-password", ...PUBLIC_FORM],
  ["account/reset-password", ...PUBLIC_FORM],
  ["account/set-password", ...PUBLIC_FORM],
  ["account/application-status", "LLOOOOO", "MMMMMMM"],
  ["*", "NNNNNNN", "MMMMMMM"],
  ["account/logout", "LLLLLLL", "OOOOOOO"],
  ["admin/login", ...PUBLIC_FORM],
  ["admin/two-factor", "LLLLLOO", "LLFFFOO"],
  ["admin/logout", "LLLLLOO", "LLFFFOO"],
  ["admin", ...PANEL_LIST],
  ["admin/quote-requests", ...PANEL_LIST],
  ["admin/quote-requests/:id", ...PANEL_RECORD],
  ["admin/partners", ...PANEL_LIST],
  ["admin/partners/:id", ...PANEL_RECORD],
  ["admin/contacts", ...PANEL_LIST],
  ["admin/contacts/:id", ...PANEL_RECORD],
  ["admin/reviews", ...PANEL_LIST],
  ["admin/reviews/:id", "LLLLLMM", "LLFFFVV"],
  ["admin/invoices", ...PANEL_LIST],
  // Recording a payment needs no fields: staff's empty post records it, the admin's then finds it paid.
  ["admin/invoices/:id", "LLLLLOO", "LLFFFOV"],
  ["admin/credits", ...PANEL_LIST],
  ["admin/credits/:id", "LLLLLMM", "LLFFFVV"],
  ["admin/staff", "LLLLLFO", "LLFFFFV"],
  ["admin/audit", "LLLLLFO", "LLFFFFM"],
  ["partner/admin", ...PARTNER_PAGE],
  ["partner/admin/work", ...PARTNER_PAGE],
  ["partner/admin/security", ...PARTNER_FORM],
  ["partner/admin/find-work", ...PARTNER_PAGE],
  ["partner/admin/orders", ...PARTNER_PAGE],
  ["partner/admin/watching", ...PARTNER_PAGE],
  // A's invitation: B gets 404 for the page and for watching it.
  ["partner/admin/leads/:id", "LLOONLL", "LLOONFF"],
  // An open request is on every partner's Find work: B may look and watch.
  ["partner/admin/find-work/:requestId", "LLOOOLL", "LLOOOFF"],
  ["partner/admin/quotes", ...PARTNER_PAGE],
  ["partner/admin/profile/drivers", ...PARTNER_FORM],
  ["partner/admin/profile/drivers/:id", "LLMMMLL", "LLOONFF"],
  ["partner/admin/profile/vehicles", ...PARTNER_FORM],
  ["partner/admin/profile/vehicles/:id", "LLMMMLL", "LLOONFF"],
  ["partner/admin/fleet", ...PARTNER_PAGE],
  ["partner/admin/jobs/:id", "LLOONLL", "LLOONFF"],
  ["partner/admin/reservations", ...PARTNER_PAGE],
  ["partner/admin/profile/history", ...PARTNER_PAGE],
  ["partner/admin/profile/reviews", ...PARTNER_FORM],
  ["partner/admin/payments", ...OWNERS_FORM],
  ["partner/admin/payments/invoices/:id", "LLOFNLL", "LLMMMFF"],
  ["partner/admin/profile/edit", ...OWNERS_FORM],
  ["partner/admin/profile/logo", ...OWNERS_ACTION],
  ["partner/admin/profile/photos", ...OWNERS_ACTION],
  ["partner/admin/profile/photos/:id", "LLMMMLL", "LLOFNFF"],
  ["partner/admin/profile/statistics", ...PARTNER_PAGE],
  ["partner/admin/profile/pricing", ...PARTNER_PAGE],
  ["partner/admin/profile/preferences", ...PARTNER_FORM],
  ["partner/admin/team", ...OWNERS_FORM],
  ["partner/admin/team/:userId", "LLMMMLL", "LLOFNFF"],
  ["partner/admin/alerts", ...PARTNER_PAGE],
  ["partner/admin/book", ...PARTNER_PAGE],
  ["partner/admin/contacts", ...PARTNER_PAGE],
  ["partner/admin/messages", ...PARTNER_PAGE],
  ["partner/admin/routes", ...PARTNER_PAGE],
  ["partner/admin/support", ...PARTNER_FORM],
  // The back office's live stream: a page's guard, no action.
  ["partner/admin/live", ...PARTNER_PAGE],
  ["partner/admin/*", "LLNNNLL", "LLMMMFF"],
  // better-auth's own endpoints are closed: every sign-in goes through the app's pages.
  ["api/auth/*", "NNNNNNN", "NNNNNNN"],
  ["healthz", ...PUBLIC_PAGE],
  // The language switch is a link: without a language to choose, the request is refused as input.
  ["locale", "VVVVVVV", "MMMMMMM"],
  ["sitemap.xml", ...PUBLIC_PAGE],
  ["robots.txt", ...PUBLIC_PAGE],
  ["api/geocode", "VVVVVVV", "MMMMMMM"],
  ["api/coverage", "VVVVVVV", "MMMMMMM"],
  ["media/:key", "NNNNNNN", "MMMMMMM"],
  ["dev/mail", ...PUBLIC_PAGE],
  ["dev/mail/:id", "NNNNNNN", "MMMMMMM"],
  // The customer's live stream opens with their link only; any other link is the page's 404.
  ["my-request/:token/live", "NONNNNN", "MMMMMMM"],
];

/** A public page's Lithuanian address (/lt/...) admits exactly whom its English one does. */
const MATRIX = [
  ...ENGLISH_MATRIX,
  ...ENGLISH_MATRIX.filter(([pattern]) => pattern === "*" || PUBLIC_PAGES.some(({ path }) => path === pattern)).map(
    ([pattern, get, post]) => [pattern ? `${LITHUANIAN_PREFIX}/${pattern}` : LITHUANIAN_PREFIX, get, post] as const,
  ),
];

describe("access-control matrix", () => {
  const db = setupTestDatabase();
  const cookies: Partial<Record<Visitor, string>> = {};
  let companyA: { id: string; slug: string };
  let companyB: { id: string };
  /** A's records and the customer's links, made afresh for every cell an action might change. */
  let records: Record<string, () => Promise<string>> = {};

  /** Signs a visitor in afresh: a log-out route ends the session it is sent with. */
  async function signIn(visitor: Visitor) {
    const accounts: Partial<Record<Visitor, Parameters<typeof createSignedInUser>[0]>> = {
      ownerA: { role: "partner", company: companyA },
      staffA: { role: "partner", company: companyA, memberRole: "staff" },
      ownerB: { role: "partner", company: companyB },
      staff: { role: "staff", twoFactor: true },
      admin: { role: "admin", twoFactor: true },
    };
    const account = accounts[visitor];
    if (account) cookies[visitor] = (await createSignedInUser(account)).cookie;
  }

  beforeAll(async () => {
    companyA = await createCompany(db(), { status: "approved" });
    companyB = await createCompany(db(), { status: "approved" });
    for (const visitor of VISITORS) await signIn(visitor);
    const open = await createOpenRequest(db());
    const lead = await createInvitation(db(), { companyId: companyA.id, quoteRequestId: open.id });
    const leeds = { city: "Leeds", lat: 53.7997, lng: -1.5492 };
    const booked = await createBookedJob(db(), { companyId: companyA.id, to: leeds, day: ukDate(3) });
    const review = await createPublishedReview(db(), { companyId: companyA.id, score: 8 });
    const [invoice] = await db()
      .insert(invoices)
      .values({
        number: `MM-${randomBytes(3).toString("hex")}`,
        companyId: companyA.id,
        kind: "monthly",
        periodStart: ukDate(-40),
        periodEnd: ukDate(-10),
        issuedAt: new Date(),
        dueOn: ukDate(5),
        totalPence: 1800,
      })
      .returning();
    const contact = await createContact(db());
    const id = (value: string | undefined) => async () => value ?? "";
    records = {
      "partner/admin/leads/:id": id(lead.id),
      "partner/admin/find-work/:requestId": id(open.id),
      "partner/admin/jobs/:id": id(booked.job.id),
      "partner/admin/profile/drivers/:id": async () => (await createDriver(db(), companyA.id)).id,
      "partner/admin/profile/vehicles/:id": async () => (await createVehicle(db(), companyA.id)).id,
      "partner/admin/team/:userId": async () =>
        (await createUser({ role: "partner", company: companyA, memberRole: "staff" })).id,
      "partner/admin/payments/invoices/:id": id(invoice?.id),
      "partner/admin/profile/photos/:id": async () => {
        const [photo] = await db()
          .insert(companyPhotos)
          .values({
            companyId: companyA.id,
            storageKey: `photo-${randomBytes(32).toString("hex")}.webp`,
            width: 8,
            height: 6,
          })
          .returning();
        return photo?.id ?? "";
      },
      "admin/quote-requests/:id": id(open.id),
      "admin/partners/:id": id(companyA.id),
      "admin/contacts/:id": id(contact.id),
      "admin/reviews/:id": id(review.id),
      "admin/invoices/:id": id(invoice?.id),
      "my-request/:token": async () => (await createRequestWithToken(db())).token,
      "my-request/:token/live": async () => (await createRequestWithToken(db())).token,
      "review/:token": async () => {
        const moved = await createMovedJob(db(), { companyId: companyA.id });
        await inviteToReview(db(), new Date());
        return (await reviewTokensSentTo(db(), moved.request.email))[0] ?? "";
      },
      "company/:slug": id(companyA.slug),
    };
  });

  /** A valid form for the actions on one record, so that the answer is about access, not input. */
  const VALID_FORMS: Record<string, Record<string, string>> = {
    "partner/admin/leads/:id": { intent: "watch" },
    "partner/admin/find-work/:requestId": { intent: "watch" },
    "partner/admin/jobs/:id": { intent: "assign", driverId: "", vehicleId: "" },
    "partner/admin/profile/drivers/:id": { intent: "deactivate" },
    "partner/admin/profile/vehicles/:id": { intent: "delete" },
    "partner/admin/team/:userId": { intent: "remove" },
    "partner/admin/profile/photos/:id": { intent: "delete" },
    "my-request/:token": { intent: "cancel", reason: "" },
    "review/:token": {
      title: "A careful crew",
      content: "They wrapped everything and arrived on time; nothing was damaged.",
      quality: "9",
      customerService: "9",
      valueForMoney: "8",
      wouldRecommend: "yes",
    },
  };

  /** The URL a visitor asks for: A's records in the path; only the link's holder has the real link. */
  async function pathFor(pattern: string, visitor: Visitor): Promise<string> {
    const isLink = pattern.startsWith("my-request/") || pattern.startsWith("review/");
    // A Lithuanian address (/lt/company/:slug) shows the same record as its English one.
    const record = records[pattern.replace(`${LITHUANIAN_PREFIX}/`, "")];
    const value =
      isLink && visitor !== "linkHolder"
        ? randomBytes(32).toString("base64url")
        : record
          ? await record()
          : "00000000-0000-4000-8000-000000000000";
    return `/${pattern.replace(/:[a-zA-Z]+/g, encodeURIComponent(value)).replace(/\*$/, "anything")}`;
  }

  function request(path: string, method: "GET" | "POST", visitor: Visitor, form: Record<string, string> = {}) {
    const headers: Record<string, string> = { origin: ORIGIN };
    const cookie = cookies[visitor];
    if (cookie) headers.cookie = cookie;
    if (method === "GET") return new Request(`${ORIGIN}${path}`, { headers });
    headers["content-type"] = "application/x-www-form-urlencoded";
    return new Request(`${ORIGIN}${path}`, { method, headers, body: new URLSearchParams(form).toString() });
  }

  function outcomeOf(result: Settled, method: "GET" | "POST"): Outcome | "!" {
    if (result.status >= 500) return "!";
    const toSignIn = result.status === 302 && /^\/(account|admin)\/login/.test(result.location ?? "");
    if (result.status === 404) return "N";
    if (result.status === 405) return "M";
    if (method === "GET" && toSignIn) return "L";
    if (result.status === 401) return "L";
    if (result.status === 403) return "F";
    if (result.status >= 400) return "V";
    return "O";
  }

  const routes = listRoutes().filter((route) => !route.hasChildren);

  it("has a row for every route of app/routes.ts, and no row for a route that is gone", () => {
    expect(MATRIX.map(([pattern]) => pattern).sort()).toEqual(routes.map((route) => route.pattern).sort());
  });

  for (const [pattern, expectedGet, expectedPost] of MATRIX) {
    it(`/${pattern}: GET ${expectedGet} POST ${expectedPost}`, async () => {
      const answered: string[] = [];
      for (const [method, expected] of [
        ["GET", expectedGet],
        ["POST", expectedPost],
      ] as const) {
        let letters = "";
        for (const visitor of VISITORS) {
          const path = await pathFor(pattern, visitor);
          const form = method === "POST" ? VALID_FORMS[pattern] : undefined;
          const result = await callRoute(request(path, method, visitor, form), { clientIp: nextIp() });
          letters += outcomeOf(result, method);
          if (pattern.endsWith("logout")) await signIn(visitor);
        }
        answered.push(`${method} ${letters}${letters === expected ? "" : ` (expected ${expected})`}`);
      }
      expect(answered.join(", ")).toBe(`GET ${expectedGet}, POST ${expectedPost}`);
    });
  }
});
