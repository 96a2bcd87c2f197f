import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { companies, leads, quoteRequests, quotes, quoteVersions, sqlRequestIsOpen } from "~/db/schema";
import { asLocale, type Locale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { type CompanyQuoteForm, type CompanyQuoteTerms, companyQuoteSchema } from "~/lib/schemas/company-quote";
import { todayInUk } from "~/lib/uk-time";
import { isOpenRequest, type QuoteInclusion, type QuoteStatus, type QuoteVat } from "~/lib/vocabulary";
import { languageOfSavedText } from "~/lib/written-language";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { cardColumns, type LeadCard, toLeadCard } from "../leads/lead-cards.server";
import { myLead, myLeadJoin } from "../leads/lead-sql.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { issueAccessLink } from "../quote-requests/access-links.server";
import { assertId, parseOrThrow } from "../validation.server";

/**
 * Quotes are a company's priced offers on its claimed leads ("Bidding"). A quote can be revised
 * until the customer decides; each version is kept in quote_versions and `quotes` holds the
 * current one, which is the only one the customer can accept.
 */

export interface QuoteVersionView {
  version: number;
  amountPence: number;
  inclusions: QuoteInclusion[];
  insuranceCoverPence: number | null;
  validUntil: string;
  message: string | null;
  depositTerms: string | null;
  cancellationTerms: string | null;
  /** The language of the message and terms (null: written before it was recorded). */
  writtenLanguage: Locale | null;
  vat: QuoteVat | null;
  sentAt: string;
}

export interface CompanyQuoteView extends QuoteVersionView {
  id: string;
  leadId: string;
  status: QuoteStatus;
  /** The customer changed the moving date after this version was sent. */
  givenForEarlierDate: boolean;
  /** Every version, newest first (the current one included). */
  versions: QuoteVersionView[];
}

/** The company's quote on its lead, with its history; null when it has not quoted. */
export async function getCompanyQuote(
  db: Database | Transaction,
  scope: CompanyScope,
  leadId: string,
): Promise<CompanyQuoteView | null> {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.leadId, leadId), ownedBy(quotes, scope)));
  if (!quote) return null;
  const versions = await db
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quote.id))
    .orderBy(desc(quoteVersions.version));
  const views = versions.map((version) => ({
    version: version.version,
    amountPence: version.amountPence,
    inclusions: version.inclusions,
    insuranceCoverPence: version.insuranceCoverPence,
    validUntil: version.validUntil,
    message: version.message,
    depositTerms: version.depositTerms,
    cancellationTerms: version.cancellationTerms,
    writtenLanguage: version.writtenLanguage,
    vat: version.vat,
    sentAt: version.createdAt.toISOString(),
  }));
  const current = views.find((version) => version.version === quote.version);
  if (!current) throw new Error(`Quote ${quote.id} has no row for its version ${quote.version}`);
  return {
    ...current,
    id: quote.id,
    leadId: quote.leadId,
    status: quote.status,
    givenForEarlierDate: quote.movingDateChangedAt !== null,
    versions: views,
  };
}

function sameTerms(quote: typeof quotes.$inferSelect, terms: CompanyQuoteTerms): boolean {
  return (
    quote.amountPence === terms.amountPence &&
    quote.inclusions.join() === terms.inclusions.join() &&
    quote.insuranceCoverPence === terms.insuranceCoverPence &&
    quote.validUntil === terms.validUntil &&
    quote.message === terms.message &&
    quote.depositTerms === terms.depositTerms &&
    quote.cancellationTerms === terms.cancellationTerms &&
    quote.vat === terms.vat
  );
}

/** A quote's texts are one piece of writing: a revision that keeps them keeps their language. */
function quoteTextLanguage(
  existing: typeof quotes.$inferSelect | undefined,
  terms: CompanyQuoteTerms,
  authorLanguage: Locale,
): Locale | null {
  const texts = (quote: Pick<CompanyQuoteTerms, "message" | "depositTerms" | "cancellationTerms">) =>
    [quote.message, quote.depositTerms, quote.cancellationTerms].filter(Boolean).join("\n") || null;
  const saved = existing && { text: texts(existing), language: existing.writtenLanguage };
  return languageOfSavedText(saved, texts(terms), authorLanguage);
}

/**
 * Sends the company's quote on its claimed lead, or revises the one it sent while the customer
 * has not decided (an expired quote can be renewed this way). The customer is emailed a fresh
 * link to compare. Sending the same terms again changes nothing. `authorLanguage` is the page
 * language the message and terms are written in.
 */
