import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "~/db/client.server";
import { companies, leads, quoteRequests } from "~/db/schema";
import { isPausedOn } from "~/lib/company-pause";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { AppError } from "~/lib/errors";
import { todayInUk } from "~/lib/uk-time";
import { isOpenRequest } from "~/lib/vocabulary";
import { metrics } from "../observability/metrics.server";
import { claimsSince, leadOpenSince, movingDateHasPassed } from "./lead-sql.server";

/**
 * What decides a claim: the facts a claim reads under the request's lock, and the rules that
 * refuse it from those facts.
 */

const DAY_MS = 24 * 3600 * 1000;

const claimsSinceSql = (since: Date) =>
  sql<number>`(select count(*) from ${leads} where ${claimsSince(companies.id, since)})::int`;

/** What a claim reads of a company: its standing, pause, caps and billing, and what the customer is told. */
const claimingCompanyColumns = {
  id: companies.id,
  status: companies.status,
  isPartner: companies.isPartner,
  paused: companies.paused,
  pausedUntil: companies.pausedUntil,
  leadCapPerDay: companies.leadCapPerDay,
  leadCapPerWeek: companies.leadCapPerWeek,
  expressPay: companies.expressPay,
  name: companies.name,
  town: companies.town,
  slug: companies.slug,
  rating: companies.rating,
  reviewCount: companies.reviewCount,
};

/**
 * Locks the request and the companies claiming it (in this order, the companies by id, as every
 * claim does) in one statement: a company's caps count its claims of every request. Returns the
 * request and the companies found. The facts are read by the next statement: on PostgreSQL that
 * one starts after the locks are held, so it sees every claim committed before.
 */
export async function lockRequestAndCompanies(tx: Transaction, requestId: string, companyIds: string[]) {
  const locked = await tx
    .select({ quoteRequest: quoteRequests, company: claimingCompanyColumns })
    .from(quoteRequests)
    .innerJoin(companies, inArray(companies.id, companyIds))
    .where(eq(quoteRequests.id, requestId))
    .orderBy(asc(companies.id))
    .for("update");
  const quoteRequest = locked[0]?.quoteRequest;
  if (quoteRequest) return { quoteRequest, companies: locked.map(({ company }) => company) };
  const [exists] = await tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId))
    .for("update");
  if (!exists) throw new AppError("NOT_FOUND", "leads:errors.notFound");
  return null;
}

/**
 * The companies holding the request's slots, and for each claiming company its own lead on the
 * request and its recent claims, in one read.
 */
export async function claimFacts(tx: Transaction, requestId: string, companyIds: string[], now: Date) {
  const ownLead = alias(leads, "own_lead");
  const rows = await tx
    .select({
      companyId: companies.id,
      existing: ownLead,
      claimers: sql<
        string[]
      >`array(select ${leads.companyId} from ${leads} where ${leads.quoteRequestId} = ${requestId} and ${leads.claimedAt} is not null)::text[]`,
      claimsLastDay: claimsSinceSql(new Date(now.getTime() - DAY_MS)),
      claimsLastWeek: claimsSinceSql(new Date(now.getTime() - 7 * DAY_MS)),
    })
    .from(companies)
    .leftJoin(ownLead, and(eq(ownLead.quoteRequestId, requestId), eq(ownLead.companyId, companies.id)))
    .where(inArray(companies.id, companyIds));
  return { claimers: rows[0]?.claimers ?? [], byCompany: new Map(rows.map((row) => [row.companyId, row])) };
}

export type LockedCompany = NonNullable<Awaited<ReturnType<typeof lockRequestAndCompanies>>>["companies"][number];
type QuoteRequest = typeof quoteRequests.$inferSelect;
type Lead = typeof leads.$inferSelect;

/** The refusal of a claim because the request's places are all taken (counted for /metrics). */
export function leadFull(): AppError {
  metrics().claimsRefusedFull.inc();
  return new AppError("CONFLICT", "leads:errors.leadFull", { params: { slots: MAX_MATCHED_COMPANIES } });
}

/** An approved partner company; any other may not claim, nor see a claim it made before. */
export function isActive(company: LockedCompany | undefined): company is LockedCompany {
  return company?.status === "approved" && company.isPartner;
}

/** Why this active company may not claim the request now, or null when it may (its own lead not yet claimed). */
export function refusal(
  quoteRequest: Pick<QuoteRequest, "status" | "movingDate" | "specificDate" | "flexibleTo" | "createdAt">,
  company: Pick<LockedCompany, "paused" | "pausedUntil" | "leadCapPerDay" | "leadCapPerWeek">,
  facts:
    | { existing: Pick<Lead, "status" | "offeredAt"> | null; claimsLastDay: number; claimsLastWeek: number }
    | undefined,
  slotsTaken: number,
  now: Date,
): AppError | null {
  const existing = facts?.existing ?? null;
  if (isPausedOn(company, todayInUk(now))) return new AppError("CONFLICT", "leads:errors.companyPaused");
  if (existing?.status === "declined") return new AppError("CONFLICT", "leads:errors.leadDeclined");
  if (!isOpenRequest(quoteRequest.status) || movingDateHasPassed(quoteRequest, todayInUk(now))) {
    return new AppError("CONFLICT", "leads:errors.requestClosed");
  }
  // An invitation is open for LEAD_OPEN_DAYS from its offer; a Find work request from its submission,
  // and so is a lapsed invitation (its company may still claim a free place, as from Find work).
  const openSince = leadOpenSince(now);
  const expired =
    existing && existing.status !== "lapsed"
      ? existing.status !== "offered" || existing.offeredAt <= openSince
      : quoteRequest.createdAt <= openSince;
  if (expired) return new AppError("CONFLICT", "leads:errors.leadExpired");
  if (slotsTaken >= MAX_MATCHED_COMPANIES) return leadFull();
  // Caps are rolling: claims in the last 24 hours and the last 7 days.
  if (company.leadCapPerDay !== null && (facts?.claimsLastDay ?? 0) >= company.leadCapPerDay) {
    return new AppError("CONFLICT", "leads:errors.dailyCap", { params: { cap: company.leadCapPerDay } });
  }
  if (company.leadCapPerWeek !== null && (facts?.claimsLastWeek ?? 0) >= company.leadCapPerWeek) {
    return new AppError("CONFLICT", "leads:errors.weeklyCap", { params: { cap: company.leadCapPerWeek } });
  }
  return null;
}
