import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, quoteRequests, quotes } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import {
  closePastRequests,
  expireQuotes,
  expireUnclaimedLeads,
  runTimeSweeps,
} from "~/server/sweeps/time-sweeps.server";
import { createInvitation, createOpenRequest, createPartnerCompany, ukDate } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";

const DAY_MS = 24 * 3600 * 1000;

describe("time sweeps", () => {
  const db = setupTestDatabase();

  const partner = () => createPartnerCompany(db());

  it("expire invitations after 7 days, quotes after their date, and expire requests whose date passed; each row once with two sweeps at once", async () => {
    const now = new Date();
    const a = await partner();
    const b = await partner();

    // Invitations: two stale, one fresh, one stale but claimed.
    const stale = await createOpenRequest(db());
    const staleInvitations = await Promise.all(
      [a, b].map((who) =>
        createInvitation(db(), {
          quoteRequestId: stale.id,
          companyId: who.company.id,
          offeredAt: new Date(now.getTime() - 7 * DAY_MS - 1000),
        }),
      ),
    );
    const fresh = await createInvitation(db(), {
      quoteRequestId: (await createOpenRequest(db())).id,
      companyId: a.company.id,
      offeredAt: new Date(now.getTime() - 6 * DAY_MS),
    });

    // Quotes: one past its date, one valid until today.
    const quoted = async (validDays: number) => {
      const request = await createOpenRequest(db());
      const claim = await claimLead(a.scope, { quoteRequestId: request.id, actorUserId: a.actorUserId });
      const quote = await sendQuote(a.scope, {
        authorLanguage: "en-GB",
        leadId: claim.leadId,
        actorUserId: a.actorUserId,
        terms: { price: "400" },
      });
      await db()
        .update(quotes)
        .set({ validUntil: ukDate(validDays) })
        .where(eq(quotes.id, quote.id));
      return quote.id;
    };
    const lapsedQuote = await quoted(-1);
    const todaysQuote = await quoted(0);

    // Requests: moving date passed (with a claim, a quote and an invitation), a flexible window passed, one booked.
    const past = await createOpenRequest(db(), { specificDate: ukDate(-1) });
    const pastLead = await createInvitation(db(), {
      quoteRequestId: past.id,
      companyId: a.company.id,
      status: "quoted",
      claimedAt: new Date(),
    });
    const [pastQuote] = await db()
      .insert(quotes)
      .values({ leadId: pastLead.id, companyId: a.company.id, amountPence: 30_000, validUntil: ukDate(5) })
      .returning();
    const pastWindow = await createOpenRequest(db(), {
      movingDate: "flexible",
      specificDate: null,
      flexibleFrom: ukDate(-9),
      flexibleTo: ukDate(-2),
    });
    const openWindow = await createOpenRequest(db(), {
      movingDate: "flexible",
      specificDate: null,
      flexibleFrom: ukDate(-9),
      flexibleTo: ukDate(0),
    });
    const booked = await createOpenRequest(db(), { specificDate: ukDate(-1), status: "booked" });

    const handle = await getDb();
    const [first, second] = await Promise.all([runTimeSweeps(handle, now), runTimeSweeps(handle, now)]);
    const total = {
      leadsExpired: first.leadsExpired + second.leadsExpired,
      quotesExpired: first.quotesExpired + second.quotesExpired,
      requestsClosed: first.requestsClosed + second.requestsClosed,
    };
    // Each row changed by exactly one of the two sweeps.
    expect(total).toEqual({ leadsExpired: 2, quotesExpired: 1, requestsClosed: 2 });

    const leadStatus = async (ids: string[]) =>
      (await db().select({ status: leads.status }).from(leads).where(inArray(leads.id, ids))).map(
        (lead) => lead.status,
      );
    expect(await leadStatus(staleInvitations.map((lead) => lead.id))).toEqual(["expired", "expired"]);
    expect(await leadStatus([fresh.id])).toEqual(["offered"]);
    expect(await leadStatus([pastLead.id])).toEqual(["lost"]);
    const quoteStatus = async (id: string) =>
      (await db().select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id)))[0]?.status;
    expect(await quoteStatus(lapsedQuote)).toBe("expired");
    expect(await quoteStatus(todaysQuote)).toBe("sent");
    expect(await quoteStatus(pastQuote?.id ?? "")).toBe("expired");
    const requestState = async (id: string) =>
      (
        await db()
          .select({ status: quoteRequests.status, reason: quoteRequests.closeReason })
          .from(quoteRequests)
          .where(eq(quoteRequests.id, id))
      )[0];
    expect(await requestState(past.id)).toEqual({ status: "expired", reason: "moving_date_passed" });
    expect(await requestState(pastWindow.id)).toEqual({ status: "expired", reason: "moving_date_passed" });
    expect(await requestState(openWindow.id)).toEqual({ status: "pending", reason: null });
    expect(await requestState(booked.id)).toEqual({ status: "booked", reason: null });

    // Nothing is left to do.
    expect(await runTimeSweeps(handle, now)).toEqual({
      invitationsLapsed: 0,
      leadsExpired: 0,
      quotesExpired: 0,
      requestsClosed: 0,
      progressEmailsSent: 0,
      reviewsInvited: 0,
      reviewsReminded: 0,
      invoicesIssued: 0,
      leadDigestsSent: 0,
      recordsPurged: 0,
    });
    expect(await expireUnclaimedLeads(handle, now)).toBe(0);
    expect(await expireQuotes(handle, now)).toBe(0);
    expect(await closePastRequests(handle, now)).toBe(0);
  });
});
