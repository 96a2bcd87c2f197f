import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import { companies, reviews } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { reviewReasonField, reviewReplyField } from "~/lib/schemas/review";
import { getDb } from "../db.server";
import { publishedReviewColumns } from "../directory/companies.server";
import { recordDirectoryChange } from "../directory/directory-changes.server";
import { paginate } from "../lists/paginate.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId, parseOrThrow } from "../validation.server";

/**
 * Profile > Reviews: a company's published reviews, its one public reply to each, and its
 * reports to staff. Every query is scoped to the company.
 */

const PAGE_SIZE = 10;

export async function listOwnReviews(scope: CompanyScope, { page }: { page: number }) {
  const db = await getDb();
  const where = and(ownedBy(reviews, scope), eq(reviews.status, "published"));
  const [figures] = await db
    .select({ rating: companies.rating, reviewCount: companies.reviewCount })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const { rows, ...paging } = await paginate({
    page,
    pageSize: PAGE_SIZE,
    count: () => db.$count(reviews, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          ...publishedReviewColumns,
          reportReason: reviews.reportReason,
          reportedAt: reviews.reportedAt,
        })
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
  });
  return { figures: figures ?? { rating: null, reviewCount: 0 }, rows, ...paging };
}
export type OwnReview = Awaited<ReturnType<typeof listOwnReviews>>["rows"][number];

/**
 * Sets `changes` on the company's published review when `condition` still holds; otherwise
 * says why not: no such review of this company (NOT_FOUND), not published, or `conflictKey`.
 */
async function changeOwnReview(
  scope: CompanyScope,
  reviewId: string,
  changes: Partial<typeof reviews.$inferInsert>,
  condition: SQL,
  conflictKey: string,
): Promise<void> {
  assertId(reviewId, "reviews:errors.reviewNotFound");
  const db = await getDb();
  const mine = and(eq(reviews.id, reviewId), ownedBy(reviews, scope));
  const changed = await db
    .update(reviews)
    .set(changes)
    .where(and(mine, eq(reviews.status, "published"), condition))
    .returning({ id: reviews.id });
  if (changed.length > 0) return recordDirectoryChange(db, { coverage: false });
  const [review] = await db.select({ status: reviews.status }).from(reviews).where(mine);
  if (!review) throw new AppError("NOT_FOUND", "reviews:errors.reviewNotFound");
  if (review.status !== "published") throw new AppError("CONFLICT", "reviews:errors.notPublished");
  throw new AppError("CONFLICT", conflictKey);
}

/**
 * The company's one public reply to a review; it cannot be changed afterwards. `authorLanguage`
 * is the page language its author wrote in, stored with the reply.
 */
export async function replyToReview(
  scope: CompanyScope,
  {
    reviewId,
    reply,
    authorLanguage,
    now = new Date(),
  }: { reviewId: string; reply: string; authorLanguage: Locale; now?: Date },
): Promise<void> {
  const text = parseOrThrow(reviewReplyField, reply);
  await changeOwnReview(
    scope,
    reviewId,
    { reply: text, replyLanguage: authorLanguage, repliedAt: now },
    isNull(reviews.reply),
    "reviews:errors.alreadyReplied",
  );
}

/** Reports a review to staff with a reason; it then waits in /admin/reviews (still published). */
export async function reportReview(
  scope: CompanyScope,
  {
    reviewId,
    reason,
    actorUserId,
    now = new Date(),
  }: { reviewId: string; reason: string; actorUserId: string; now?: Date },
): Promise<void> {
  const text = parseOrThrow(reviewReasonField, reason);
  await changeOwnReview(
    scope,
    reviewId,
    { reportReason: text, reportedAt: now, reportedByUserId: actorUserId, reportResolvedAt: null },
    isNull(reviews.reportedAt),
    "reviews:errors.alreadyReported",
  );
}
