/**
 * Business constants from the spec, in one place so copy and logic never disagree. Support
 * contacts are configuration (SUPPORT_EMAIL, SUPPORT_PHONE, ... in app/server/env.server.ts).
 */
export const SITE_NAME = "MoveMatch";
export const COPYRIGHT_YEAR = 2025;
export const MAX_MATCHED_COMPANIES = 6;
export const REPLY_WITHIN_HOURS = 24;
export const FEATURED_CITY_COUNT = 30;
export const CITIES_SHOWN_COLLAPSED = 9;
/** The longest reason staff may give for setting a quote request's status by hand. */
export const STATUS_OVERRIDE_REASON_MAX = 500;

/** The spec's marketing cost breakdown of an average removal, in pounds (labels: app/content/pages/city-guide.tsx). */
export const AVERAGE_REMOVAL_COST = {
  total: 1080,
  parts: [
    { key: "removal", pounds: 510 },
    { key: "packing", pounds: 310 },
    { key: "disassembly", pounds: 75 },
    { key: "storage", pounds: 75 },
    { key: "cleaning", pounds: 110 },
  ],
} as const;
