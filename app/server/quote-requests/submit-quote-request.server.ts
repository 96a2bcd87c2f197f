import { randomBytes, randomInt } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { companies, leads, quoteRequests } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { customerRequestPath } from "~/lib/lead-rules";
import type { MatchedCompanySummary, QuoteRequestInput } from "~/lib/schemas/quote-request";
import { isSlug } from "~/lib/slugs";
import { getDb } from "../db.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { absoluteUrl, getEnv } from "../env.server";
import { getGeocoder } from "../geo/geocoder.server";
import { offerOpenPlaces } from "../leads/invitation-waves.server";
import { moveDateOf } from "../leads/lead-cards.server";
import { locateMoveOrigin, type MatchedCompany, sqlInvitable } from "../matching/match-companies.server";
import { hashAccessToken } from "./access-links.server";
import { checkCode, consumeCode } from "./verification-codes.server";

export interface SubmittedQuoteRequest {
  reference: string;
  companies: MatchedCompanySummary[];
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "MM-7KQ2XH4P": short enough to read out on the phone, too many to guess. */
function newReference(): string {
  let suffix = "";
  for (let index = 0; index < 8; index++) suffix += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `MM-${suffix}`;
}

async function findSubmitted(tx: Transaction | Awaited<ReturnType<typeof getDb>>, where: { idempotencyKey: string }) {
  const [quoteRequest] = await tx
    .select({ id: quoteRequests.id, reference: quoteRequests.reference })
    .from(quoteRequests)
    .where(eq(quoteRequests.idempotencyKey, where.idempotencyKey))
    .limit(1);
  if (!quoteRequest) return undefined;
  const matched = await tx
    .select({
      slug: companies.slug,
      name: companies.name,
      town: companies.town,
      rating: companies.rating,
      reviewCount: companies.reviewCount,
    })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .where(eq(leads.quoteRequestId, quoteRequest.id))
    .orderBy(asc(leads.matchRank));
  return { reference: quoteRequest.reference, companies: matched };
}

function summariesOf(matched: MatchedCompany[]): MatchedCompanySummary[] {
  return matched.map(({ slug, name, town, rating, reviewCount }) => ({ slug, name, town, rating, reviewCount }));
}

export interface RequestableCompany {
  id: string;
  slug: string;
  name: string;
}

/**
 * The company a request from its page names ("Get Quote" on its card or page, `?company=slug`):
 * an approved partner that could be invited. Anything else (an unknown slug, a listing that is
 * not a partner) is undefined, and the request names nobody.
 */
export async function findRequestableCompany(
  db: Transaction | Awaited<ReturnType<typeof getDb>>,
  slug: string | undefined,
): Promise<RequestableCompany | undefined> {
  // A slug that cannot exist (a NUL byte above all, which PostgreSQL refuses) is never looked up.
  if (!slug || !isSlug(slug)) return undefined;
  const [company] = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .where(and(eq(companies.slug, slug), eq(companies.status, "approved"), eq(companies.isPartner, true), sqlInvitable))
    .limit(1);
  return company;
}

/**
 * Stores a verified quote request, matches it with up to 6 companies, creates their leads and
 * queues the customer's confirmation (in the customer's `locale`) and each partner's alert (in
 * the partner's), all in one transaction. Idempotent on the client's key: a replay returns the
 * request the first call stored.
 */
export async function submitQuoteRequest({
  input,
  code,
  idempotencyKey,
  companySlug,
  locale,
  now = new Date(),
}: {
  input: QuoteRequestInput;
  code: string;
  idempotencyKey: string;
  /** The company whose page the request came from: invited first when it covers the move. */
  companySlug?: string;
  locale: Locale;
  now?: Date;
}): Promise<SubmittedQuoteRequest> {
  const db = await getDb();
  const email = input.personalDetails.email;
  // Geocoding may call a web service: done before the transaction so no lock waits on it.
  const [origin, destination] = await Promise.all([
    locateMoveOrigin(input.movingFrom),
    input.movingTo.city ? getGeocoder().geocode(input.movingTo.city) : Promise.resolve(undefined),
  ]);
  const { APP_URL } = getEnv();

  // The code is checked and used up in the transaction that stores the request: its row lock
  // orders concurrent replays, and a refusal is thrown only once its counted try has committed.
  const outcome = await db.transaction(async (tx): Promise<SubmittedQuoteRequest | { refused: AppError }> => {
    const check = await checkCode(tx, { email, code, now });
    if ("refuse" in check) {
      // A replay of a stored submission (its code is used by then) is answered with what it stored.
      return (await findSubmitted(tx, { idempotencyKey })) ?? { refused: await check.refuse(tx) };
    }
    const accessToken = randomBytes(32).toString("base64url");
    const named = await findRequestableCompany(tx, companySlug);
    const [quoteRequest] = await tx
      .insert(quoteRequests)
      .values({
        reference: newReference(),
        idempotencyKey,
        accessTokenHash: hashAccessToken(accessToken),
        moveType: input.moveType,
        fromPostcode: input.movingFrom.postcode,
        fromCity: input.movingFrom.city,
        fromAddress: input.movingFrom.address ?? null,
        fromLat: origin?.lat ?? null,
        fromLng: origin?.lng ?? null,
        toCity: input.movingTo.city ?? null,
        toAddress: input.movingTo.address ?? null,
        toLat: destination?.lat ?? null,
        toLng: destination?.lng ?? null,
        helpType: input.helpType,
        currentPropertyType: input.currentProperty.type,
        currentBedrooms: "bedrooms" in input.currentProperty ? (input.currentProperty.bedrooms ?? null) : null,
        currentLiftAvailable:
          "liftAvailable" in input.currentProperty ? (input.currentProperty.liftAvailable ?? null) : null,
        currentFloorNumber: "floorNumber" in input.currentProperty ? (input.currentProperty.floorNumber ?? null) : null,
        newPropertyType: input.newProperty.type,
        newBedrooms: "bedrooms" in input.newProperty ? (input.newProperty.bedrooms ?? null) : null,
        newLiftAvailable: "liftAvailable" in input.newProperty ? (input.newProperty.liftAvailable ?? null) : null,
        newFloorNumber: "floorNumber" in input.newProperty ? (input.newProperty.floorNumber ?? null) : null,
        additionalDetails: input.additionalDetailsText ?? null,
        movingDate: input.movingDate,
        specificDate: input.specificDate ?? null,
        flexibleFrom: input.flexibleFrom ?? null,
        flexibleTo: input.flexibleTo ?? null,
        fullName: input.personalDetails.fullName,
        email,
        phone: input.personalDetails.phone ?? null,
        emailVerifiedAt: now,
        locale,
        requestedCompanyId: named?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: quoteRequests.idempotencyKey })
      .returning();
    if (!quoteRequest) {
      // A concurrent replay of the same submission committed first: answer with its result.
      const stored = await findSubmitted(tx, { idempotencyKey });
      if (stored) return stored;
      throw new AppError("CONFLICT", "quote:errors.alreadySent");
    }

    await consumeCode(tx, { id: check.id, now });

    // The first wave of invitations, each with its response window and new-lead email, queued
    // with the customer's confirmation naming the companies invited.
    const matched = await offerOpenPlaces(tx, quoteRequest, {
      now,
      firstWave: true,
      newRequest: true,
      alongside: (invited): OutgoingEmail[] => [
        {
          to: email,
          template: "quote-request-confirmation",
          payload: {
            fullName: input.personalDetails.fullName,
            reference: quoteRequest.reference,
            requestUrl: absoluteUrl(customerRequestPath(accessToken)),
            appUrl: APP_URL,
            movingDate: moveDateOf(quoteRequest),
            companies: summariesOf(invited),
          },
          locale,
        },
      ],
    });
    return { reference: quoteRequest.reference, companies: summariesOf(matched) };
  });
  if ("refused" in outcome) throw outcome.refused;
  return outcome;
}
