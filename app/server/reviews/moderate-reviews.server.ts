import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { companies, quoteRequests, reviews } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { companyPath } from "~/lib/directory";
import { AppError } from "~/lib/errors";
import { recordAudit } from "../audit/audit-log.server";
import { getDb } from "../db.server";
import { recordDirectoryChange } from "../directory/directory-changes.server";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { paginate } from "../lists/paginate.server";
import { assertId } from "../validation.server";
import { recomputeCompanyRatings } from "./company-ratings.server";

/**
 * Staff moderation: reviews a content check held (status pending) and published reviews a
 * company reported wait here until staff publish or reject them. A decision is one transaction:
 * the review, the company's figures, the audit entry and the customer's email.
 */

const openReport = and(isNotNull(reviews.reportedAt), isNull(reviews.reportResolvedAt));
const awaitingDecision = or(eq(reviews.status, "pending"), and(eq(reviews.status, "published"), openReport));

/** The reviews waiting for staff, oldest first. */
export async function listReviewsToModerate({ page }: { page: number }) {
  const db = await getDb();
  const { rows, ...paging } = await paginate({
    page,
    count: () => db.$count(reviews, awaitingDecision),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: reviews.id,
          createdAt: reviews.createdAt,
          companyName: companies.name,
          companySlug: companies.slug,
          authorName: reviews.authorName,
          title: reviews.title,
          content: reviews.content,
          writtenLanguage: reviews.writtenLanguage,
          quality: reviews.quality,
          customerService: reviews.customerService,
          valueForMoney: reviews.valueForMoney,
          overall: reviews.overall,
          status: reviews.status,
          heldReason: reviews.heldReason,
          reportReason: reviews.reportReason,
        })
        .from(reviews)
        .innerJoin(companies, eq(companies.id, reviews.companyId))
        .where(awaitingDecision)
        .orderBy(asc(reviews.createdAt), asc(reviews.id))
        .limit(limit)
        .offset(offset),
  });
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), ...paging };
}
export type ReviewToModerate = Awaited<ReturnType<typeof listReviewsToModerate>>["rows"][number];

export type ReviewDecision = { decision: "publish"; reason?: string | null } | { decision: "reject"; reason: string };

/**
 * Publishes or rejects a review waiting for staff. Publishing a reported review keeps it up and
 * closes the report; rejecting takes it down. The customer is emailed when the review's status
 * changes. Throws NOT_FOUND for an unknown review, CONFLICT for one no longer waiting.
 */
export async function decideReview({
  reviewId,
  actorUserId,
  now = new Date(),
  ...input
}: ReviewDecision & { reviewId: string; actorUserId: string; now?: Date }): Promise<void> {
  assertId(reviewId, "reviews:errors.reviewNotFound");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        review: reviews,
        awaiting: sql<boolean>`coalesce(${awaitingDecision}, false)`,
        companyName: companies.name,
        companySlug: companies.slug,
        customer: { fullName: quoteRequests.fullName, email: quoteRequests.email, locale: quoteRequests.locale },
      })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .leftJoin(quoteRequests, eq(quoteRequests.id, reviews.quoteRequestId))
      .where(eq(reviews.id, reviewId))
      .for("update", { of: reviews });
    if (!row) throw new AppError("NOT_FOUND", "reviews:errors.reviewNotFound");
    const { review } = row;
    if (!row.awaiting) throw new AppError("CONFLICT", "reviews:errors.notInQueue");

    const status = input.decision === "publish" ? "published" : "rejected";
    const reason = input.reason?.trim() || null;
    const reportResolvedAt = review.reportedAt ? now : null;
    await tx
      .update(reviews)
      .set({
        status,
        publishedAt: status === "published" ? (review.publishedAt ?? now) : review.publishedAt,
        rejectionReason: status === "rejected" ? reason : null,
        moderatedAt: now,
        reportResolvedAt,
      })
      .where(eq(reviews.id, review.id));
    await recomputeCompanyRatings(tx, [review.companyId]);
    await recordDirectoryChange(tx, { coverage: false });
    await recordAudit(tx, {
      actorUserId,
      action: input.decision === "publish" ? "review.publish" : "review.reject",
      subjectType: "review",
      subjectId: review.id,
      before: { status: review.status, heldReason: review.heldReason, reportReason: review.reportReason },
      after: { status, reason },
    });

    if (status !== review.status && row.customer?.email) {
      await queueEmail(tx, {
        to: row.customer.email,
        template: "review-decision",
        payload: {
          fullName: row.customer.fullName ?? review.authorName,
          companyName: row.companyName,
          title: review.title,
          decision: status,
          reason: status === "rejected" ? reason : null,
          companyUrl: absoluteUrl(companyPath(row.companySlug)),
        },
        locale: asLocale(row.customer.locale),
      });
    }
  });
}
