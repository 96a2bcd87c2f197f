import type { MoveSize } from "~/lib/lead-pricing";

/**
 * Moves described in English for stored text and emails (job titles, partner alerts). Pages
 * use the i18n catalogues instead.
 */
export const MOVE_SIZE_LABELS: Record<MoveSize, string> = {
  boxes: "Boxes only (under 2 m³)",
  partial: "Part of a household",
  flat: "Apartment",
  "1": "1-bedroom house",
  "2": "2-bedroom house",
  "3": "3-bedroom house",
  "4": "4-bedroom house",
  "5+": "5+ bedroom house",
};
