import { describe, expect, it } from "vitest";
import { ALIASES, BACK_OFFICE_SCREENS } from "~/components/partner/back-office-screens";
import type { Database } from "~/db/client.server";
import { quotes } from "~/db/schema";
import type { LeadStatus, QuoteStatus } from "~/lib/vocabulary";
import * as partnerLayout from "~/routes/partner/layout";
import { getWorkCounts } from "~/server/partners/work-counts.server";
import { createCompany } from "../../factories/companies";
import { createJob, createLead } from "../../factories/leads";
import { createQuoteRequest } from "../../factories/requests";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, page, post } from "../../support/http";
import { recordQueries } from "../../support/queries";
import { callRoute, guarded } from "../../support/routes";

/** The partner back office's frame: the sidebar's counts, its cookie and every screen's address. */

const layoutLoader = guarded(partnerLayout.middleware, partnerLayout.loader);

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A lead of the company on a fresh request, with quotes (status and valid-until) if given. */
async function addLead(
  db: Database,
  companyId: string,
  status: LeadStatus,
  quoteRows: { status: QuoteStatus; validUntil?: string }[] = [],
) {
  const request = await createQuoteRequest(db);
  const lead = await createLead(db, { quoteRequestId: request.id, companyId, status });
  for (const quote of quoteRows) {
    await db.insert(quotes).values({ leadId: lead.id, companyId, amountPence: 60_000, ...quote });
  }
  return lead;
}

describe("partner back office", () => {
  const db = setupTestDatabase();

  async function signedInPartner(company?: { id: string }) {
    return createSignedInUser({ role: "partner", company: company ?? (await createCompany(db())) });
  }

  it("counts each company's own work, leads and quotes, and nothing of another company's", async () => {
    const first = await createCompany(db());
    const second = await createCompany(db());

    // The first company: 3 jobs to do (2 upcoming, 1 in progress) besides finished ones.
    for (const status of ["upcoming", "upcoming", "in_progress", "completed", "cancelled"] as const) {
      await createJob(db(), { companyId: first.id, status });
    }
    // 2 open invitations; the others were claimed, declined or expired.
    await addLead(db(), first.id, "offered");
    await addLead(db(), first.id, "offered");
    await addLead(db(), first.id, "declined");
    await addLead(db(), first.id, "expired");
    await addLead(db(), first.id, "claimed");
    // Bidding: quotes sent and awaiting the customer; an accepted and a withdrawn one do not count.
    await addLead(db(), first.id, "quoted", [{ status: "sent", validUntil: isoDay(10) }]);
    await addLead(db(), first.id, "quoted", [{ status: "sent" }]);
    await addLead(db(), first.id, "won", [{ status: "accepted", validUntil: isoDay(5) }]);
    await addLead(db(), first.id, "quoted", [{ status: "withdrawn", validUntil: isoDay(5) }]);

    // The second company: different numbers, including a lead on the same request kind.
    await createJob(db(), { companyId: second.id, status: "in_progress" });
    await addLead(db(), second.id, "offered");
    await addLead(db(), second.id, "quoted", [{ status: "sent", validUntil: isoDay(3) }]);
    await addLead(db(), second.id, "lost", [{ status: "rejected" }]);

    expect(await getWorkCounts({ companyId: first.id })).toMatchObject({ myWork: 3, bidding: 2, invitations: 2 });
    expect(await getWorkCounts({ companyId: second.id })).toMatchObject({ myWork: 1, bidding: 1, invitations: 1 });

    // A company with nothing yet sees zeros, not another company's numbers.
    const empty = await createCompany(db());
    expect(await getWorkCounts({ companyId: empty.id })).toMatchObject({
      myWork: 0,
      bidding: 0,
      invitations: 0,
      alerts: 0,
    });

    // Through the layout, a partner gets their own company's counts (from the session, not the request).
    const partner = await signedInPartner(second);
    const frame = await layoutLoader(args(page("/partner/admin", { cookie: partner.cookie })));
    expect(frame).toMatchObject({ companyName: second.name, email: partner.email });
    expect(frame.counts).toEqual(await getWorkCounts({ companyId: second.id }));
    expect(frame.counts).toMatchObject({ myWork: 1, bidding: 1, invitations: 1 });
  });

  it("counts every badge in one statement when the company's base is known (the guard reads it)", async () => {
    const company = await createCompany(db());
    const recorder = recordQueries(db());
    await getWorkCounts({ companyId: company.id }, { base: { town: "Leeds", lat: 53.8, lng: -1.55 } });
    expect(recorder.take()).toHaveLength(1);
  });

  it("reads the sidebar's state from the partner area's own cookie", async () => {
    const partner = await signedInPartner();
    const withCookie = (extra: string) => page("/partner/admin", { cookie: `${partner.cookie}; ${extra}` });
    expect((await layoutLoader(args(page("/partner/admin", { cookie: partner.cookie })))).sidebarCollapsed).toBe(false);
    expect((await layoutLoader(args(withCookie("partner_sidebar=collapsed")))).sidebarCollapsed).toBe(true);
    expect((await layoutLoader(args(withCookie("partner_sidebar=expanded")))).sidebarCollapsed).toBe(false);
    // The admin panel's cookie is another area's.
    expect((await layoutLoader(args(withCookie("admin_sidebar=collapsed")))).sidebarCollapsed).toBe(false);
  });

  it("answers every sidebar address with a page in the frame, the spec's second names with a redirect, and anything else with 404", async () => {
    const partner = await signedInPartner();
    const get = (path: string) => callRoute(page(path, { cookie: partner.cookie }));

    for (const screen of BACK_OFFICE_SCREENS) {
      const result = await get(screen.href);
      // Book now is Find work's Single jobs, the same data: its address leads there.
      if (screen.id === "book") {
        expect(result).toMatchObject({ status: 302, location: "/partner/admin/find-work" });
        continue;
      }
      expect(result.status, screen.href).toBe(200);
    }
    expect(BACK_OFFICE_SCREENS.map((screen) => screen.href)).toEqual(
      expect.arrayContaining(
        ["work", "find-work", "payments", "profile/vehicles", "profile/drivers", "orders", "quotes"].map(
          (path) => `/partner/admin/${path}`,
        ),
      ),
    );

    for (const [path, target] of Object.entries(ALIASES)) {
      expect(await get(`/partner/admin/${path}`)).toMatchObject({ status: 302, location: target });
    }

    for (const path of [
      "/partner/admin/nope",
      "/partner/admin/profile",
      "/partner/admin/profile/nope",
      "/partner/admin/work/1",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // Posting to a screen that takes no form is refused, not a server error.
    expect((await callRoute(post("/partner/admin/work", {}, { cookie: partner.cookie }))).status).toBe(405);
  });

  it("sends anonymous visitors to log in before saying whether a screen exists", async () => {
    for (const path of ["/partner/admin/profile/reviews", "/partner/admin/nope"]) {
      const result = await callRoute(page(path));
      expect(result.status, path).toBe(302);
      expect(result.location, path).toBe(`/account/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});
