import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobStatusChanges, jobs, quoteRequests, quotes, reviewInvitations } from "~/db/schema";
import { JOB_UNDO_MINUTES, partnerJobPath } from "~/lib/job-rules";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import { getDb } from "~/server/db.server";
import { changeJobStatus, undoJobStatus } from "~/server/jobs/job-changes.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { acceptQuote } from "~/server/quote-requests/accept-quote.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { inviteToReview } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createBookedJob, createMember, createRequestWithToken } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * A job's status and the calendar (docs/product-rules.md, "Job status: dates and undo"): a job
 * starts no earlier than the first day of its moving window and completes only once started;
 * the last Start or Complete can be undone once within JOB_UNDO_MINUTES, audited; completing is
 * what makes the review invitation due the next morning, and an undo withdraws it.
 */

const LEEDS = { city: "Leeds", lat: 53.7997, lng: -1.5492 };
const MINUTE = 60_000;

describe("job status dates and undo", () => {
  const db = setupTestDatabase();

  async function partnerWithJob(day: string) {
    const company = await createCompany(db());
    const partner = await createSignedInUser({ role: "partner", company });
    const booked = await createBookedJob(db(), { companyId: company.id, to: LEEDS, day });
    const send = (fields: Record<string, string>) =>
      callRoute(post(partnerJobPath(booked.job.id), fields, { cookie: partner.cookie }));
    return { ...booked, scope: { companyId: company.id }, partner, send };
  }

  async function jobRow(jobId: string) {
    const [row] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    if (!row) throw new Error("job gone");
    return row;
  }

  async function requestStatus(requestId: string) {
    const [row] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    return row?.status;
  }

  const auditOf = (jobId: string) =>
    db()
      .select({
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "job"), eq(auditLog.subjectId, jobId)))
      .orderBy(asc(auditLog.at));

  it("refuses to start a job before the first day of its moving window, with a 409 and a clear message", async () => {
    const { job, send } = await partnerWithJob(addDays(todayInUk(), 1));
    const result = await send({ intent: "status", to: "in_progress" });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ ok: false, message: { key: "backOffice:jobs.errors.beforeWindow" } });
    expect((await jobRow(job.id)).status).toBe("upcoming");
    expect(await auditOf(job.id)).toEqual([]);
  });

  it("starts a job on the first day of its window, then completes it, each change audited", async () => {
    const { job, request, partner, send } = await partnerWithJob(todayInUk());
    expect((await send({ intent: "status", to: "completed" })).status).toBe(409);
    expect((await send({ intent: "status", to: "in_progress" })).status).toBe(200);
    expect((await send({ intent: "status", to: "completed" })).status).toBe(200);
    const row = await jobRow(job.id);
    expect(row.status).toBe("completed");
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(await requestStatus(request.id)).toBe("completed");
    expect(await auditOf(job.id)).toEqual([
      {
        action: "job.status",
        actorUserId: partner.id,
        before: { status: "upcoming" },
        after: { status: "in_progress" },
      },
      {
        action: "job.status",
        actorUserId: partner.id,
        before: { status: "in_progress" },
        after: { status: "completed" },
      },
    ]);
  });

  it("undoes the last change once within 10 minutes: the status, the request and the history go back, audited", async () => {
    const { job, request, partner, send } = await partnerWithJob(todayInUk());
    await send({ intent: "status", to: "in_progress" });
    await send({ intent: "status", to: "completed" });

    const undone = await send({ intent: "undo" });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({ ok: true, data: { reference: job.reference, status: "in_progress" } });
    const row = await jobRow(job.id);
    expect(row.status).toBe("in_progress");
    expect(row.completedAt).toBeNull();
    expect(await requestStatus(request.id)).toBe("booked");
    const changes = await db()
      .select()
      .from(jobStatusChanges)
      .where(eq(jobStatusChanges.jobId, job.id))
      .orderBy(asc(jobStatusChanges.changedAt));
    expect(changes.map((change) => [change.toStatus, change.undoneAt !== null])).toEqual([
      ["in_progress", false],
      ["completed", true],
    ]);
    expect((await auditOf(job.id)).at(-1)).toEqual({
      action: "job.status-undone",
      actorUserId: partner.id,
      before: { status: "completed" },
      after: { status: "in_progress" },
    });

    // Only once: the Start before it stays.
    const again = await send({ intent: "undo" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: { key: "backOffice:jobs.errors.cannotUndo" } });
    expect((await jobRow(job.id)).status).toBe("in_progress");
  });

  it("refuses to undo after 10 minutes, and never undoes a cancellation", async () => {
    const { job, scope, partner } = await partnerWithJob(todayInUk());
    const startedAt = new Date();
    await changeJobStatus(scope, { jobId: job.id, actorUserId: partner.id, to: "in_progress", now: startedAt });
    const late = new Date(startedAt.getTime() + JOB_UNDO_MINUTES * MINUTE + 1000);
    await expect(undoJobStatus(scope, { jobId: job.id, actorUserId: partner.id, now: late })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "backOffice:jobs.errors.cannotUndo",
    });
    expect((await jobRow(job.id)).status).toBe("in_progress");

    const cancelled = await partnerWithJob(todayInUk());
    await changeJobStatus(cancelled.scope, {
      jobId: cancelled.job.id,
      actorUserId: cancelled.partner.id,
      to: "cancelled",
      reason: "Van broke down",
    });
    await expect(
      undoJobStatus(cancelled.scope, { jobId: cancelled.job.id, actorUserId: cancelled.partner.id }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await jobRow(cancelled.job.id)).status).toBe("cancelled");
  });

  it("makes the review invitation due the morning after completion, and an undo withdraws it", async () => {
    // A flexible window of three weeks: the job is done on its first day, long before the window ends.
    const first = todayInUk();
    const kept = await partnerWithJob(first);
    const undone = await partnerWithJob(first);
    const window = { pickupTo: ukMoment(addDays(first, 21), 18) };
    await db().update(jobs).set(window).where(eq(jobs.id, kept.job.id));
    await db().update(jobs).set(window).where(eq(jobs.id, undone.job.id));
    const completedAt = ukMoment(first, 9);
    const startedAt = ukMoment(first, 8);
    for (const booked of [kept, undone]) {
      const { scope, partner } = booked;
      await changeJobStatus(scope, {
        jobId: booked.job.id,
        actorUserId: partner.id,
        to: "in_progress",
        now: startedAt,
      });
      await changeJobStatus(scope, {
        jobId: booked.job.id,
        actorUserId: partner.id,
        to: "completed",
        now: completedAt,
      });
    }
    await undoJobStatus(undone.scope, {
      jobId: undone.job.id,
      actorUserId: undone.partner.id,
      now: new Date(completedAt.getTime() + 5 * MINUTE),
    });

    const handle = await getDb();
    expect(await inviteToReview(handle, ukMoment(first, 20))).toBe(0);
    await inviteToReview(handle, ukMoment(addDays(first, 1), 7));
    const invited = await db().select({ jobId: reviewInvitations.jobId }).from(reviewInvitations);
    expect(invited.map((row) => row.jobId)).toContain(kept.job.id);
    expect(invited.map((row) => row.jobId)).not.toContain(undone.job.id);
  });

  it("is not invited to review just after midnight when the completion can still be undone", async () => {
    const day = addDays(todayInUk(), -1);
    const booked = await partnerWithJob(day);
    const completedAt = ukMoment(day, 23);
    const justBefore = new Date(completedAt.getTime() + 55 * MINUTE);
    const { scope, partner } = booked;
    await changeJobStatus(scope, {
      jobId: booked.job.id,
      actorUserId: partner.id,
      to: "in_progress",
      now: completedAt,
    });
    await changeJobStatus(scope, { jobId: booked.job.id, actorUserId: partner.id, to: "completed", now: justBefore });
    const handle = await getDb();
    const afterMidnight = new Date(justBefore.getTime() + 8 * MINUTE);
    const rows = () => db().select().from(reviewInvitations).where(eq(reviewInvitations.jobId, booked.job.id));
    await inviteToReview(handle, afterMidnight);
    expect(await rows()).toEqual([]);
    await inviteToReview(handle, new Date(justBefore.getTime() + (JOB_UNDO_MINUTES + 1) * MINUTE));
    expect(await rows()).toHaveLength(1);
  });

  it("shows the job sheet: both properties, the move's estimate, the customer's description and the accepted quote", async () => {
    const company = await createCompany(db());
    const partner = await createSignedInUser({ role: "partner", company });
    const { job, request, quote } = await createBookedJob(db(), { companyId: company.id, to: LEEDS, day: todayInUk() });
    await db()
      .update(quoteRequests)
      .set({
        currentPropertyType: "apartment",
        currentFloorNumber: "3",
        currentLiftAvailable: "no",
        newPropertyType: "house",
        newBedrooms: "3",
        additionalDetails: "A piano on the second floor",
      })
      .where(eq(quoteRequests.id, request.id));
    await db()
      .update(quotes)
      .set({ inclusions: ["packing", "insurance"], insuranceCoverPence: 5_000_000 })
      .where(eq(quotes.id, quote.id));
    const result = await callRoute(page(partnerJobPath(job.id), { cookie: partner.cookie }));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      job: {
        sheet: {
          current: { type: "apartment", floorNumber: "3", liftAvailable: "no" },
          next: { type: "house", bedrooms: "3" },
          additionalDetails: "A piano on the second floor",
          inclusions: ["packing", "insurance"],
          insuranceCoverPence: 5_000_000,
          volumeM3: expect.any(Number),
          crew: expect.any(Number),
        },
      },
    });
  });

  it("books a job whose customer gave no destination as a move from its town only", async () => {
    const company = await createCompany(db());
    const scope = { companyId: company.id };
    const actorUserId = await createMember(db(), company.id);
    const { request, token } = await createRequestWithToken(db(), { fromCity: "Leeds", toCity: null, toAddress: null });
    const claim = await claimLead(scope, { quoteRequestId: request.id, actorUserId });
    const quote = await sendQuote(scope, {
      authorLanguage: "en-GB",
      leadId: claim.leadId,
      actorUserId,
      terms: { price: "500" },
    });
    await acceptQuote(token, { quoteId: quote.id, version: 1 });
    const [job] = await db().select().from(jobs).where(eq(jobs.companyId, company.id));
    expect(job?.toTown).toBeNull();
    expect(job?.title).toMatch(/from Leeds$/);
    expect(job?.title).not.toContain("to Leeds");
  });
});
