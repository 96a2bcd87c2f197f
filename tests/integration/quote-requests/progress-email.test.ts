import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { getCustomerRequest } from "~/server/quote-requests/customer-request.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { emailRequestProgress, runTimeSweeps } from "~/server/sweeps/time-sweeps.server";
import { createInvitation, createPartnerCompany, createRequestWithToken } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";
import { emailsTo } from "../../support/outbox";

const HOUR = 3600_000;

/** The one progress email a day after verification (docs/product-rules.md §7.3). */
describe("the customer's progress email", () => {
  const db = setupTestDatabase();

  /** An open request verified and sent `hoursAgo` hours before `now`. */
  const requestSent = (now: Date, hoursAgo: number, overrides: Parameters<typeof createRequestWithToken>[1] = {}) => {
    const sentAt = new Date(now.getTime() - hoursAgo * HOUR);
    return createRequestWithToken(db(), { createdAt: sentAt, emailVerifiedAt: sentAt, ...overrides });
  };

  const progressEmails = (emails: string[]) => emailsTo(db(), emails, "customer-request-progress");

  it("sends exactly one email per open request verified a day ago, with two sweeps at once, saying what came so far", async () => {
    const now = new Date();
    const quoted = await requestSent(now, 25);
    const askedMore = await requestSent(now, 30);
    const lithuanian = await requestSent(now, 26, { locale: "lt" });

    // Two companies took the first one on; one of them quoted.
    const a = await createPartnerCompany(db());
    const b = await createPartnerCompany(db());
    const claimA = await claimLead(a.scope, { quoteRequestId: quoted.request.id, actorUserId: a.actorUserId });
    await claimLead(b.scope, { quoteRequestId: quoted.request.id, actorUserId: b.actorUserId });
    await sendQuote(a.scope, {
      authorLanguage: "en-GB",
      leadId: claimA.leadId,
      actorUserId: a.actorUserId,
      terms: { price: "640" },
    });
    // The second: a first invitation when it was sent, and a company asked four hours later.
    await createInvitation(db(), {
      quoteRequestId: askedMore.request.id,
      companyId: a.company.id,
      offeredAt: askedMore.request.createdAt,
      status: "lapsed",
    });
    await createInvitation(db(), {
      quoteRequestId: askedMore.request.id,
      companyId: b.company.id,
      matchRank: 2,
      offeredAt: new Date(askedMore.request.createdAt.getTime() + 4 * HOUR),
    });

    const handle = await getDb();
    const [first, second] = await Promise.all([emailRequestProgress(handle, now), emailRequestProgress(handle, now)]);
    expect(first + second).toBe(3);

    const customers = [quoted, askedMore, lithuanian].map(({ request }) => request.email);
    const sent = await progressEmails(customers);
    expect(sent.map((email) => email.to).sort()).toEqual([...customers].sort());
    const to = (email: string) => sent.find((row) => row.to === email);

    const quotedEmail = to(quoted.request.email);
    expect(quotedEmail?.subject).toBe(`Your removal request ${quoted.request.reference}: how it is going`);
    expect(quotedEmail?.text).toContain("1 quote has arrived so far.");
    expect(quotedEmail?.text).toContain("2 companies have taken on your request and have your contact details.");
    expect(quotedEmail?.text).not.toContain("more compan");

    const askedMoreEmail = to(askedMore.request.email);
    expect(askedMoreEmail?.text).toContain("No quotes have arrived yet.");
    expect(askedMoreEmail?.text).toContain("No company has taken on your request yet");
    expect(askedMoreEmail?.text).toContain(
      "Since the first invitations, we have offered your request to 1 more company.",
    );

    const lithuanianEmail = to(lithuanian.request.email);
    expect(lithuanianEmail?.subject).toBe(`Jūsų perkraustymo užklausa ${lithuanian.request.reference}: kaip sekasi`);
    expect(lithuanianEmail?.text).toContain("Pasiūlymų kol kas negavote.");
    expect(lithuanianEmail?.text).not.toMatch(/quote|compan/i);

    // Each carries a fresh link that opens the customer's page; no subject carries a link.
    for (const { subject, text } of sent) {
      expect(subject).not.toMatch(/https?:|my-request/);
      const link = text.match(/\/my-request\/([A-Za-z0-9_-]{43})/);
      expect(link?.[1]).toBeDefined();
      expect((await getCustomerRequest(link?.[1] ?? ""))?.reference).toBeDefined();
    }
    const marked = await db()
      .select({ at: quoteRequests.progressEmailSentAt })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, [quoted.request.id, askedMore.request.id, lithuanian.request.id]));
    expect(marked.map((row) => row.at?.getTime())).toEqual([now.getTime(), now.getTime(), now.getTime()]);

    // Never a second one.
    expect(await emailRequestProgress(handle, new Date(now.getTime() + 2 * 24 * HOUR))).toBe(0);
    expect(await progressEmails(customers)).toHaveLength(3);
  });

  it("sends none before 24 hours, none for a booked, cancelled or completed request, and one once a day has passed", async () => {
    const now = new Date();
    const early = await requestSent(now, 23);
    const booked = await requestSent(now, 30, { status: "booked" });
    const cancelled = await requestSent(now, 30, { status: "cancelled", closeReason: "cancelled_by_customer" });
    const completed = await requestSent(now, 30, { status: "completed" });
    // Sent before the email existed: a week and more on, "how it is going" is no news.
    const old = await requestSent(now, 8 * 24);
    const handle = await getDb();

    const counts = await runTimeSweeps(handle, now);
    expect(counts.progressEmailsSent).toBe(0);
    const everyone = [early, booked, cancelled, completed, old].map(({ request }) => request.email);
    expect(await progressEmails(everyone)).toEqual([]);

    expect(await emailRequestProgress(handle, new Date(now.getTime() + 1.5 * HOUR))).toBe(1);
    expect((await progressEmails(everyone)).map((email) => email.to)).toEqual([early.request.email]);
  });
});
