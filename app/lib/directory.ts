import { href } from "react-router";
import { COMPANY_FEATURES, type CompanyService } from "./vocabulary";

/** Filter and sort vocabulary of the city listing page, shared by the page and its loader. */
export const SERVICE_FILTERS = [
  "house-removals",
  "office-removals",
  "international",
  "man-and-van",
  "storage",
] as const satisfies readonly CompanyService[];
export const FEATURE_FILTERS = COMPANY_FEATURES;
export const PARTNER_FILTERS = ["all", "partners"] as const;
export const SORT_OPTIONS = ["recommended", "rating", "reviews", "name"] as const;
export const COMPANIES_PER_PAGE = 10;
export const REVIEWS_PER_PAGE = 10;

export type ServiceFilter = (typeof SERVICE_FILTERS)[number];
export type FeatureFilter = (typeof FEATURE_FILTERS)[number];
export type PartnerFilter = (typeof PARTNER_FILTERS)[number];
export type SortOption = (typeof SORT_OPTIONS)[number];

/** "greater-london" → "Greater London". */
export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** "Milton Keynes" → "milton-keynes": the landing page's city links. */
export function slugFromName(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, "-");
}

export function companyPath(slug: string): string {
  return href("/company/:slug", { slug });
}

export function cityPath(regionSlug: string, citySlug: string): string {
  return href("/movers/:region/:city", { region: regionSlug, city: citySlug });
}
