/**
 * Company name templates. Placeholders: {surname}, {surname2}, {first}, {adjective}, {noun},
 * {city}, {neighbourhood}, {initials}. `requires` keeps a name honest about what the firm offers.
 */
export interface NameTemplate {
  text: string;
  requires?: "storage" | "international" | "man-and-van";
}

export const COMPANY_NAME_TEMPLATES: readonly NameTemplate[] = [
  { text: "{surname} & Sons Removals" },
  { text: "{surname} Removals" },
  { text: "{surname} Brothers Removals" },
  { text: "{surname} & {surname2} Removals" },
  { text: "{adjective} Move {city}" },
  { text: "{adjective} Removals {city}" },
  { text: "{city} Removals" },
  { text: "{noun} Removals" },
  { text: "{noun} Moving" },
  { text: "{neighbourhood} Removals" },
  { text: "{initials} Removals" },
  { text: "{adjective} Relocations" },
  { text: "{noun} Moving & Storage", requires: "storage" },
  { text: "{surname} Removals & Storage", requires: "storage" },
  { text: "{city} Removals & Storage", requires: "storage" },
  { text: "{surname} International Removals", requires: "international" },
  { text: "{noun} Worldwide Movers", requires: "international" },
  { text: "{city} Man and Van", requires: "man-and-van" },
  { text: "{adjective} Man and Van {city}", requires: "man-and-van" },
];

export const SOLE_TRADER_NAME_TEMPLATES: readonly NameTemplate[] = [
  { text: "{surname} Removals" },
  { text: "{first} {surname} Removals" },
  { text: "{adjective} Moves {city}" },
  { text: "{city} Man and Van", requires: "man-and-van" },
  { text: "{first}'s Man and Van", requires: "man-and-van" },
  { text: "{adjective} Man and Van", requires: "man-and-van" },
  { text: "{neighbourhood} Man with a Van", requires: "man-and-van" },
];

/** About text: one opener, one or two lines about what the firm offers, sometimes a closer. */
export const ABOUT_OPENERS = [
  "{name} has been moving households around {town} since {year}.",
  "Family-run since {year}, {name} looks after home moves across {town} and the surrounding area.",
  "Founded in {year}, we are an independent removals firm based in {town}.",
  "{name} is a removals team from {town}, built on repeat customers and word-of-mouth recommendations.",
  "Started with a single van in {year}, {name} now runs a small fleet from its base in {town}.",
  "We are a friendly, local removals firm serving {town} since {year}.",
  "From flat moves to five-bedroom family homes, {name} has been helping {town} move since {year}.",
];

export const ABOUT_OFFER_LINES = {
  packing: "Our crews pack and wrap everything properly, so fragile items arrive exactly as they left.",
  insurance: "Every move is covered by goods-in-transit and public liability insurance.",
  storage: "Secure, containerised storage is available for a few days or a few months between moves.",
  "same-day": "Short-notice and same-day moves are our speciality.",
  commercial: "We also relocate offices and shops out of hours to keep downtime to a minimum.",
  international: "Regular trips to Europe and trusted shipping partners take you well beyond the UK.",
  "piano-removals": "Pianos, antiques and awkward staircases are all in a day's work.",
  "man-and-van": "Need just a few items moved? Our man and van service is charged by the hour.",
} as const;

export const ABOUT_GENERIC_LINES = [
  "We give fixed, itemised quotes with no hidden extras.",
  "Most quotes are based on a free video survey.",
  "Our vans carry blankets, straps and tail-lifts as standard.",
  "Furniture dismantling and reassembly is included in every full move.",
];

export const ABOUT_CLOSERS = [
  "Get in touch for a free, no-obligation quote.",
  "Ask us about midweek discounts.",
  "We are happy to share references from recent customers.",
];

export const REJECTION_REASONS = [
  "Could not verify goods-in-transit insurance.",
  "The company number does not match the trading name.",
  "Duplicate of an existing listing.",
];
