import { sql } from "drizzle-orm";
import { companies } from "~/db/schema";

/**
 * `missingProfileParts` (app/lib/profile-completeness.ts) as SQL on `companies`: true when the
 * public profile is complete. Every directory listing (city pages and their counts, the company
 * page, the sitemap, network figures) and matching (`sqlInvitable`) filter with it, so a company
 * is listed and invited from the same moment. Keep the two in step (profile-completeness test).
 */
export const sqlProfileComplete = sql<boolean>`(
  length(trim(coalesce(${companies.about}, ''))) > 0
  and cardinality(${companies.services}) > 0
  and length(trim(coalesce(${companies.publicEmail}, ''))) > 0
  and length(trim(${companies.phone})) > 0
  and coalesce(${companies.lat}, ${companies.serviceLat}) is not null
  and case when ${companies.serviceAreaMode} = 'regions'
    then cardinality(${companies.serviceCitySlugs}) > 0 or cardinality(${companies.servicePostcodeAreas}) > 0
    else ${companies.serviceLat} is not null and ${companies.serviceLng} is not null and ${companies.serviceRadiusMiles} is not null
  end
)`;

/** A company the public directory shows: approved, with a complete profile. */
export const sqlListed = sql<boolean>`(${companies.status} = 'approved' and ${sqlProfileComplete})`;
