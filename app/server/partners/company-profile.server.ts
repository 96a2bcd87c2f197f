import { and, eq, ne, sql } from "drizzle-orm";
import { companies } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { isPausedOn } from "~/lib/company-pause";
import { AppError } from "~/lib/errors";
import { missingProfileParts, type ProfilePart } from "~/lib/profile-completeness";
import type { CompanyDetailsChange, CompanyProfileChange, LeadSettingsChange } from "~/lib/schemas/company-profile";
import { todayInUk } from "~/lib/uk-time";
import { languageOfSavedText } from "~/lib/written-language";
import { getDb } from "../db.server";
import { recordDirectoryChange } from "../directory/directory-changes.server";
import { listProjectPhotos } from "../media/company-media.server";
import type { CompanyScope } from "./company-scope.server";
import { resolveServiceArea } from "./service-area.server";

/**
 * The company profile an owner edits (/partner/admin/profile/edit). Public pages and matching
 * read the companies row directly (city counts included), so a saved change shows at once.
 * Partner changes are not written to the audit log, which records staff actions only.
 */

/** What the profile page shows and its forms start from. */
export async function getCompanyProfileForEdit(scope: CompanyScope, now = new Date()) {
  const db = await getDb();
  const [company] = await db.select().from(companies).where(eq(companies.id, scope.companyId));
  if (!company) throw new AppError("NOT_FOUND", "backOffice:profile.errors.companyNotFound");
  return {
    slug: company.slug,
    name: company.name,
    status: company.status,
    logoUrl: company.logoPath,
    photos: await listProjectPhotos(company.id),
    details: {
      about: company.about ?? "",
      aboutLanguage: company.aboutLanguage,
      services: company.services,
      features: company.features,
      removalTypes: company.removalTypes,
      phone: company.phone,
      email: company.email,
      publicEmail: company.publicEmail ?? "",
      website: company.website ?? "",
    },
    /** What keeps the company out of the directory and matching, for the owner's checklist. */
    missing: missingProfileParts(company),
    targetArea: {
      type: company.serviceAreaMode,
      location: company.serviceCentreLabel ?? "",
      radius: company.serviceRadiusMiles === null ? "" : String(company.serviceRadiusMiles),
      selectedCities: company.serviceCitySlugs,
    },
    leads: {
      leadCapPerDay: company.leadCapPerDay,
      leadCapPerWeek: company.leadCapPerWeek,
      paused: company.paused,
      pausedUntil: company.pausedUntil,
      /** Whether the company is paused right now: a pause whose end day has come is over. */
      pausedNow: isPausedOn(company, todayInUk(now)),
    },
  };
}

export type CompanyProfileForEdit = Awaited<ReturnType<typeof getCompanyProfileForEdit>>;

/** What the company's profile lacks before it is listed and invited (the back office home's checklist). */
export async function listMissingProfileParts(scope: CompanyScope): Promise<ProfilePart[]> {
  const db = await getDb();
  const [company] = await db
    .select({
      about: companies.about,
      services: companies.services,
      publicEmail: companies.publicEmail,
      phone: companies.phone,
      lat: companies.lat,
      serviceLat: companies.serviceLat,
      serviceLng: companies.serviceLng,
      serviceAreaMode: companies.serviceAreaMode,
      serviceRadiusMiles: companies.serviceRadiusMiles,
      serviceCitySlugs: companies.serviceCitySlugs,
      servicePostcodeAreas: companies.servicePostcodeAreas,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (!company) throw new AppError("NOT_FOUND", "backOffice:profile.errors.companyNotFound");
  return missingProfileParts(company);
}

async function detailsColumns(scope: CompanyScope, details: CompanyDetailsChange, authorLanguage: Locale) {
  const db = await getDb();
  const [saved] = await db
    .select({ text: companies.about, language: companies.aboutLanguage })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const about = details.about || null;
  const [sameEmail] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(${companies.email}) = ${details.email}`, ne(companies.id, scope.companyId)))
    .limit(1);
  if (sameEmail) throw new AppError("CONFLICT", "backOffice:profile.errors.emailTaken", { field: "email" });
  return {
    about,
    aboutLanguage: languageOfSavedText(saved, about, authorLanguage),
    services: details.services,
    features: details.features,
    removalTypes: details.removalTypes,
    phone: details.phone,
    email: details.email,
    publicEmail: details.publicEmail,
    website: details.website ?? null,
  };
}

function leadColumns(settings: LeadSettingsChange) {
  return {
    leadCapPerDay: settings.leadCapPerDay,
    leadCapPerWeek: settings.leadCapPerWeek,
    paused: settings.paused,
    pausedUntil: settings.pausedUntil,
  };
}

/**
 * Saves one of the profile page's forms (its `intent`), as parsed by `companyProfileSchema`
 * (app/lib/schemas/company-profile.ts; its output is normalised, so it is not parsed twice).
 * Throws AppError VALIDATION when the radius centre cannot be found, and CONFLICT when another
 * company already uses the email address. `authorLanguage` is the language the owner wrote in
 * (the page's), stored with a new or changed description.
 */
export async function updateCompanyProfile(
  scope: CompanyScope,
  change: CompanyProfileChange,
  { authorLanguage, now = new Date() }: { authorLanguage: Locale; now?: Date },
): Promise<{ intent: CompanyProfileChange["intent"] }> {
  const columns =
    change.intent === "details"
      ? await detailsColumns(scope, change, authorLanguage)
      : change.intent === "area"
        ? (await resolveServiceArea(change.targetArea)).columns
        : leadColumns(change);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ ...columns, updatedAt: now })
      .where(eq(companies.id, scope.companyId));
    // Lead settings are private; the details and the service area are on public pages, and
    // either can complete (or empty) the profile, which lists the company in the city counts.
    if (change.intent !== "leads") await recordDirectoryChange(tx, { coverage: true });
  });
  return { intent: change.intent };
}
