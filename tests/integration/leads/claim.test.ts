import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, leads, ledgerEntries } from "~/db/schema";
import { claimLead } from "~/server/leads/claim-lead.server";
import { createInvitation, createOpenRequest, createPartnerCompany, ukDate } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";
import { expectAppError } from "../../support/app-errors";
import { emailsTo } from "../../support/outbox";

const DAY_MS = 24 * 3600 * 1000;

describe("claiming a lead", () => {
  const db = setupTestDatabase();

  const partner = (overrides: Parameters<typeof createPartnerCompany>[1] = {}) => createPartnerCompany(db(), overrides);

  const ledgerOf = (companyId: string) =>
    db()
      .select({ kind: ledgerEntries.kind, amountPence: ledgerEntries.amountPence, leadId: ledgerEntries.leadId })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.companyId, companyId));

  it("charges the lead price, reveals the contact and tells the customer", async () => {
    const { company, scope, actorUserId } = await partner();
    const request = await createOpenRequest(db(), { phone: "+447911123456" });
    const invitation = await createInvitation(db(), {
      quoteRequestId: request.id,
      companyId: company.id,
      pricePence: 1800,
    });

    const result = await claimLead(scope, { leadId: invitation.id, actorUserId });

    expect(result).toMatchObject({
      leadId: invitation.id,
      newlyClaimed: true,
      pricePence: 1800,
      credit: null,
      slotsTaken: 1,
      contact: { fullName: request.fullName, email: request.email, phone: "07911 123456", fromAddress: "1 Piccadilly" },
    });
    expect(await ledgerOf(company.id)).toEqual([{ kind: "lead_charge", amountPence: -1800, leadId: invitation.id }]);
    const [lead] = await db().select().from(leads).where(eq(leads.id, invitation.id));
    expect(lead).toMatchObject({ status: "claimed", claimedByUserId: actorUserId });
    const [mail] = await emailsTo(db(), request.email);
    expect(mail?.template).toBe("customer-lead-claimed");
    expect(mail?.text).toContain(company.name);
    expect(mail?.text).toMatch(/\/my-request\/[A-Za-z0-9_-]{43}/);
  });

  it("claims from Find work without an invitation, at the table's price", async () => {
    const { company, scope, actorUserId } = await partner();
    const request = await createOpenRequest(db(), { moveType: "commercial", currentBedrooms: "4" });

    const result = await claimLead(scope, { quoteRequestId: request.id, actorUserId });

    expect(result.pricePence).toBe(4000);
    const [lead] = await db().select().from(leads).where(eq(leads.id, result.leadId));
    expect(lead).toMatchObject({ invited: false, matchRank: null, status: "claimed", companyId: company.id });
    expect(await ledgerOf(company.id)).toEqual([{ kind: "lead_charge", amountPence: -4000, leadId: result.leadId }]);
  });

  it("is idempotent: claiming again, even at the same moment, is one claim and one charge", async () => {
    const { company, scope, actorUserId } = await partner();
    const request = await createOpenRequest(db());
    const results = await Promise.all(
      Array.from({ length: 3 }, () => claimLead(scope, { quoteRequestId: request.id, actorUserId })),
    );
    const again = await claimLead(scope, { quoteRequestId: request.id, actorUserId });

    expect(new Set([...results, again].map((result) => result.leadId)).size).toBe(1);
    expect([...results, again].filter((result) => result.newlyClaimed)).toHaveLength(1);
    expect(again.contact.email).toBe(request.email);
    expect(await ledgerOf(company.id)).toHaveLength(1);
    const mails = await emailsTo(db(), request.email);
    expect(mails).toHaveLength(1);
  });

  it("never gives more than 6 claims: 10 partners at the last slot, one wins and one is charged", async () => {
    const request = await createOpenRequest(db());
    for (let index = 0; index < 5; index++) {
      const { scope, actorUserId } = await partner();
      await claimLead(scope, { quoteRequestId: request.id, actorUserId });
    }
    const racers = await Promise.all(Array.from({ length: 10 }, () => partner()));

    const outcomes = await Promise.allSettled(
      racers.map(({ scope, actorUserId }) => claimLead(scope, { quoteRequestId: request.id, actorUserId })),
    );

    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected")
        expect(outcome.reason).toMatchObject({ code: "CONFLICT", message: "leads:errors.leadFull" });
    }
    const claims = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), sql`${leads.claimedAt} is not null`));
    expect(claims[0]?.n).toBe(6);
    const racerCharges = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, "lead_charge"),
          sql`${ledgerEntries.companyId} in (${sql.join(
            racers.map((racer) => sql`${racer.company.id}`),
            sql`, `,
          )})`,
        ),
      );
    expect(racerCharges[0]?.n).toBe(1);
  });

  it("gives 6 slots, 6 charges and 6 emails when 50 partners claim at once; winners get their claim back after", async () => {
    const request = await createOpenRequest(db());
    const claimers = await Promise.all(Array.from({ length: 50 }, () => partner()));

    const outcomes = await Promise.allSettled(
      claimers.map(({ scope, actorUserId }) => claimLead(scope, { quoteRequestId: request.id, actorUserId })),
    );

    const won = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    expect(won).toHaveLength(6);
    expect(won.map((claim) => claim.slotsTaken).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected")
        expect(outcome.reason).toMatchObject({ code: "CONFLICT", message: "leads:errors.leadFull" });
    }
    const winners = claimers.filter((_, index) => outcomes[index]?.status === "fulfilled");
    const losers = claimers.filter((_, index) => outcomes[index]?.status === "rejected");
    // The request is full now: winners claiming again get their own claim, nobody else gets in.
    const again = await Promise.allSettled(
      [...winners, ...losers.slice(0, 10)].map(({ scope, actorUserId }) =>
        claimLead(scope, { quoteRequestId: request.id, actorUserId }),
      ),
    );
    expect(again.slice(0, 6).map((outcome) => outcome.status === "fulfilled" && outcome.value.newlyClaimed)).toEqual(
      Array(6).fill(false),
    );
    expect(
      again
        .slice(0, 6)
        .map((outcome) => (outcome.status === "fulfilled" ? outcome.value.leadId : null))
        .sort(),
    ).toEqual(won.map((claim) => claim.leadId).sort());
    expect(again.slice(6).every((outcome) => outcome.status === "rejected")).toBe(true);

    const [claims] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), sql`${leads.claimedAt} is not null`));
    expect(claims?.n).toBe(6);
    const [charges] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(leads, eq(leads.id, ledgerEntries.leadId))
      .where(and(eq(ledgerEntries.kind, "lead_charge"), eq(leads.quoteRequestId, request.id)));
    expect(charges?.n).toBe(6);
    const mails = await emailsTo(db(), request.email);
    expect(mails).toHaveLength(6);
  });

  it("decides claims sent at once each on its own merits, in batches, in order of arrival", async () => {
    const request = await createOpenRequest(db(), { email: "batch@example.com" });
    const earlierRequest = await createOpenRequest(db(), { email: "batch@example.com" });
    const returning = await partner();
    await claimLead(returning.scope, { quoteRequestId: earlierRequest.id, actorUserId: returning.actorUserId });
    const invited = await partner();
    const invitation = await createInvitation(db(), { quoteRequestId: request.id, companyId: invited.company.id });
    const capped = await partner({ leadCapPerDay: 1 });
    await claimLead(capped.scope, {
      quoteRequestId: (await createOpenRequest(db())).id,
      actorUserId: capped.actorUserId,
    });
    const paused = await partner({ paused: true });
    const suspended = await partner({ status: "suspended" });
    const plain = await Promise.all(Array.from({ length: 5 }, () => partner()));
    const [first, second, third, fourth, fifth] = plain;
    if (!first || !second || !third || !fourth || !fifth) throw new Error("five partners were not made");
    const express = await partner({ expressPay: true });

    // All sent in one tick: batches of up to 6 companies, decided in order of arrival. The first
    // company's second click waits for the second batch, where it finds its claim.
    const asks = [first, paused, returning, invited, first, capped, suspended, express, second, third, fourth, fifth];
    const outcomes = await Promise.allSettled(
      asks.map(({ scope, actorUserId }) => claimLead(scope, { quoteRequestId: request.id, actorUserId })),
    );
    const answer = (index: number) => {
      const outcome = outcomes[index];
      return outcome?.status === "fulfilled"
        ? { slot: outcome.value.slotsTaken, newly: outcome.value.newlyClaimed, credited: outcome.value.credit !== null }
        : (outcome?.reason as { message?: string } | undefined)?.message;
    };
    expect(asks.map((_, index) => answer(index))).toEqual([
      { slot: 1, newly: true, credited: false },
      "leads:errors.companyPaused",
      { slot: 2, newly: true, credited: true },
      { slot: 3, newly: true, credited: false },
      { slot: 3, newly: false, credited: false },
      "leads:errors.dailyCap",
      "leads:errors.companyNotActive",
      { slot: 4, newly: true, credited: false },
      { slot: 5, newly: true, credited: false },
      { slot: 6, newly: true, credited: false },
      "leads:errors.leadFull",
      "leads:errors.leadFull",
    ]);
    // The invitation itself was claimed, at its own price; one charge per winner, the repeat credited.
    const invitedOutcome = outcomes[3];
    expect(invitedOutcome?.status === "fulfilled" && invitedOutcome.value.leadId).toBe(invitation.id);
    const entries = await db()
      .select({ kind: ledgerEntries.kind, companyId: ledgerEntries.companyId, invoiceId: ledgerEntries.invoiceId })
      .from(ledgerEntries)
      .innerJoin(leads, eq(leads.id, ledgerEntries.leadId))
      .where(eq(leads.quoteRequestId, request.id));
    const winners = [first, returning, invited, express, second, third];
    expect(
      entries
        .filter((entry) => entry.kind === "lead_charge")
        .map((entry) => entry.companyId)
        .sort(),
    ).toEqual(winners.map((winner) => winner.company.id).sort());
    expect(entries.filter((entry) => entry.kind === "lead_credit").map((entry) => entry.companyId)).toEqual([
      returning.company.id,
    ]);
    // Express pay invoices its own charge at once; the others wait for the month's invoice.
    expect(entries.filter((entry) => entry.invoiceId !== null).map((entry) => entry.companyId)).toEqual([
      express.company.id,
    ]);
    // One email per winner, besides the one the earlier request's claim sent to the same address.
    const mails = await emailsTo(db(), request.email);
    expect(mails).toHaveLength(winners.length + 1);
  });

  it("refuses a declined, expired or closed lead, and a paused or inactive company", async () => {
    const request = await createOpenRequest(db());
    const declined = await partner();
    const declinedLead = await createInvitation(db(), {
      quoteRequestId: request.id,
      companyId: declined.company.id,
      status: "declined",
    });
    await expectAppError(
      claimLead(declined.scope, { leadId: declinedLead.id, actorUserId: declined.actorUserId }),
      "CONFLICT",
      "leads:errors.leadDeclined",
    );

    const late = await partner();
    const staleLead = await createInvitation(db(), {
      quoteRequestId: request.id,
      companyId: late.company.id,
      offeredAt: new Date(Date.now() - 8 * DAY_MS),
    });
    await expectAppError(
      claimLead(late.scope, { leadId: staleLead.id, actorUserId: late.actorUserId }),
      "CONFLICT",
      "leads:errors.leadExpired",
    );
    const oldRequest = await createOpenRequest(db(), { createdAt: new Date(Date.now() - 8 * DAY_MS) });
    await expectAppError(
      claimLead(late.scope, { quoteRequestId: oldRequest.id, actorUserId: late.actorUserId }),
      "CONFLICT",
      "leads:errors.leadExpired",
    );

    const booked = await createOpenRequest(db(), { status: "booked" });
    const past = await createOpenRequest(db(), { specificDate: ukDate(-1) });
    for (const closed of [booked, past]) {
      await expectAppError(
        claimLead(late.scope, { quoteRequestId: closed.id, actorUserId: late.actorUserId }),
        "CONFLICT",
        "leads:errors.requestClosed",
      );
    }

    const paused = await partner({ paused: true });
    await expectAppError(
      claimLead(paused.scope, { quoteRequestId: request.id, actorUserId: paused.actorUserId }),
      "CONFLICT",
      "leads:errors.companyPaused",
    );
    const suspended = await partner({ status: "suspended" });
    await expectAppError(
      claimLead(suspended.scope, { quoteRequestId: request.id, actorUserId: suspended.actorUserId }),
      "FORBIDDEN",
      "leads:errors.companyNotActive",
    );
    const charges = await db().select().from(ledgerEntries).where(eq(ledgerEntries.leadId, declinedLead.id));
    expect(charges).toEqual([]);

    // A company suspended after claiming does not get the claim (and its contact) back either.
    const claimedThenSuspended = await partner();
    await claimLead(claimedThenSuspended.scope, {
      quoteRequestId: request.id,
      actorUserId: claimedThenSuspended.actorUserId,
    });
    await db().update(companies).set({ status: "suspended" }).where(eq(companies.id, claimedThenSuspended.company.id));
    await expectAppError(
      claimLead(claimedThenSuspended.scope, {
        quoteRequestId: request.id,
        actorUserId: claimedThenSuspended.actorUserId,
      }),
      "FORBIDDEN",
      "leads:errors.companyNotActive",
    );
  });

  it("counts claims toward the daily and weekly caps", async () => {
    const daily = await partner({ leadCapPerDay: 1 });
    await claimLead(daily.scope, {
      quoteRequestId: (await createOpenRequest(db())).id,
      actorUserId: daily.actorUserId,
    });
    const error = await expectAppError(
      claimLead(daily.scope, { quoteRequestId: (await createOpenRequest(db())).id, actorUserId: daily.actorUserId }),
      "CONFLICT",
      "leads:errors.dailyCap",
    );
    expect(error.details.params).toEqual({ cap: 1 });

    const weekly = await partner({ leadCapPerWeek: 2 });
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
    for (let index = 0; index < 2; index++) {
      await claimLead(weekly.scope, {
        quoteRequestId: (await createOpenRequest(db(), { createdAt: threeDaysAgo })).id,
        actorUserId: weekly.actorUserId,
        now: new Date(threeDaysAgo.getTime() + 60_000),
      });
    }
    await expectAppError(
      claimLead(weekly.scope, { quoteRequestId: (await createOpenRequest(db())).id, actorUserId: weekly.actorUserId }),
      "CONFLICT",
      "leads:errors.weeklyCap",
    );
  });

  it("credits a repeat claim of the same customer within 20 business days, and says why", async () => {
    const { company, scope, actorUserId } = await partner();
    const first = await createOpenRequest(db(), { email: "repeat@example.com", phone: "+447700900001" });
    const firstClaim = await claimLead(scope, { quoteRequestId: first.id, actorUserId });

    // Same email in another case: a repeat.
    const byEmail = await createOpenRequest(db(), { email: "Repeat@Example.com", phone: null });
    const repeat = await claimLead(scope, { quoteRequestId: byEmail.id, actorUserId });
    expect(repeat.credit).toEqual({
      amountPence: repeat.pricePence,
      reason: { key: "leads:credit.repeatCustomer", params: { reference: first.reference, date: ukDate(0) } },
    });
    // Same phone, another email: a repeat too (of the latest claim).
    const byPhone = await createOpenRequest(db(), { email: "other@example.com", phone: "+447700900001" });
    expect((await claimLead(scope, { quoteRequestId: byPhone.id, actorUserId })).credit).not.toBeNull();
    // Retrying the repeat claim shows the credit again without writing another.
    expect((await claimLead(scope, { quoteRequestId: byEmail.id, actorUserId })).credit?.amountPence).toBe(
      repeat.pricePence,
    );

    const entries = await ledgerOf(company.id);
    expect(entries.filter((entry) => entry.kind === "lead_charge")).toHaveLength(3);
    expect(entries.filter((entry) => entry.kind === "lead_credit")).toHaveLength(2);
    expect(entries.reduce((sum, entry) => sum + entry.amountPence, 0)).toBe(-firstClaim.pricePence);
    const [lead] = await db().select().from(leads).where(eq(leads.id, repeat.leadId));
    expect(lead?.duplicateOfLeadId).toBe(firstClaim.leadId);
  });

  it("does not credit a claim of the same customer after 20 business days, nor another company's claim", async () => {
    const { scope, actorUserId } = await partner();
    const other = await partner();
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    const old = await createOpenRequest(db(), { email: "returning@example.com", createdAt: longAgo });
    await claimLead(scope, { quoteRequestId: old.id, actorUserId, now: new Date(longAgo.getTime() + 60_000) });
    const fresh = await createOpenRequest(db(), { email: "returning@example.com" });
    expect((await claimLead(scope, { quoteRequestId: fresh.id, actorUserId })).credit).toBeNull();
    expect(
      (await claimLead(other.scope, { quoteRequestId: fresh.id, actorUserId: other.actorUserId })).credit,
    ).toBeNull();
  });
});
