import { titleFromSlug } from "~/lib/directory";
import { findServiceCity } from "~/lib/service-areas";

/** The columns of a company that say where it takes leads. */
export interface ServiceAreaColumns {
  serviceAreaMode: "radius" | "regions";
  serviceCentreLabel: string | null;
  serviceRadiusMiles: number | null;
  serviceCitySlugs: readonly string[];
}

/** A place a company takes leads in: a city, or a location and the radius around it. */
export interface ServiceArea {
  place: string;
  /** Null for a city. */
  radiusMiles: number | null;
}

/**
 * The spec's service_areas, derived for display (admin partner list and detail, which word them
 * in the reader's language): one location with its radius in radius mode, otherwise the
 * selected cities.
 */
export function describeServiceAreas(company: ServiceAreaColumns): ServiceArea[] {
  if (company.serviceAreaMode === "radius") {
    if (!company.serviceCentreLabel || company.serviceRadiusMiles == null) return [];
    return [{ place: company.serviceCentreLabel, radiusMiles: company.serviceRadiusMiles }];
  }
  return company.serviceCitySlugs.map((slug) => ({
    place: findServiceCity(slug)?.name ?? titleFromSlug(slug),
    radiusMiles: null,
  }));
}

/** The spec's business_address: address line 1 and postcode joined by a comma. */
export function describeBusinessAddress(company: { addressLine1: string; postcode: string }): string {
  return [company.addressLine1, company.postcode].filter(Boolean).join(", ");
}
