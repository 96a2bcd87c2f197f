import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, companyMembers, user } from "~/db/schema";
import { recordSignIn } from "~/server/auth/accounts.server";
import { createRandom, normal, pointInDisc, type Random, seededUuid } from "./random";
import type { PartnerGroup, Scenario } from "./scenario";
import { DAY_MS, HOUR_MS } from "./time";

/**
 * The scenario's partner companies, written as the partner services leave them: an application
 * (status pending, not yet a partner) becomes, at approval, an approved partner with an owner
 * account (approvePartnerApplication's rows, with the simulated moment as approved_at), whose
 * sign-in sets last_signed_in_at (recordSignIn). A complete profile has a description, services,
 * a phone and a base; an incomplete one lacks the description and services.
 */

/** Below this share of invitations answered a group counts as silent (reported apart from the rest). */
export const SILENT_BELOW = 0.1;

export interface SimPartner {
  id: string;
  userId: string;
  index: number;
  group: PartnerGroup;
  cohort: string;
  approvedAt: Date;
  /** Approved during the run (the new partners of the 48-hour rule). */
  isNew: boolean;
  /** When the owner signs in; null when never. */
  signsInAt: Date | null;
  invitable: boolean;
  silent: boolean;
  /** Its own generator: its behaviour does not shift when other partners act differently. */
  random: Random;
}

/** Partners with the same base, spread, service area, removal types and caps form a cohort. */
export function cohortOf(group: PartnerGroup): string {
  const area =
    "radiusMiles" in group.service
      ? `r${group.service.radiusMiles}`
      : `regions:${[...group.service.regions.cities, ...group.service.regions.postcodeAreas].sort().join("+")}`;
  const caps = `caps ${group.caps.perDay ?? "-"}/${group.caps.perWeek ?? "-"}`;
  return `${group.base.lat},${group.base.lng}±${group.base.spreadMiles} ${area} ${group.removalTypes.join("+")} ${caps}`;
}

function approvalOf(group: PartnerGroup, index: number, start: Date): { at: Date; isNew: boolean } {
  if ("daysBeforeStart" in group.approval) {
    return { at: new Date(start.getTime() - group.approval.daysBeforeStart * DAY_MS), isNew: false };
  }
  const day = group.approval.approvedAtDay;
  const offset = Array.isArray(day)
    ? day[0] + (group.count === 1 ? 0 : ((day[1] - day[0]) * index) / (group.count - 1))
    : day;
  return { at: new Date(start.getTime() + offset * DAY_MS), isNew: true };
}

function signInOf(group: PartnerGroup, approvedAt: Date): Date | null {
  if (group.signedIn === false) return null;
  if (group.signedIn === true) return approvedAt;
  return new Date(approvedAt.getTime() + group.signedIn.afterHours * HOUR_MS);
}

