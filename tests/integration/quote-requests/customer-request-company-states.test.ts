import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { getLeadDetail } from "~/server/leads/lead-detail.server";
import { declineInvitation } from "~/server/leads/respond-to-lead.server";
import { getCustomerRequest } from "~/server/quote-requests/customer-request.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { lapseUnansweredInvitations } from "~/server/sweeps/time-sweeps.server";
import { createInvitation, createPartnerCompany, createRequestWithToken } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";

const MINUTE = 60_000;

/**
 * The customer's page names every company the request went to with one honest state
 * (docs/product-rules.md §7.1). The leads get there through the services that move them:
 * claims, a quote, the partner opening an invitation, a decline and the lapse sweep.
 */
describe("the companies on the customer's request page", () => {
  const db = setupTestDatabase();

  it("shows each company's state, working on it first and those no longer on it last, with the places taken", async () => {
    const now = new Date();
    const sentAt = new Date(now.getTime() - 3 * 60 * MINUTE);
    const { request, token } = await createRequestWithToken(db(), { createdAt: sentAt, emailVerifiedAt: sentAt });
    const partner = (name: string) => createPartnerCompany(db(), { name: `${name} Removals` });
    const [quoter, claimer, viewer, invitee, decliner, lapser, stale] = [
      await partner("Quoting"),
      await partner("Claiming"),
      await partner("Viewing"),
      await partner("Invited"),
      await partner("Declining"),
      await partner("Silent"),
      await partner("Stale"),
    ];
    // The first wave, made when the request was sent; the silent company's window has passed.
    const invite = (who: typeof quoter, rank: number, respondBy = new Date(now.getTime() + 60 * MINUTE)) =>
      createInvitation(db(), {
        quoteRequestId: request.id,
        companyId: who.company.id,
        matchRank: rank,
        offeredAt: sentAt,
        respondBy,
      });
    const ofQuoter = await invite(quoter, 1);
    const ofClaimer = await invite(claimer, 2);
    const ofViewer = await invite(viewer, 3);
    await invite(invitee, 4);
    const ofDecliner = await invite(decliner, 5);
    await invite(lapser, 6, new Date(now.getTime() - MINUTE));
    // An invitation of an earlier kind that ran out unanswered.
    await createInvitation(db(), {
      quoteRequestId: request.id,
      companyId: stale.company.id,
      matchRank: null,
      offeredAt: sentAt,
      status: "expired",
      respondedAt: new Date(now.getTime() - 30 * MINUTE),
    });

    for (const [who, lead] of [
      [quoter, ofQuoter],
      [claimer, ofClaimer],
    ] as const) {
      await claimLead(who.scope, { leadId: lead.id, actorUserId: who.actorUserId });
    }
    await sendQuote(quoter.scope, {
      authorLanguage: "en-GB",
      leadId: ofQuoter.id,
      actorUserId: quoter.actorUserId,
      terms: { price: "720" },
    });
    await getLeadDetail(viewer.scope, { leadId: ofViewer.id });
    // Every eligible company already has a lead: the declined place goes to nobody.
    await declineInvitation(decliner.scope, { leadId: ofDecliner.id });

    // A company joins; the sweep lapses the silent invitation and offers its place to it.
    const newcomer = await partner("Newcomer");
    expect(await lapseUnansweredInvitations(await getDb(), now)).toBe(1);

    const view = await getCustomerRequest(token, { now });
    expect(view?.companies.map((company) => [company.name, company.state, company.inactive])).toEqual([
      [quoter.company.name, "quoted", false],
      [claimer.company.name, "has_details", false],
      [viewer.company.name, "looking", false],
      [invitee.company.name, "invited", false],
      [newcomer.company.name, "invited", false],
      [decliner.company.name, "declined", true],
      [lapser.company.name, "passed_on", true],
      [stale.company.name, "no_reply", true],
    ]);
    expect(view?.offers).toEqual({ sentTo: 8, foundThemselves: 0, placesTaken: 2, places: 6 });
    expect(view?.openToCompaniesUntil).not.toBeNull();
  });

  it("says a lapsed company got no reply, not that its place was passed on, when no company was left to ask", async () => {
    const now = new Date();
    const sentAt = new Date(now.getTime() - 3 * 60 * MINUTE);
    const { request, token } = await createRequestWithToken(db(), { createdAt: sentAt, emailVerifiedAt: sentAt });
    // Every company of this database is on it: six invitations past their window, the rest declined.
    const companies = (await db().query.companies.findMany({ columns: { id: true, name: true } })).slice(0, 6);
    for (const [index, company] of companies.entries()) {
      await createInvitation(db(), {
        quoteRequestId: request.id,
        companyId: company.id,
        matchRank: index + 1,
        offeredAt: sentAt,
        respondBy: new Date(now.getTime() - MINUTE),
      });
    }
    const others = (await db().query.companies.findMany({ columns: { id: true } })).slice(6);
    for (const [index, company] of others.entries()) {
      await createInvitation(db(), {
        quoteRequestId: request.id,
        companyId: company.id,
        matchRank: 7 + index,
        offeredAt: sentAt,
        status: "declined",
        respondedAt: sentAt,
      });
    }
    expect(await lapseUnansweredInvitations(await getDb(), now)).toBe(companies.length);

    const view = await getCustomerRequest(token, { now });
    const lapsed = view?.companies.filter((company) => company.state !== "declined") ?? [];
    expect(lapsed.map((company) => company.state)).toEqual(companies.map(() => "no_reply"));
  });
});
