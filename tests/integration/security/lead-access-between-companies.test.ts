import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, leadWatches, quotes } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { getJob, listJobs } from "~/server/jobs/company-jobs.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { listFindWork, listWatching } from "~/server/leads/find-work.server";
import { getLeadDetail } from "~/server/leads/lead-detail.server";
import { declineInvitation, unwatchLead, watchLead } from "~/server/leads/respond-to-lead.server";
import { getWorkCounts } from "~/server/partners/work-counts.server";
import { acceptQuote } from "~/server/quote-requests/accept-quote.server";
import { getCompanyQuote, listBidding, sendQuote } from "~/server/quotes/company-quotes.server";
import { createCompany } from "../../factories/companies";
import { createInvitation, createMember, createRequestWithToken } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";

/**
 * A company can never read or act on another company's leads, claims, quotes or jobs by
 * guessing (or learning) their ids: every such call is "not found", and nothing changes.
 */
describe("lead loop access between companies", () => {
  const db = setupTestDatabase();
  let owner: { scope: { companyId: string }; actorUserId: string };
  let intruder: { scope: { companyId: string }; actorUserId: string };
  const ids = { invitation: "", claimedLead: "", quote: "", job: "", fullRequest: "" };
  let customerEmail = "";

  beforeAll(async () => {
    const setup = async () => {
      const company = await createCompany(db());
      return { scope: { companyId: company.id }, actorUserId: await createMember(db(), company.id) };
    };
    owner = await setup();
    intruder = await setup();
    // The owner's invitation (not claimed), and a claimed, quoted and booked lead.
    const open = await createRequestWithToken(db());
    ids.invitation = (
      await createInvitation(db(), { quoteRequestId: open.request.id, companyId: owner.scope.companyId })
    ).id;
    const booked = await createRequestWithToken(db());
    customerEmail = booked.request.email;
    const claim = await claimLead(owner.scope, { quoteRequestId: booked.request.id, actorUserId: owner.actorUserId });
    ids.claimedLead = claim.leadId;
    const quote = await sendQuote(owner.scope, {
      authorLanguage: "en-GB",
      leadId: claim.leadId,
      actorUserId: owner.actorUserId,
      terms: { price: "500" },
    });
    ids.quote = quote.id;
    await acceptQuote(booked.token, { quoteId: quote.id, version: 1 });
    ids.job = (await listJobs(owner.scope))[0]?.id ?? "";
    // A request the intruder has no lead on and cannot claim (its 6 slots are taken).
    const full = await createRequestWithToken(db());
    for (let index = 0; index < 6; index++) {
      const company = await createCompany(db());
      await claimLead(
        { companyId: company.id },
        { quoteRequestId: full.request.id, actorUserId: await createMember(db(), company.id) },
      );
    }
    ids.fullRequest = full.request.id;
  });

  const attempts: [string, () => Promise<unknown>][] = [
    ["read the owner's invitation", () => getLeadDetail(intruder.scope, { leadId: ids.invitation })],
    ["read the owner's claimed lead", () => getLeadDetail(intruder.scope, { leadId: ids.claimedLead })],
    ["read a full request it has no lead on", () => getLeadDetail(intruder.scope, { quoteRequestId: ids.fullRequest })],
    [
      "claim through the owner's invitation",
      () => claimLead(intruder.scope, { leadId: ids.invitation, actorUserId: intruder.actorUserId }),
    ],
    ["decline the owner's invitation", () => declineInvitation(intruder.scope, { leadId: ids.invitation })],
    [
      "quote on the owner's lead",
      () =>
        sendQuote(intruder.scope, {
          authorLanguage: "en-GB",
          leadId: ids.claimedLead,
          actorUserId: intruder.actorUserId,
          terms: { price: "1" },
        }),
    ],
    ["read the owner's job", () => getJob(intruder.scope, { jobId: ids.job })],
    ["read a job id that is not a UUID", () => getJob(intruder.scope, { jobId: "1 or 1=1" })],
    ["read a lead id that is not a UUID", () => getLeadDetail(intruder.scope, { leadId: "../../etc" })],
    [
      "claim a request that does not exist",
      () => claimLead(intruder.scope, { quoteRequestId: randomUUID(), actorUserId: intruder.actorUserId }),
    ],
    ["watch a request it cannot claim", () => watchLead(intruder.scope, { quoteRequestId: ids.fullRequest })],
  ];

  it.each(attempts)("cannot %s", async (_name, attempt) => {
    const error = await attempt().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ name: "AppError", code: "NOT_FOUND" });
    expect(JSON.stringify(error)).not.toContain(customerEmail);
  });

  it("changed nothing of the owner's", async () => {
    const [invitation] = await db().select().from(leads).where(eq(leads.id, ids.invitation));
    expect(invitation?.status).toBe("offered");
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, ids.quote));
    expect(quote).toMatchObject({ version: 1, amountPence: 50_000, status: "accepted" });
    expect(await getCompanyQuote(await getDb(), intruder.scope, ids.claimedLead)).toBeNull();
    // Unwatching another company's saved lead only ever removes one's own rows.
    await db().insert(leadWatches).values({ companyId: owner.scope.companyId, quoteRequestId: ids.fullRequest });
    await unwatchLead(intruder.scope, { quoteRequestId: ids.fullRequest });
    expect(await db().select().from(leadWatches).where(eq(leadWatches.companyId, owner.scope.companyId))).toHaveLength(
      1,
    );
  });

  it("lists nothing of the owner's to the intruder", async () => {
    expect(await listJobs(intruder.scope)).toEqual([]);
    expect(await listBidding(intruder.scope)).toEqual([]);
    expect(await listWatching(intruder.scope)).toEqual([]);
    const findWork = await listFindWork(intruder.scope, { tab: "recommended" });
    expect(findWork.items).toEqual([]);
    expect(await getWorkCounts(intruder.scope)).toMatchObject({
      myWork: 0,
      bidding: 0,
      invitations: 0,
      alerts: 0,
      watching: 0,
    });
    // The owner sees its own.
    expect(await listJobs(owner.scope)).toHaveLength(1);
    expect((await getJob(owner.scope, { jobId: ids.job })).customer?.email).toBe(customerEmail);
  });
});
