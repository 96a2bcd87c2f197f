import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { toArea, toOutcode } from "postcode";
import type { Transaction } from "~/db/client.server";
import { companies, user } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "~/lib/account-paths";
import { AppError } from "~/lib/errors";
import type { PartnerRegistration } from "~/lib/schemas/partner-registration";
import { getDb } from "~/server/db.server";
import { queueEmail } from "~/server/email/outbox.server";
import { absoluteUrl, getEnv } from "~/server/env.server";
import { POSTCODE_AREAS } from "~/server/geo/data/postcode-areas";
import { getGeocoder } from "~/server/geo/geocoder.server";
import type { GeocodeResult } from "~/server/geo/types";
import { logger } from "~/server/logger.server";
import { describeBusinessAddress } from "./describe-service-areas.server";
import { resolveServiceArea } from "./service-area.server";

const MAX_SLUG_BASE = 60;

/**
 * What an application led to. The applicant is told the same either way (the page says the
 * application was received), so nobody learns which addresses already have an account.
 */
export type RegistrationOutcome =
  | { kind: "applied"; id: string; slug: string; name: string; status: "pending" }
  /** The address already has an application or an account: its owner is emailed instead. */
  | { kind: "address-known"; name: string };

/**
 * Stores a partner application as a pending company and queues the confirmation email to the
 * applicant, in one transaction. `locale` is the language the company applied in: this email
 * and every later one to the company (approval, leads) are written in it.
 *
 * The email is queued in the outbox in the same transaction, unlike the spec's two calls with a
 * "saved, but the email failed" message (docs/product-rules.md §5.1): if queueing fails, the
 * whole application rolls back and the applicant sees "Failed to save registration data" and can
 * simply try again. Delivery happens later in the worker and never fails the application.
 *
 * An address that already belongs to a company, a partner or staff stores nothing: its owner gets an
 * email pointing to the log-in instead, and the caller answers as for a new application. With
 * `notify` false (the address has had its emails for the day) no email is queued at all.
 *
 * Throws AppError VALIDATION (field "targetArea.location") when the radius centre cannot be
 * found, and CONFLICT when the company number has applied before (public register data).
 */
export async function registerPartner({
  input,
  locale,
  notify,
}: {
  input: PartnerRegistration;
  locale: Locale;
  notify: boolean;
}): Promise<RegistrationOutcome> {
  const details = input.companyDetails;
  const area = input.targetArea;

  // Geocoding can be slow (postcodes.io): done before the transaction so no lock waits on it.
  const serviceArea = await resolveServiceArea(area);
  const business = await locateBusinessPostcode(details.postCode);

  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two applications from one address (a double click, two tabs) must not both pass the check.
    await lockKey(tx, `partner-application:email:${details.email}`);
    if (details.companyNumber) await lockKey(tx, `partner-application:company-number:${details.companyNumber}`);

    if (await isKnownAddress(tx, details.email)) {
      if (notify) {
        await queueEmail(tx, {
          to: details.email,
          template: "partner-account-exists",
          payload: {
            loginUrl: absoluteUrl(LOGIN_PATH),
            resetUrl: absoluteUrl(FORGOT_PASSWORD_PATH),
          },
          locale,
        });
      }
      return { kind: "address-known" as const, name: details.name };
    }
    if (details.companyNumber) {
      const [sameNumber] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.companyNumber, details.companyNumber))
        .limit(1);
      if (sameNumber) {
        throw new AppError("CONFLICT", "partner:errors.duplicateCompanyNumber", {
          field: "companyDetails.companyNumber",
        });
      }
    }

    const values = {
      name: details.name,
      status: "pending" as const,
      isPartner: true,
      businessType: details.businessType,
      companyNumber: details.companyNumber ?? null,
      employees: details.numberOfEmployees,
      email: details.email,
      locale,
      phone: details.telephone,
      website: details.website ?? null,
      addressLine1: details.addressLine1,
      postcode: details.postCode,
      town: business.town,
      lat: business.point?.lat ?? null,
      lng: business.point?.lng ?? null,
      removalTypes: input.removalTypes,
      ...serviceArea.columns,
    };
    const company = await insertWithUniqueSlug(tx, values);

    if (notify) await queueApplicationReceived(tx, input, serviceArea.cityNames, locale);
    return { kind: "applied" as const, ...company, status: "pending" as const };
  });
}

async function queueApplicationReceived(
  tx: Transaction,
  input: PartnerRegistration,
  cityNames: string[],
  locale: Locale,
): Promise<void> {
  const details = input.companyDetails;
  const area = input.targetArea;
  await queueEmail(tx, {
    to: details.email,
    template: "partner-application-received",
    payload: {
      companyName: details.name,
      email: details.email,
      phone: details.telephone,
      removalTypes: input.removalTypes,
      targetArea:
        area.type === "radius"
          ? { type: "radius", location: area.location, miles: area.radiusMiles }
          : { type: "regions", cities: cityNames },
      businessType: details.businessType,
      companyNumber: details.companyNumber,
      employees: details.numberOfEmployees,
      website: details.website,
      address: describeBusinessAddress({ addressLine1: details.addressLine1, postcode: details.postCode }),
      partnerPhone: getEnv().PARTNER_PHONE,
    },
    locale,
  });
}

/**
 * Whether a company applied with the address, or a partner or staff member signs in with it. A
 * customer's account is no obstacle: approval makes that account the company's owner.
 */
async function isKnownAddress(tx: Transaction, email: string): Promise<boolean> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.email}) = ${email}`)
    .limit(1);
  if (company) return true;
  const [account] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), ne(user.role, "customer")))
    .limit(1);
  return Boolean(account);
}

/** A transaction-scoped advisory lock on a text key (released at commit or rollback). */
async function lockKey(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

type NewCompany = typeof companies.$inferInsert;

/** "Smith & Sons Removals Ltd." → "smith-sons-removals-ltd"; a clash gets a short random suffix. */
async function insertWithUniqueSlug(tx: Transaction, values: Omit<NewCompany, "slug">) {
  const base = slugBase(values.name);
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
    const [row] = await tx
      .insert(companies)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: companies.slug })
      .returning({ id: companies.id, slug: companies.slug, name: companies.name });
    if (row) return row;
  }
  throw new Error("No free slug for the new company");
}

export function slugBase(name: string): string {
  const kebab = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const short = kebab.length > MAX_SLUG_BASE ? kebab.slice(0, MAX_SLUG_BASE).replace(/-[^-]*$/, "") : kebab;
  return short || "removal-company";
}

/**
 * The business postcode's point and post town. A postcode that is valid but not found, or a
 * geocoder outage, still lets the application through: staff review every application anyway.
 */
async function locateBusinessPostcode(postcode: string): Promise<{ town: string; point?: GeocodeResult }> {
  let point: GeocodeResult | undefined;
  try {
    point = await getGeocoder().geocode(postcode);
  } catch (error) {
    logger.warn("Could not geocode a partner's business postcode", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const area = point?.postcodeArea ?? toArea(postcode) ?? undefined;
  const postTown = area ? POSTCODE_AREAS[area]?.[2] : undefined;
  return { town: postTown ?? toOutcode(postcode) ?? postcode, point };
}
