import { and, count, eq, gte, sql } from "drizzle-orm";
import { companies, quoteRequests } from "~/db/schema";
import { getDb } from "../db.server";
import { sqlListed } from "./profile-completeness.server";

/** The recruitment page's figures, counted from the database (nothing on the site is typed in). */
export interface RecruitmentFigures {
  /** Partner companies the directory lists (approved, profile complete). */
  partners: number;
  /** Mean stored rating of the approved partners that have reviews, one decimal; null when none has. */
  averagePartnerRating: number | null;
  /** Quote requests sent in the 30 days before `now`. */
  quoteRequestsLast30Days: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** Two indexed aggregates (companies by status, quote requests by creation time); nothing per company. */
export async function getRecruitmentFigures(now = new Date()): Promise<RecruitmentFigures> {
  const db = await getDb();
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [[partners], [requests]] = await Promise.all([
    db
      .select({
        count: count(),
        averageRating: sql<number | null>`round(avg(${companies.rating})::numeric, 1)::float8`,
      })
      .from(companies)
      .where(and(sqlListed, eq(companies.isPartner, true))),
    db.select({ count: count() }).from(quoteRequests).where(gte(quoteRequests.createdAt, since)),
  ]);
  return {
    partners: partners?.count ?? 0,
    averagePartnerRating: partners?.averageRating ?? null,
    quoteRequestsLast30Days: requests?.count ?? 0,
  };
}
