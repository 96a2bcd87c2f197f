import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox, jobs, quoteRequests, reviews } from "~/db/schema";
import { ukMoment } from "~/lib/uk-time";
import { recomputeCompanyRatings } from "~/server/reviews/company-ratings.server";
import { createBookedJob, ukDate } from "./leads";

const LEEDS = { city: "Leeds", lat: 53.7997, lng: -1.5492 };

/**
 * A job the company won, moved and marked completed `daysAgo` days ago (UK dates, at the end of
 * the moving day), its request completed as completing the job leaves it.
 */
export async function createMovedJob(
  db: Database,
  { companyId, daysAgo = 1 }: { companyId: string; daysAgo?: number },
) {
  const day = ukDate(-daysAgo);
  const booked = await createBookedJob(db, { companyId, to: LEEDS, day });
  const completedAt = ukMoment(day, 18);
  await db.update(jobs).set({ status: "completed", completedAt }).where(eq(jobs.id, booked.job.id));
  await db.update(quoteRequests).set({ status: "completed" }).where(eq(quoteRequests.id, booked.request.id));
  return { ...booked, job: { ...booked.job, status: "completed" as const, completedAt } };
}

/** The review link tokens emailed to this address, newest first. */
export async function reviewTokensSentTo(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "review-invitation")))
    .orderBy(desc(emailOutbox.createdAt));
  return rows.map((row) => row.text.match(/\/review\/([A-Za-z0-9_-]{43})/)?.[1] ?? "");
}

/**
 * A published review scoring `score` on all three, of a move the company did `daysAgo` days ago
 * (too long ago for the invitation sweep), with the company's figures recomputed as publishing
 * does.
 */
export async function createPublishedReview(
  db: Database,
  { companyId, score, daysAgo = 60 }: { companyId: string; score: number; daysAgo?: number },
) {
  const { request, job } = await createMovedJob(db, { companyId, daysAgo });
  const [review] = await db
    .insert(reviews)
    .values({
      companyId,
      quoteRequestId: request.id,
      jobId: job.id,
      authorName: "Earlier C.",
      title: `Scored ${score}`,
      content: "An earlier move, reviewed at the time.",
      quality: score,
      customerService: score,
      valueForMoney: score,
      overall: score,
      status: "published",
      publishedAt: new Date(),
    })
    .returning();
  if (!review) throw new Error("createPublishedReview: no row returned");
  await recomputeCompanyRatings(db, [companyId]);
  return review;
}
