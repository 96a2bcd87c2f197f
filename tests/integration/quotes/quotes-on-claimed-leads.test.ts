import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, quoteRequests } from "~/db/schema";
import type { CompanyQuoteForm } from "~/lib/schemas/company-quote";
import { claimLead } from "~/server/leads/claim-lead.server";
import { listBidding, sendQuote } from "~/server/quotes/company-quotes.server";
import { createCompany } from "../../factories/companies";
import { createInvitation, createMember, createOpenRequest, ukDate } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";
import { expectAppError } from "../../support/app-errors";
import { emailsTo } from "../../support/outbox";

describe("quotes on claimed leads", () => {
  const db = setupTestDatabase();

  async function claimed() {
    const company = await createCompany(db());
    const scope = { companyId: company.id };
    const actorUserId = await createMember(db(), company.id);
    const request = await createOpenRequest(db());
    const claim = await claimLead(scope, { quoteRequestId: request.id, actorUserId });
    return { company, scope, actorUserId, request, leadId: claim.leadId };
  }

  it("sends a quote with its inclusions and cover, and tells the customer", async () => {
    const { scope, actorUserId, request, leadId } = await claimed();
    const quote = await sendQuote(scope, {
      authorLanguage: "en-GB",
      leadId,
      actorUserId,
      terms: {
        price: "£1,250.50",
        inclusions: "insurance,packing",
        insuranceCover: "50000",
        message: "  Two movers and a Luton van.  ",
      },
    });
    expect(quote).toMatchObject({
      version: 1,
      status: "sent",
      amountPence: 125_050,
      inclusions: ["packing", "insurance"],
      insuranceCoverPence: 5_000_000,
      validUntil: ukDate(14),
      message: "Two movers and a Luton van.",
      givenForEarlierDate: false,
    });
    const [lead] = await db().select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    expect(lead?.status).toBe("quoted");
    const mails = await emailsTo(db(), request.email, "customer-quote-received");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("£1,250.50");
    expect(mails[0]?.text).toMatch(/\/my-request\/[A-Za-z0-9_-]{43}/);
  });

  it("revises a quote and keeps every version; the same terms again change nothing", async () => {
    const { scope, actorUserId, request, leadId } = await claimed();
    await sendQuote(scope, { authorLanguage: "en-GB", leadId, actorUserId, terms: { price: 600 } });
    const revised = await sendQuote(scope, {
      authorLanguage: "en-GB",
      leadId,
      actorUserId,
      terms: { price: 550, validUntil: ukDate(20) },
    });
    const again = await sendQuote(scope, {
      authorLanguage: "en-GB",
      leadId,
      actorUserId,
      terms: { price: "550", validUntil: ukDate(20) },
    });

    expect(revised.version).toBe(2);
    expect(again).toEqual(revised);
    expect(revised.versions.map((version) => [version.version, version.amountPence])).toEqual([
      [2, 55_000],
      [1, 60_000],
    ]);
    const mails = await emailsTo(db(), request.email, "customer-quote-received");
    expect(mails).toHaveLength(2);
  });

  it("refuses each invalid input with its message key and field", async () => {
    const { scope, actorUserId, leadId } = await claimed();
    const cases: [CompanyQuoteForm, string, string][] = [
      [{ price: "0" }, "leads:errors.priceTooLow", "price"],
      [{ price: "" }, "leads:errors.priceRequired", "price"],
      [{ price: "12,5.001" }, "leads:errors.priceInvalid", "price"],
      [{ price: "-20" }, "leads:errors.priceInvalid", "price"],
      [{ price: "100000.01" }, "leads:errors.priceTooHigh", "price"],
      [{ price: "450", validUntil: ukDate(-1) }, "leads:errors.validUntilPast", "validUntil"],
      [{ price: "450", validUntil: ukDate(91) }, "leads:errors.validUntilTooFar", "validUntil"],
      [{ price: "450", validUntil: "next week" }, "leads:errors.validUntilInvalid", "validUntil"],
      [{ price: "450", message: "x".repeat(2001) }, "leads:errors.messageTooLong", "message"],
      [{ price: "450", inclusions: ["packing", "piano"] }, "leads:errors.inclusionInvalid", "inclusions.1"],
      [{ price: "450", inclusions: ["insurance"] }, "leads:errors.insuranceCoverRequired", "insuranceCover"],
      [{ price: "450", insuranceCover: "1000" }, "leads:errors.insuranceNotIncluded", "insuranceCover"],
    ];
    for (const [terms, key, field] of cases) {
      const error = await expectAppError(
        sendQuote(scope, { authorLanguage: "en-GB", leadId, actorUserId, terms }),
        "VALIDATION",
        key,
      );
      expect(error.details.field, key).toBe(field);
    }
    const tooLong = await expectAppError(
      sendQuote(scope, {
        authorLanguage: "en-GB",
        leadId,
        actorUserId,
        terms: { price: "450", message: "x".repeat(2001) },
      }),
      "VALIDATION",
      "leads:errors.messageTooLong",
    );
    expect(tooLong.details.params).toEqual({ maximum: 2000 });
    // Exactly the limit is fine.
    expect(
      (
        await sendQuote(scope, {
          authorLanguage: "en-GB",
          leadId,
          actorUserId,
          terms: { price: "450", message: "x".repeat(2000) },
        })
      ).version,
    ).toBe(1);
  });

  it("needs a claimed lead on a request still taking quotes", async () => {
    const { company, scope, actorUserId, request, leadId } = await claimed();
    const other = await createOpenRequest(db());
    const invitation = await createInvitation(db(), { quoteRequestId: other.id, companyId: company.id });
    await expectAppError(
      sendQuote(scope, { authorLanguage: "en-GB", leadId: invitation.id, actorUserId, terms: { price: "450" } }),
      "CONFLICT",
      "leads:errors.notClaimed",
    );
    await db().update(quoteRequests).set({ status: "cancelled" }).where(eq(quoteRequests.id, request.id));
    await expectAppError(
      sendQuote(scope, { authorLanguage: "en-GB", leadId, actorUserId, terms: { price: "450" } }),
      "CONFLICT",
      "leads:errors.requestClosed",
    );
  });

  it("lists quotes awaiting the customer in Bidding", async () => {
    const { scope, actorUserId, leadId, request } = await claimed();
    expect(await listBidding(scope)).toEqual([]);
    const quote = await sendQuote(scope, { authorLanguage: "en-GB", leadId, actorUserId, terms: { price: "700" } });
    const bidding = await listBidding(scope);
    expect(bidding).toHaveLength(1);
    expect(bidding[0]).toMatchObject({
      card: { quoteRequestId: request.id, leadId, leadStatus: "quoted" },
      quote: { id: quote.id, status: "sent", amountPence: 70_000, version: 1 },
    });
    expect(JSON.stringify(bidding)).not.toContain(request.email);
  });
});
