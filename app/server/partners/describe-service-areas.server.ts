import { titleFromSlug } from "~/lib/directory";
import { findServiceCity } from "~/lib/schemas/partner-registration";

/** The columns of a company that say where it takes leads. */
export interface ServiceAreaColumns {
  serviceAreaMode: "radius" | "regions";
  serviceCentreLabel: string | null;
  serviceRadiusMiles: number | null;
  serviceCitySlugs: readonly string[];
}

/**
 * The spec's service_areas strings, derived for display (admin partner list and detail): one
 * entry "location (N miles radius)" in radius mode, otherwise the selected cities' names.
 */
export function describeServiceAreas(company: ServiceAreaColumns): string[] {
  if (company.serviceAreaMode === "radius") {
    if (!company.serviceCentreLabel || company.serviceRadiusMiles == null) return [];
    return [`${company.serviceCentreLabel} (${company.serviceRadiusMiles} miles radius)`];
  }
  return company.serviceCitySlugs.map((slug) => findServiceCity(slug)?.name ?? titleFromSlug(slug));
}

/** The spec's business_address: address line 1 and postcode joined by a comma. */
export function describeBusinessAddress(company: { addressLine1: string; postcode: string }): string {
  return [company.addressLine1, company.postcode].filter(Boolean).join(", ");
}
