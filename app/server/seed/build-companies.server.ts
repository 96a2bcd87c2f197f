import type { companies } from "~/db/schema";
import { slugFromName } from "~/lib/directory";
import { distanceInMiles } from "~/lib/geo";
import { COMPANY_SERVICES, type CompanyFeature, type CompanyService } from "~/lib/vocabulary";
import { CITIES, type CityData } from "./data/cities";
import {
  ABOUT_CLOSERS,
  ABOUT_GENERIC_LINES,
  ABOUT_OFFER_LINES,
  ABOUT_OPENERS,
  COMPANY_NAME_TEMPLATES,
  type NameTemplate,
  REJECTION_REASONS,
  SOLE_TRADER_NAME_TEMPLATES,
} from "./data/company-copy";
import {
  BUSINESS_ESTATES,
  COMMON_SURNAMES,
  FIRST_NAMES,
  NAME_ADJECTIVES,
  NAME_NOUNS,
  NATION_SURNAMES,
  STREETS,
} from "./data/names";
import { addHours, pickTimeDaysAgo } from "./demo-time.server";
import type { Random } from "./random.server";

type NewCompany = typeof companies.$inferInsert;
type CompanyStatus = NonNullable<NewCompany["status"]>;
type RemovalType = NonNullable<NewCompany["removalTypes"]>[number];

/** The seed's companies always carry the fields the review builder relies on. */
export type DemoCompany = NewCompany & { id: string; status: CompanyStatus; createdAt: Date };

/** Applications still in the queue, and ones staff turned away: never shown publicly. */
const HIDDEN_STATUSES: readonly CompanyStatus[] = [
  ...Array<CompanyStatus>(10).fill("pending"),
  ...Array<CompanyStatus>(3).fill("rejected"),
  ...Array<CompanyStatus>(2).fill("suspended"),
];
const PARTNER_SHARE = 0.35;
const LEAD_CAPS = [
  [3, 15],
  [5, 25],
  [8, 40],
] as const;
/** Repeated entries weight the draw. */
const COMPANY_EMPLOYEES = ["1-5", "6-10", "6-10", "11-50", "11-50", "50+"] as const;
const SOLE_TRADER_EMPLOYEES = ["1-5", "1-5", "6-10"] as const;
const RADIUS_CHOICES = [10, 15, 20, 25, 30, 40, 50];
/** Featured cities this close count as "nearby" for a regions-mode service area. */
const NEARBY_CITY_MILES = 60;
const MILES_PER_DEGREE_LAT = 69.0;
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

export function buildDemoCompanies(random: Random): DemoCompany[] {
  const statuses = pickHiddenStatuses(random);
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const rows: DemoCompany[] = [];
  for (const city of CITIES) {
    for (let i = 0; i < city.companyCount; i++) {
      const status = statuses.get(rows.length) ?? "approved";
      rows.push(buildCompany(random, city, status, usedNames, usedSlugs));
    }
  }
  return rows;
}

/**
 * At most one hidden company per city, so every city keeps at least five public ones.
 * Returns company index → status.
 */
function pickHiddenStatuses(random: Random): Map<number, CompanyStatus> {
  const firstIndex: number[] = [];
  let offset = 0;
  for (const city of CITIES) {
    firstIndex.push(offset);
    offset += city.companyCount;
  }
  const chosenCities = random.sample(
    CITIES.map((_, index) => index),
    HIDDEN_STATUSES.length,
  );
  const statuses = new Map<number, CompanyStatus>();
  chosenCities.forEach((cityIndex, i) => {
    const city = CITIES[cityIndex] as CityData;
    const companyIndex = (firstIndex[cityIndex] ?? 0) + random.int(0, city.companyCount - 1);
    statuses.set(companyIndex, HIDDEN_STATUSES[i] as CompanyStatus);
  });
  return statuses;
}

