/**
 * When a company's public profile is complete (docs/product-rules.md, "Profile completeness"): a
 * description, services, a public contact email its owner chose, a phone, a base and a service
 * area. Only then is it listed in the directory and invited to requests. The same rule is written
 * as SQL in `sqlProfileComplete` (app/server/partners/profile-completeness.server.ts); this one
 * tells the owner what is missing.
 */

/** The parts, in the order the profile page asks for them. */
export const PROFILE_PARTS = ["about", "services", "publicEmail", "phone", "base", "area"] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

/** The companies columns the rule reads. */
export interface ProfileCompletenessFields {
  about: string | null;
  services: readonly string[];
  publicEmail: string | null;
  phone: string;
  lat: number | null;
  serviceLat: number | null;
  serviceLng: number | null;
  serviceAreaMode: "radius" | "regions";
  serviceRadiusMiles: number | null;
  serviceCitySlugs: readonly string[];
  servicePostcodeAreas: readonly string[];
}

const filled = (text: string | null) => (text ?? "").trim().length > 0;

function hasServiceArea(company: ProfileCompletenessFields): boolean {
  if (company.serviceAreaMode === "regions") {
    return company.serviceCitySlugs.length > 0 || company.servicePostcodeAreas.length > 0;
  }
  return company.serviceLat !== null && company.serviceLng !== null && company.serviceRadiusMiles !== null;
}

/** What the profile still lacks, in PROFILE_PARTS order; empty when it is complete. */
export function missingProfileParts(company: ProfileCompletenessFields): ProfilePart[] {
  const present: Record<ProfilePart, boolean> = {
    about: filled(company.about),
    services: company.services.length > 0,
    publicEmail: filled(company.publicEmail),
    phone: filled(company.phone),
    // Where the company is based: its address on the map, or the centre of its radius.
    base: company.lat !== null || company.serviceLat !== null,
    area: hasServiceArea(company),
  };
  return PROFILE_PARTS.filter((part) => !present[part]);
}