/** The partners of a scenario, with their ids and behaviour generators fixed by its seed. */
export function planPartners(scenario: Scenario, start: Date): SimPartner[] {
  const ids = createRandom(scenario.seed, "partner-ids");
  return scenario.partners.flatMap((group, groupIndex) =>
    Array.from({ length: group.count }, (_, index) => {
      const approval = approvalOf(group, index, start);
      const signsInAt = signInOf(group, approval.at);
      return {
        id: seededUuid(ids),
        userId: `sim-owner-${groupIndex}-${index}`,
        index,
        group,
        cohort: cohortOf(group),
        approvedAt: approval.at,
        isNew: approval.isNew,
        signsInAt,
        invitable: signsInAt !== null && group.profileComplete,
        silent: group.responseProbability < SILENT_BELOW,
        random: createRandom(scenario.seed, `partner-${groupIndex}-${index}`),
      };
    }),
  );
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Writes every planned company: approved ones as approved partners, the others as applications. */
export async function insertPartners(db: Database, scenario: Scenario, partners: SimPartner[], start: Date) {
  const looks = createRandom(scenario.seed, "partner-profiles");
  const rows = partners.map((partner) => {
    const { group } = partner;
    const base = pointInDisc(looks, group.base, group.base.spreadMiles);
    const reviewCount =
      group.reviewCount.min + Math.floor(looks() * (group.reviewCount.max - group.reviewCount.min + 1));
    const rating = Math.round(clamp(normal(looks, group.rating.mean, group.rating.spread), 0, 10) * 10) / 10;
    const slug = `sim-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${partner.index + 1}`;
    const area =
      "radiusMiles" in group.service
        ? {
            serviceAreaMode: "radius" as const,
            serviceLat: base.lat,
            serviceLng: base.lng,
            serviceRadiusMiles: group.service.radiusMiles,
          }
        : {
            serviceAreaMode: "regions" as const,
            serviceCitySlugs: group.service.regions.cities,
            servicePostcodeAreas: group.service.regions.postcodeAreas,
          };
    const approvedBeforeStart = partner.approvedAt <= start;
    return {
      id: partner.id,
      slug,
      name: `${group.name} ${partner.index + 1}`,
      status: approvedBeforeStart ? ("approved" as const) : ("pending" as const),
      isPartner: approvedBeforeStart,
      approvedAt: approvedBeforeStart ? partner.approvedAt : null,
      email: `${slug}@sim.example`,
      publicEmail: group.profileComplete ? `hello-${slug}@sim.example` : null,
      phone: "+441614960000",
      addressLine1: `${partner.index + 1} Simulation Street`,
      postcode: "M1 1AE",
      town: group.name,
      lat: base.lat,
      lng: base.lng,
      about: group.profileComplete ? "Careful local removals, fully insured." : null,
      services: group.profileComplete ? ["house-removals" as const] : [],
      removalTypes: group.removalTypes,
      ...area,
      leadCapPerDay: group.caps.perDay,
      leadCapPerWeek: group.caps.perWeek,
      rating: reviewCount > 0 ? rating : null,
      reviewCount,
      createdAt: new Date(partner.approvedAt.getTime() - 3 * DAY_MS),
      updatedAt: new Date(partner.approvedAt.getTime() - 3 * DAY_MS),
    };
  });
  for (let at = 0; at < rows.length; at += 200) await db.insert(companies).values(rows.slice(at, at + 200));
  const approved = partners.filter((partner) => partner.approvedAt <= start);
  for (const partner of approved) await addOwner(db, partner, start);
}

/** approvePartnerApplication's owner: a partner account (no password yet) owning the company. */
async function addOwner(db: Database, partner: SimPartner, now: Date): Promise<void> {
  const [company] = await db
    .select({ name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, partner.id));
  if (!company) throw new Error(`partner ${partner.id} was not written`);
  const signedIn = partner.signsInAt !== null && partner.signsInAt <= now ? partner.signsInAt : null;
  await db.insert(user).values({
    id: partner.userId,
    name: company.name,
    email: company.email,
    emailVerified: true,
    role: "partner",
    createdAt: partner.approvedAt,
    updatedAt: partner.approvedAt,
  });
  await db
    .insert(companyMembers)
    .values({ companyId: partner.id, userId: partner.userId, role: "owner", createdAt: partner.approvedAt });
  if (signedIn) await recordSignIn(partner.userId, signedIn);
}

/** A new partner's approval during the run, at `now`. */
export async function approvePartner(db: Database, partner: SimPartner, now: Date): Promise<void> {
  await db
    .update(companies)
    .set({ status: "approved", isPartner: true, approvedAt: now, rejectionReason: null, updatedAt: now })
    .where(eq(companies.id, partner.id));
  await addOwner(db, partner, now);
}

/** The owner signs in: the sign-in service records the moment. */
export async function signIn(partner: SimPartner, now: Date): Promise<void> {
  await recordSignIn(partner.userId, now);
}
