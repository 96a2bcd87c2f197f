import type { companies } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { PartnerRegistration } from "~/lib/schemas/partner-registration";
import { findServiceCity } from "~/lib/service-areas";
import { findLocation } from "./find-location.server";

type ServiceAreaColumns = Pick<
  typeof companies.$inferInsert,
  | "serviceAreaMode"
  | "serviceCentreLabel"
  | "serviceLat"
  | "serviceLng"
  | "serviceRadiusMiles"
  | "serviceCitySlugs"
  | "servicePostcodeAreas"
>;

/**
 * A company's service area as stored (radius: the centre found for the typed location; regions:
 * the cities and the postcode areas they stand for), from the registration wizard's area step,
 * which the profile page reuses. Geocoding can be slow: call it before any transaction.
 *
 * Throws AppError VALIDATION (field "targetArea.location") when the radius centre cannot be found.
 */
export async function resolveServiceArea(
  area: PartnerRegistration["targetArea"],
): Promise<{ columns: ServiceAreaColumns; cityNames: string[] }> {
  if (area.type === "radius") {
    const centre = await findLocation(area.location);
    if (!centre) throw new AppError("VALIDATION", "partner:errors.locationNotFound", { field: "targetArea.location" });
    return {
      columns: {
        serviceAreaMode: "radius",
        serviceCentreLabel: area.location,
        serviceLat: centre.lat,
        serviceLng: centre.lng,
        serviceRadiusMiles: area.radiusMiles,
        serviceCitySlugs: [],
        servicePostcodeAreas: [],
      },
      cityNames: [],
    };
  }
  const cities = area.citySlugs.flatMap((slug) => findServiceCity(slug) ?? []);
  return {
    columns: {
      serviceAreaMode: "regions",
      serviceCentreLabel: null,
      serviceLat: null,
      serviceLng: null,
      serviceRadiusMiles: null,
      serviceCitySlugs: cities.map((city) => city.slug),
      servicePostcodeAreas: [...new Set(cities.flatMap((city) => city.postcodeAreas))],
    },
    cityNames: cities.map((city) => city.name),
  };
}
