import { reviews } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { holdReasonOf, overallScore, publicAuthorName } from "~/lib/reviews";
import { type ReviewInput, reviewSchema } from "~/lib/schemas/review";
import type { ReviewHoldReason } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { recordDirectoryChange } from "../directory/directory-changes.server";
import { parseOrThrow } from "../validation.server";
import { recomputeCompanyRatings } from "./company-ratings.server";
import { findInvitedJob } from "./review-invitations.server";

/** What the review page shows before the form: whose move, which company. */
export async function getReviewInvitation(token: string) {
  const job = await findInvitedJob(await getDb(), token);
  if (!job) return null;
  return {
    companyName: job.companyName,
    companySlug: job.companySlug,
    fromTown: job.fromTown,
    toTown: job.toTown,
    movingDay: job.movingDay,
  };
}

export type SubmittedReview =
  | { status: "published"; companySlug: string }
  | { status: "pending"; heldReason: ReviewHoldReason; companySlug: string };

/**
 * Writes the customer's review of the job their link names, in one transaction holding the
 * invitation: published at once when the text passes the content checks (and the company's
 * figures recomputed with it), otherwise held for staff with the reason. Throws NOT_FOUND for a
 * link that opens nothing (tampered, unknown or already used: one review per job).
 * `authorLanguage` is the page language the customer wrote in, stored with the text.
 */
export async function submitReview(
  token: string,
  input: ReviewInput,
  { authorLanguage, now = new Date() }: { authorLanguage: Locale; now?: Date },
): Promise<SubmittedReview> {
  const review = parseOrThrow(reviewSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await findInvitedJob(tx, token, { lock: true });
    if (!job) throw new AppError("NOT_FOUND", "reviews:errors.linkNotFound");
    const heldReason = holdReasonOf(`${review.title}\n${review.content}`);
    await tx.insert(reviews).values({
      companyId: job.companyId,
      quoteRequestId: job.quoteRequestId,
      jobId: job.jobId,
      authorName: publicAuthorName(job.fullName),
      title: review.title,
      content: review.content,
      writtenLanguage: authorLanguage,
      quality: review.quality,
      customerService: review.customerService,
      valueForMoney: review.valueForMoney,
      overall: overallScore(review),
      wouldRecommend: review.wouldRecommend,
      status: heldReason ? "pending" : "published",
      heldReason,
      createdAt: now,
      publishedAt: heldReason ? null : now,
    });
    if (heldReason) return { status: "pending", heldReason, companySlug: job.companySlug };
    await recomputeCompanyRatings(tx, [job.companyId]);
    await recordDirectoryChange(tx, { coverage: false });
    return { status: "published", companySlug: job.companySlug };
  });
}
