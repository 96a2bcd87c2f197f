import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, quoteRequests, reviewInvitations } from "~/db/schema";
import { REVIEW_INVITE_WINDOW_DAYS, REVIEW_REMINDER_DAYS } from "~/lib/reviews";
import { getDb } from "~/server/db.server";
import { submitReview } from "~/server/reviews/submit-review.server";
import { inviteToReview, remindToReview, runTimeSweeps } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createMovedJob, reviewTokensSentTo } from "../../factories/reviews";
import { setupTestDatabase } from "../../setup/test-database";
import { emailsTo } from "../../support/outbox";

const DAY_MS = 24 * 3600 * 1000;

const review = {
  title: "Careful and on time",
  content: "The crew arrived on time and nothing was broken.",
  quality: 9,
  customerService: 8,
  valueForMoney: 8,
  wouldRecommend: true,
};

describe("review invitations", () => {
  const db = setupTestDatabase();

  async function invitationEmails(emails: string[]) {
    return emailsTo(db(), emails, "review-invitation");
  }

  it("invite each booked job's customer once the day after the move, even with two sweeps at once", async () => {
    const company = await createCompany(db());
    const yesterday = await Promise.all([1, 2, 3].map(() => createMovedJob(db(), { companyId: company.id })));
    const today = await createMovedJob(db(), { companyId: company.id, daysAgo: 0 });
    const cancelled = await createMovedJob(db(), { companyId: company.id });
    await db().update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, cancelled.job.id));
    const longAgo = await createMovedJob(db(), { companyId: company.id, daysAgo: REVIEW_INVITE_WINDOW_DAYS + 1 });
    const lithuanian = await createMovedJob(db(), { companyId: company.id, daysAgo: 2 });
    await db().update(quoteRequests).set({ locale: "lt" }).where(eq(quoteRequests.id, lithuanian.request.id));

    const handle = await getDb();
    const now = new Date();
    const [first, second] = await Promise.all([inviteToReview(handle, now), inviteToReview(handle, now)]);
    expect(first + second).toBe(4);

    const invited = [...yesterday, lithuanian].map((booking) => booking.request.email);
    const emails = await invitationEmails([
      ...invited,
      today.request.email,
      cancelled.request.email,
      longAgo.request.email,
    ]);
    expect(emails.map((email) => email.to).sort()).toEqual([...invited].sort());
    const inLithuanian = emails.find((email) => email.to === lithuanian.request.email);
    expect(inLithuanian?.subject).toBe(`Kaip pavyko persikraustyti su ${company.name}?`);
    expect(inLithuanian?.html).toContain('lang="lt"');
    const inEnglish = emails.find((email) => email.to === yesterday[0]?.request.email);
    expect(inEnglish?.subject).toBe(`How did your move with ${company.name} go?`);

    // Only the hash of the link is stored.
    const [token] = await reviewTokensSentTo(db(), lithuanian.request.email);
    const stored = await db().select({ hash: reviewInvitations.tokenHash }).from(reviewInvitations);
    expect(stored.map((row) => row.hash)).not.toContain(token);

    // Running again finds nothing left to invite (at the same moment: half a day later, the
    // move done today would rightly be due after midnight).
    expect(await inviteToReview(handle, now)).toBe(0);
  });

  it("send one reminder a week later when no review came, never another, and none after a review", async () => {
    const company = await createCompany(db());
    const silent = await createMovedJob(db(), { companyId: company.id });
    const reviewed = await createMovedJob(db(), { companyId: company.id });
    const handle = await getDb();
    const invitedAt = new Date();
    await inviteToReview(handle, invitedAt);
    const [reviewToken] = await reviewTokensSentTo(db(), reviewed.request.email);
    await submitReview(reviewToken ?? "", review, { authorLanguage: "en-GB" });

    const almostAWeek = new Date(invitedAt.getTime() + REVIEW_REMINDER_DAYS * DAY_MS - 60_000);
    expect(await remindToReview(handle, almostAWeek)).toBe(0);

    const aWeekLater = new Date(invitedAt.getTime() + REVIEW_REMINDER_DAYS * DAY_MS + 60_000);
    const [first, second] = await Promise.all([runTimeSweeps(handle, aWeekLater), runTimeSweeps(handle, aWeekLater)]);
    // Every invitation due (this test's and the previous one's) was reminded by exactly one sweep.
    const reminded = await db()
      .select({ jobId: reviewInvitations.jobId })
      .from(reviewInvitations)
      .where(eq(reviewInvitations.remindedAt, aWeekLater));
    expect(first.reviewsReminded + second.reviewsReminded).toBe(reminded.length);
    expect(reminded.map((row) => row.jobId)).toContain(silent.job.id);
    expect(reminded.map((row) => row.jobId)).not.toContain(reviewed.job.id);
    // Invitations the week-later run sent are not due yet; this one was reminded and is never due again.
    expect(await remindToReview(handle, new Date(aWeekLater.getTime() + 6 * DAY_MS))).toBe(0);

    const silentEmails = await invitationEmails([silent.request.email]);
    expect(silentEmails.map((email) => email.subject).sort()).toEqual([
      `A reminder: review your move with ${company.name}`,
      `How did your move with ${company.name} go?`,
    ]);
    expect(await invitationEmails([reviewed.request.email])).toHaveLength(1);

    // Both links of the silent customer open the same review form, once.
    const [reminderToken, invitationToken] = await reviewTokensSentTo(db(), silent.request.email);
    expect(reminderToken).not.toBe(invitationToken);
    await submitReview(reminderToken ?? "", review, { authorLanguage: "en-GB" });
    await expect(submitReview(invitationToken ?? "", review, { authorLanguage: "en-GB" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
