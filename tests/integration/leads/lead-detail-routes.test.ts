import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, leadWatches, ledgerEntries, quotes } from "~/db/schema";
import { findWorkLeadPath, partnerLeadPath } from "~/lib/lead-rules";
import { claimLead } from "~/server/leads/claim-lead.server";
import { createCompany } from "../../factories/companies";
import { createInvitation, createMember, createOpenRequest, ukDate } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { ORIGIN, page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * The lead detail page's two addresses (the company's own lead, an open Find work request) and
 * Bidding, through the partner area's middleware: what a partner sees before and after a claim,
 * the claim and the quote as the page posts them, their refusals, and one company's leads kept
 * from another.
 */

const DAY_MS = 24 * 3600 * 1000;

describe("partner lead detail routes", () => {
  const db = setupTestDatabase();
  let owner: { companyId: string; cookie: string };
  let intruder: { companyId: string; cookie: string };

  beforeAll(async () => {
    const signedIn = async () => {
      const company = await createCompany(db());
      const user = await createSignedInUser({ role: "partner", company });
      return { companyId: company.id, cookie: user.cookie };
    };
    owner = await signedIn();
    intruder = await signedIn();
  });

  const get = (path: string, who = owner) => callRoute(page(path, { cookie: who.cookie }));
  const send = (path: string, fields: Record<string, unknown>, who = owner) =>
    callRoute(post(path, fields, { cookie: who.cookie }));
  const chargesOf = (leadId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.leadId, leadId));

  /** A request whose 6 places other companies have taken. */
  async function fullRequest() {
    const request = await createOpenRequest(db());
    for (let index = 0; index < 6; index++) {
      const company = await createCompany(db());
      await claimLead(
        { companyId: company.id },
        { quoteRequestId: request.id, actorUserId: await createMember(db(), company.id) },
      );
    }
    return request;
  }

  /** A lead the owner has claimed, ready for a quote. */
  async function claimedLead() {
    const request = await createOpenRequest(db());
    const claimed = await send(findWorkLeadPath(request.id), { intent: "claim" });
    const leadId = claimed.location?.split("/").pop() ?? "";
    return { request, leadId };
  }

  it("shows the move but not the customer before a claim, and the contact after it", async () => {
    const request = await createOpenRequest(db(), { phone: "+447911123456", additionalDetails: "A piano" });
    const invitation = await createInvitation(db(), {
      quoteRequestId: request.id,
      companyId: owner.companyId,
      pricePence: 1800,
    });

    const before = await get(partnerLeadPath(invitation.id));
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      detail: {
        claimable: true,
        claim: null,
        additionalDetails: "A piano",
        card: { leadId: invitation.id, invited: true, leadPricePence: 1800, slotsTaken: 0, slotsTotal: 6 },
      },
      quoteDates: { today: ukDate(0), defaultValidUntil: ukDate(14) },
    });
    const hidden = JSON.stringify(before.body);
    for (const secret of [request.fullName, request.email, "07911", "1 Piccadilly", request.reference]) {
      expect(hidden).not.toContain(secret);
    }

    const claimed = await send(partnerLeadPath(invitation.id), { intent: "claim" });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      ok: true,
      data: {
        intent: "claim",
        claim: {
          leadId: invitation.id,
          newlyClaimed: true,
          pricePence: 1800,
          credit: null,
          slotsTaken: 1,
          contact: { fullName: request.fullName, email: request.email, phone: "07911 123456" },
        },
      },
    });
    // Claiming again (a double click, a retry) charges nothing more.
    const again = await send(partnerLeadPath(invitation.id), { intent: "claim" });
    expect(again.body).toMatchObject({ ok: true, data: { claim: { newlyClaimed: false } } });
    expect((await chargesOf(invitation.id)).map((entry) => entry.amountPence)).toEqual([-1800]);

    const after = await get(partnerLeadPath(invitation.id));
    expect(after.body).toMatchObject({
      detail: {
        claimable: false,
        claim: {
          pricePence: 1800,
          credit: null,
          contact: { fullName: request.fullName, email: request.email, phone: "07911 123456" },
        },
        quote: null,
      },
    });
  });

  it("claims from Find work, then shows the lead at its own address with an automatic credit's reason", async () => {
    const first = await createOpenRequest(db(), { phone: "+447911000111" });
    const repeat = await createOpenRequest(db(), { email: first.email, phone: "+447911000111" });

    const open = await get(findWorkLeadPath(repeat.id));
    expect(open.status).toBe(200);
    expect(JSON.stringify(open.body)).not.toContain(repeat.email);

    const firstClaim = await send(findWorkLeadPath(first.id), { intent: "claim" });
    expect(firstClaim.status).toBe(302);
    const claimed = await send(findWorkLeadPath(repeat.id), { intent: "claim" });
    const [lead] = await db().select().from(leads).where(eq(leads.quoteRequestId, repeat.id));
    expect(claimed).toMatchObject({ status: 302, location: partnerLeadPath(lead?.id ?? "") });
    // The request's Find work address now leads to the company's own lead.
    expect(await get(findWorkLeadPath(repeat.id))).toMatchObject({ status: 302, location: claimed.location });

    const shown = await get(claimed.location ?? "");
    expect(shown.body).toMatchObject({
      detail: {
        claim: {
          contact: { email: repeat.email },
          credit: {
            amountPence: lead?.pricePence,
            reason: { key: "leads:credit.repeatCustomer", params: { reference: first.reference } },
          },
        },
      },
    });
    // Charged, then credited in full: one entry each.
    expect((await chargesOf(lead?.id ?? "")).map((entry) => entry.kind).sort()).toEqual(["lead_charge", "lead_credit"]);
  });

  it("saves a lead for later and lets it go again, and declines an invitation for free", async () => {
    const request = await createOpenRequest(db());
    expect(await send(findWorkLeadPath(request.id), { intent: "watch" })).toMatchObject({ status: 200 });
    expect((await get(findWorkLeadPath(request.id))).body).toMatchObject({ detail: { card: { watching: true } } });
    await send(findWorkLeadPath(request.id), { intent: "unwatch" });
    expect((await get(findWorkLeadPath(request.id))).body).toMatchObject({ detail: { card: { watching: false } } });

    const invited = await createOpenRequest(db());
    const invitation = await createInvitation(db(), { quoteRequestId: invited.id, companyId: owner.companyId });
    await send(partnerLeadPath(invitation.id), { intent: "watch" });
    expect(await send(partnerLeadPath(invitation.id), { intent: "decline" })).toMatchObject({ status: 200 });
    const [declined] = await db().select().from(leads).where(eq(leads.id, invitation.id));
    expect(declined?.status).toBe("declined");
    expect(await db().select().from(leadWatches).where(eq(leadWatches.quoteRequestId, invited.id))).toEqual([]);
    expect(await chargesOf(invitation.id)).toEqual([]);
    expect((await get(partnerLeadPath(invitation.id))).body).toMatchObject({
      detail: { claimable: false, claim: null, card: { leadStatus: "declined" } },
    });
  });

  const refusedClaims: [string, () => Promise<{ leadId: string }>, string][] = [
    [
      "a full lead",
      async () => ({
        leadId: (await createInvitation(db(), { quoteRequestId: (await fullRequest()).id, companyId: owner.companyId }))
          .id,
      }),
      "leads:errors.leadFull",
    ],
    [
      "an expired invitation",
      async () => ({
        leadId: (
          await createInvitation(db(), {
            quoteRequestId: (await createOpenRequest(db())).id,
            companyId: owner.companyId,
            offeredAt: new Date(Date.now() - 8 * DAY_MS),
          })
        ).id,
      }),
      "leads:errors.leadExpired",
    ],
    [
      "a declined lead",
      async () => ({
        leadId: (
          await createInvitation(db(), {
            quoteRequestId: (await createOpenRequest(db())).id,
            companyId: owner.companyId,
            status: "declined",
          })
        ).id,
      }),
      "leads:errors.leadDeclined",
    ],
  ];

  it.each(refusedClaims)(
    "refuses to claim %s with a 409 and its message, charging nothing",
    async (_name, make, key) => {
      const { leadId } = await make();
      const result = await send(partnerLeadPath(leadId), { intent: "claim" });
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ ok: false, code: "CONFLICT", message: { key } });
      expect(await chargesOf(leadId)).toEqual([]);
    },
  );

  it("refuses a claim from Find work once the lead is full, and an unknown button", async () => {
    const request = await fullRequest();
    const full = await send(findWorkLeadPath(request.id), { intent: "claim" });
    expect(full).toMatchObject({
      status: 409,
      body: { message: { key: "leads:errors.leadFull", params: { slots: 6 } } },
    });
    const unknown = await send(findWorkLeadPath(request.id), { intent: "bid-twice" });
    expect(unknown).toMatchObject({
      status: 400,
      body: { fieldErrors: { intent: { key: "leads:detail.unknownAction" } } },
    });
  });

  it("sends a quote, keeps its earlier versions when revised, and lists it in Bidding for its company only", async () => {
    const { leadId } = await claimedLead();
    const path = partnerLeadPath(leadId);
    const sent = await callRoute(
      post(
        path,
        { intent: "quote", price: "450", inclusions: ["packing", "insurance"], insuranceCover: "20000" },
        { cookie: owner.cookie, json: true },
      ),
    );
    expect(sent).toMatchObject({
      status: 200,
      body: { ok: true, data: { quote: { version: 1, amountPence: 45_000, validUntil: ukDate(14) } } },
    });
    // A plain form post: each ticked box is its own field.
    const form = new URLSearchParams([
      ["intent", "quote"],
      ["price", "425.50"],
      ["inclusions", "packing"],
      ["inclusions", "cleaning"],
      ["validUntil", ukDate(10)],
      ["message", "Two movers and a Luton van."],
    ]);
    const revised = await callRoute(
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie: owner.cookie },
        body: form,
      }),
    );
    expect(revised.body).toMatchObject({
      ok: true,
      data: { quote: { version: 2, amountPence: 42_550, inclusions: ["packing", "cleaning"], validUntil: ukDate(10) } },
    });

    const shown = await get(path);
    expect(shown.body).toMatchObject({
      detail: {
        quote: { version: 2, status: "sent", versions: [{ version: 2 }, { version: 1, amountPence: 45_000 }] },
      },
    });

    const bidding = await get("/partner/admin/quotes");
    expect(bidding.status).toBe(200);
    const items = (bidding.body as { items: { card: { leadId: string }; quote: { version: number } }[] }).items;
    expect(items.map((item) => [item.card.leadId, item.quote.version])).toEqual([[leadId, 2]]);
    expect((await get("/partner/admin/quotes", intruder)).body).toMatchObject({ items: [] });
  });

  const invalidQuotes: [string, Record<string, string>, string, string][] = [
    ["a price of zero", { price: "0" }, "price", "leads:errors.priceTooLow"],
    ["an absurd price", { price: "250000" }, "price", "leads:errors.priceTooHigh"],
    ["a price that is not money", { price: "four hundred" }, "price", "leads:errors.priceInvalid"],
    [
      "a valid-until date in the past",
      { price: "450", validUntil: ukDate(-1) },
      "validUntil",
      "leads:errors.validUntilPast",
    ],
    ["an overlong message", { price: "450", message: "x".repeat(2001) }, "message", "leads:errors.messageTooLong"],
    [
      "insurance without its cover",
      { price: "450", inclusions: "insurance" },
      "insuranceCover",
      "leads:errors.insuranceCoverRequired",
    ],
  ];

  it.each(invalidQuotes)("refuses %s with a 400 and the field's message", async (_name, fields, field, key) => {
    const { leadId } = await claimedLead();
    const result = await send(partnerLeadPath(leadId), { intent: "quote", ...fields });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, code: "VALIDATION", fieldErrors: { [field]: { key } } });
    expect(await db().select().from(quotes).where(eq(quotes.leadId, leadId))).toEqual([]);
  });

  it("refuses a quote on a lead that is not claimed", async () => {
    const invitation = await createInvitation(db(), {
      quoteRequestId: (await createOpenRequest(db())).id,
      companyId: owner.companyId,
    });
    const result = await send(partnerLeadPath(invitation.id), { intent: "quote", price: "450" });
    expect(result).toMatchObject({ status: 409, body: { message: { key: "leads:errors.notClaimed" } } });
  });

  describe("another company's leads", () => {
    const ids = { invitation: "", claimed: "", fullRequest: "" };

    beforeAll(async () => {
      const invited = await createOpenRequest(db());
      ids.invitation = (await createInvitation(db(), { quoteRequestId: invited.id, companyId: owner.companyId })).id;
      const { leadId } = await claimedLead();
      ids.claimed = leadId;
      await send(partnerLeadPath(leadId), { intent: "quote", price: "500" });
      ids.fullRequest = (await fullRequest()).id;
    });

    const attempts: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ["read its invitation", () => get(partnerLeadPath(ids.invitation), intruder)],
      ["read its claimed lead", () => get(partnerLeadPath(ids.claimed), intruder)],
      ["read a full request it has no lead on", () => get(findWorkLeadPath(ids.fullRequest), intruder)],
      ["read a lead id that is no id", () => get(partnerLeadPath("1 or 1=1"), intruder)],
      ["read a request that does not exist", () => get(findWorkLeadPath(randomUUID()), intruder)],
      ["claim through its invitation", () => send(partnerLeadPath(ids.invitation), { intent: "claim" }, intruder)],
      ["decline its invitation", () => send(partnerLeadPath(ids.invitation), { intent: "decline" }, intruder)],
      ["watch through its invitation", () => send(partnerLeadPath(ids.invitation), { intent: "watch" }, intruder)],
      [
        "quote on its claimed lead",
        () => send(partnerLeadPath(ids.claimed), { intent: "quote", price: "1" }, intruder),
      ],
      [
        "claim a request that does not exist",
        () => send(findWorkLeadPath(randomUUID()), { intent: "claim" }, intruder),
      ],
    ];

    it.each(attempts)("cannot %s: not found", async (_name, attempt) => {
      const result = await attempt();
      expect(result.status).toBe(404);
    });

    it("changed nothing of the owner's", async () => {
      const [invitation] = await db().select().from(leads).where(eq(leads.id, ids.invitation));
      expect(invitation).toMatchObject({ status: "offered", claimedAt: null });
      const [quote] = await db().select().from(quotes).where(eq(quotes.leadId, ids.claimed));
      expect(quote).toMatchObject({ version: 1, amountPence: 50_000, status: "sent" });
      expect(await db().select().from(leadWatches).where(eq(leadWatches.companyId, intruder.companyId))).toEqual([]);
      expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.companyId, intruder.companyId))).toEqual(
        [],
      );
    });
  });
});