function buildCompany(
  random: Random,
  city: CityData,
  status: CompanyStatus,
  usedNames: Set<string>,
  usedSlugs: Set<string>,
): DemoCompany {
  const id = random.uuid();
  const isCompany = random.chance(0.8);
  const removalTypes: RemovalType[] = ["domestic"];
  if (random.chance(isCompany ? 0.45 : 0.2)) removalTypes.push("commercial");
  if (random.chance(isCompany ? 0.23 : 0.1)) removalTypes.push("international");

  const features = pickFeatures(random, isCompany);
  const services = pickServices(random, isCompany, removalTypes, features);
  const name = pickUniqueName(random, city, isCompany, services, usedNames);
  const slug = uniqueSlug(companySlug(name), usedSlugs);
  // Demo companies are invented: their addresses use the reserved .example domain (RFC 2606)
  // so that lead alerts and customer clicks can never reach a real business.
  const domain = `${slug.replace(/-ltd$/, "").replaceAll("-", "")}.example`;
  const { lat, lng } = jitterAround(random, city);
  const isPartner = random.chance(PARTNER_SHARE);
  const leadCaps = isPartner ? random.pick(LEAD_CAPS) : undefined;
  const { createdAt, approvedAt } = pickTimeline(random, status);

  return {
    id,
    slug,
    name,
    status,
    isPartner,
    businessType: isCompany ? "company" : "sole-trader",
    companyNumber: isCompany ? companyNumber(random, city) : null,
    employees: random.pick(isCompany ? COMPANY_EMPLOYEES : SOLE_TRADER_EMPLOYEES),
    email: `info@${domain}`,
    publicEmail: `info@${domain}`,
    phone: fillDigits(random, random.pick(city.phoneFormats)),
    website: random.chance(0.7) ? `https://www.${domain}` : null,
    addressLine1: random.chance(0.35)
      ? `Unit ${random.int(1, 30)}, ${random.pick(BUSINESS_ESTATES)}`
      : `${random.int(1, 240)} ${random.pick(STREETS)}`,
    postcode: pickPostcode(random, city),
    town: city.name,
    lat,
    lng,
    about: writeAbout(random, { name, town: city.name, isCompany, removalTypes, services, features }),
    logoPath: null,
    removalTypes,
    services,
    features,
    ...pickServiceArea(random, city, { lat, lng }),
    leadCapPerDay: leadCaps?.[0] ?? null,
    leadCapPerWeek: leadCaps?.[1] ?? null,
    rejectionReason: status === "rejected" ? random.pick(REJECTION_REASONS) : null,
    approvedAt,
    createdAt,
    updatedAt: approvedAt ?? createdAt,
  };
}

/** A real postcode district of the city with an invented inward code. */
export function pickPostcode(random: Random, city: CityData): string {
  return `${random.pick(city.districts)} ${random.int(1, 9)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`;
}

function pickFeatures(random: Random, isCompany: boolean): CompanyFeature[] {
  const odds: Record<CompanyFeature, number> = isCompany
    ? { packing: 0.7, insurance: 0.85, storage: 0.4, "same-day": 0.25 }
    : { packing: 0.35, insurance: 0.55, storage: 0.1, "same-day": 0.5 };
  return (Object.keys(odds) as CompanyFeature[]).filter((feature) => random.chance(odds[feature]));
}

/** Services follow from the removal types and features, so filters never contradict each other. */
function pickServices(
  random: Random,
  isCompany: boolean,
  removalTypes: RemovalType[],
  features: CompanyFeature[],
): CompanyService[] {
  const offered = new Set<CompanyService>();
  if (isCompany || random.chance(0.6)) offered.add("house-removals");
  if (removalTypes.includes("commercial")) offered.add("office-removals");
  if (removalTypes.includes("international")) offered.add("international");
  if (!isCompany || random.chance(0.35)) offered.add("man-and-van");
  if (features.includes("storage")) offered.add("storage");
  if (features.includes("packing")) offered.add("packing");
  if (random.chance(isCompany ? 0.2 : 0.05)) offered.add("piano-removals");
  if (random.chance(isCompany ? 0.5 : 0.7)) offered.add("furniture-removals");
  return COMPANY_SERVICES.filter((service) => offered.has(service));
}

function pickUniqueName(
  random: Random,
  city: CityData,
  isCompany: boolean,
  services: CompanyService[],
  usedNames: Set<string>,
): string {
  const templates = (isCompany ? COMPANY_NAME_TEMPLATES : SOLE_TRADER_NAME_TEMPLATES).filter((template) =>
    fitsServices(template, services),
  );
  const surnames = [...COMMON_SURNAMES, ...NATION_SURNAMES[city.nation], ...NATION_SURNAMES[city.nation]];
  let name = "";
  // A few rerolls avoid two firms with one name (with or without "Ltd"); the slug suffix covers the rare leftover.
  for (let attempt = 0; attempt < 8; attempt++) {
    const surname = random.pick(surnames);
    name = random
      .pick(templates)
      .text.replace("{surname}", surname)
      .replace("{surname2}", random.pick(surnames.filter((other) => other !== surname)))
      .replace("{first}", random.pick(FIRST_NAMES))
      .replace("{adjective}", random.pick(NAME_ADJECTIVES))
      .replace("{noun}", random.pick(NAME_NOUNS))
      .replace("{city}", city.shortName ?? city.name)
      .replace("{neighbourhood}", random.pick(city.neighbourhoods))
      .replace("{initials}", `${random.pick([..."ABCDGJKMPRST"])}&${random.pick([..."ABCDGJKMPRST"])}`);
    if (!usedNames.has(name)) break;
  }
  usedNames.add(name);
  return isCompany && random.chance(0.45) ? `${name} Ltd` : name;
}

function fitsServices(template: NameTemplate, services: CompanyService[]): boolean {
  return template.requires === undefined || services.includes(template.requires);
}