export async function sendQuote(
  scope: CompanyScope,
  {
    leadId,
    actorUserId,
    terms,
    authorLanguage,
    now = new Date(),
  }: { leadId: string; actorUserId: string; terms: CompanyQuoteForm; authorLanguage: Locale; now?: Date },
): Promise<CompanyQuoteView> {
  assertId(leadId, "leads:errors.notFound");
  const checked = parseOrThrow(companyQuoteSchema(todayInUk(now)), terms);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, quoteRequestId: leads.quoteRequestId, claimedAt: leads.claimedAt })
      .from(leads)
      .where(and(eq(leads.id, leadId), ownedBy(leads, scope)));
    if (!lead) throw new AppError("NOT_FOUND", "leads:errors.notFound");
    // The request row is the lock the customer's accept takes too: a revision and an
    // acceptance never interleave.
    const [quoteRequest] = await tx
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, lead.quoteRequestId))
      .for("update");
    if (!quoteRequest) throw new AppError("NOT_FOUND", "leads:errors.notFound");
    if (!lead.claimedAt) throw new AppError("CONFLICT", "leads:errors.notClaimed");
    if (!isOpenRequest(quoteRequest.status)) throw new AppError("CONFLICT", "leads:errors.requestClosed");

    const [existing] = await tx.select().from(quotes).where(eq(quotes.leadId, lead.id)).for("update");
    if (existing && existing.status !== "sent" && existing.status !== "expired") {
      throw new AppError("CONFLICT", "leads:errors.quoteDecided");
    }
    const unchanged =
      existing?.status === "sent" && existing.movingDateChangedAt === null && sameTerms(existing, checked);
    if (!unchanged) {
      const version = (existing?.version ?? 0) + 1;
      const written = { ...checked, writtenLanguage: quoteTextLanguage(existing, checked, authorLanguage) };
      const current = { ...written, version, status: "sent" as const, movingDateChangedAt: null, updatedAt: now };
      const [quote] = existing
        ? await tx.update(quotes).set(current).where(eq(quotes.id, existing.id)).returning({ id: quotes.id })
        : await tx
            .insert(quotes)
            .values({ ...current, leadId: lead.id, companyId: scope.companyId, createdAt: now })
            .returning({ id: quotes.id });
      if (!quote) throw new Error("sendQuote: the quote row was not written");
      await tx
        .insert(quoteVersions)
        .values({ ...written, quoteId: quote.id, version, createdByUserId: actorUserId, createdAt: now });
      await tx.update(leads).set({ status: "quoted" }).where(eq(leads.id, lead.id));
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, scope.companyId));
      await queueEmail(tx, {
        to: quoteRequest.email,
        template: "customer-quote-received",
        payload: {
          fullName: quoteRequest.fullName,
          reference: quoteRequest.reference,
          companyName: company?.name ?? "",
          amountPence: checked.amountPence,
          validUntil: checked.validUntil,
          revised: Boolean(existing),
          requestUrl: await issueAccessLink(tx, quoteRequest.id, now),
        },
        locale: asLocale(quoteRequest.locale),
      });
    }
    const view = await getCompanyQuote(tx, scope, lead.id);
    if (!view) throw new Error("sendQuote: the quote was not found after writing it");
    return view;
  });
}

export interface BiddingItem {
  card: LeadCard;
  quote: { id: string; version: number; status: QuoteStatus; amountPence: number; validUntil: string | null };
  givenForEarlierDate: boolean;
}

/**
 * Bidding: the company's quotes awaiting the customer (sent, or expired and open to renewal)
 * on requests still taking quotes. Won and lost leave the list.
 */
export async function listBidding(scope: CompanyScope): Promise<BiddingItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      card: cardColumns(scope),
      quote: {
        id: quotes.id,
        version: quotes.version,
        status: quotes.status,
        amountPence: quotes.amountPence,
        validUntil: quotes.validUntil,
        movingDateChangedAt: quotes.movingDateChangedAt,
      },
    })
    .from(quoteRequests)
    .innerJoin(myLead, myLeadJoin(scope))
    .innerJoin(quotes, eq(quotes.leadId, myLead.id))
    .where(
      and(ownedBy(quotes, scope), inArray(quotes.status, ["sent", "expired"]), sqlRequestIsOpen(quoteRequests.status)),
    )
    .orderBy(asc(quotes.validUntil));
  return rows.map(({ card, quote: { movingDateChangedAt, ...quote } }) => ({
    card: toLeadCard(card),
    quote,
    givenForEarlierDate: movingDateChangedAt !== null,
  }));
}