/** "O'Neill & Sons Removals Ltd" → "oneill-and-sons-removals-ltd". */
function companySlug(name: string): string {
  return name
    .toLowerCase()
    .replaceAll("&", " and ")
    .replaceAll("'", "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function uniqueSlug(base: string, usedSlugs: Set<string>): string {
  let slug = base;
  for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
  usedSlugs.add(slug);
  return slug;
}

/** Companies House numbers: 8 digits in England and Wales, SC or NI and 6 digits elsewhere. */
function companyNumber(random: Random, city: CityData): string {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join("");
  if (city.nation === "scotland") return `SC${digits(6)}`;
  if (city.nation === "northern-ireland") return `NI${digits(6)}`;
  return `${random.pick(["0", "1"])}${digits(7)}`;
}

function fillDigits(random: Random, format: string): string {
  return format.replace(/[#N]/g, (slot) => String(slot === "N" ? random.int(2, 9) : random.int(0, 9)));
}

/** Within about 4 miles of the centre, on the landward side for cities on the coast. */
function jitterAround(random: Random, city: CityData): { lat: number; lng: number } {
  const [fromBearing, toBearing] = city.landBearings ?? [0, 360];
  const bearing = ((fromBearing + random.next() * (toBearing - fromBearing)) * Math.PI) / 180;
  const miles = 4 * Math.sqrt(random.next());
  const milesPerDegreeLng = MILES_PER_DEGREE_LAT * Math.cos((city.lat * Math.PI) / 180);
  return {
    lat: round(city.lat + (miles * Math.cos(bearing)) / MILES_PER_DEGREE_LAT, 5),
    lng: round(city.lng + (miles * Math.sin(bearing)) / milesPerDegreeLng, 5),
  };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

type ServiceArea = Pick<
  NewCompany,
  | "serviceAreaMode"
  | "serviceCentreLabel"
  | "serviceLat"
  | "serviceLng"
  | "serviceRadiusMiles"
  | "serviceCitySlugs"
  | "servicePostcodeAreas"
>;

function pickServiceArea(random: Random, city: CityData, base: { lat: number; lng: number }): ServiceArea {
  if (random.chance(0.75)) {
    return {
      serviceAreaMode: "radius",
      serviceCentreLabel: city.name,
      serviceLat: base.lat,
      serviceLng: base.lng,
      serviceRadiusMiles: random.pick(RADIUS_CHOICES),
      serviceCitySlugs: [],
      servicePostcodeAreas: [],
    };
  }
  const nearby = CITIES.filter((other) => other !== city && distanceInMiles(city, other) <= NEARBY_CITY_MILES)
    .sort((a, b) => distanceInMiles(city, a) - distanceInMiles(city, b))
    .slice(0, random.int(0, 2));
  const covered = [city, ...nearby];
  return {
    serviceAreaMode: "regions",
    serviceCentreLabel: null,
    serviceLat: null,
    serviceLng: null,
    serviceRadiusMiles: null,
    serviceCitySlugs: covered.map((place) => slugFromName(place.name)),
    servicePostcodeAreas: [...new Set(covered.map((place) => place.postcodeArea))],
  };
}

/**
 * Pending and rejected applications are recent; approved (and later suspended) companies
 * joined over the last three years.
 */
function pickTimeline(random: Random, status: CompanyStatus): { createdAt: Date; approvedAt: Date | null } {
  if (status === "pending") return { createdAt: pickTimeDaysAgo(random, 1, 20), approvedAt: null };
  if (status === "rejected") return { createdAt: pickTimeDaysAgo(random, 20, 200), approvedAt: null };
  const createdAt = pickTimeDaysAgo(random, 30, 3 * 365);
  // Approved one to five days later, at the same time of day (08:00-20:00).
  return { createdAt, approvedAt: addHours(createdAt, 24 * random.int(1, 5)) };
}

interface AboutFacts {
  name: string;
  town: string;
  isCompany: boolean;
  removalTypes: RemovalType[];
  services: CompanyService[];
  features: CompanyFeature[];
}

/** Two or three sentences: who they are, one thing they offer, sometimes a call to action. */
function writeAbout(random: Random, facts: AboutFacts): string {
  const founded = 2026 - (facts.isCompany ? random.int(3, 45) : random.int(2, 20));
  const opener = random
    .pick(ABOUT_OPENERS)
    .replace("{name}", facts.name)
    .replace("{town}", facts.town)
    .replace("{year}", String(founded));
  const offerKeys = [
    ...facts.features,
    ...facts.removalTypes.filter((type) => type !== "domestic"),
    ...facts.services.filter((service) => service === "piano-removals" || service === "man-and-van"),
  ];
  const offer =
    offerKeys.length > 0 && random.chance(0.8)
      ? ABOUT_OFFER_LINES[random.pick(offerKeys)]
      : random.pick(ABOUT_GENERIC_LINES);
  const sentences = [opener, offer];
  if (random.chance(0.5)) sentences.push(random.pick(ABOUT_CLOSERS));
  return sentences.join(" ");
}
