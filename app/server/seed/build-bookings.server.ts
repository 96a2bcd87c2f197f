import type { jobs, leads, quoteRequests, quotes, quoteVersions, reviewInvitations, reviews } from "~/db/schema";
import { estimateMove, leadPriceFor, type MoveSize } from "~/lib/lead-pricing";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import type { HelpType, PropertyType, QuoteInclusion } from "~/lib/vocabulary";
import { jobTitleOf } from "../quote-requests/accept-quote.server";
import { pickupWindow } from "../quote-requests/move-dates.server";
import { type DemoCompany, pickPostcode } from "./build-companies.server";
import type { DemoReview } from "./build-reviews.server";
import { CITIES, type CityData } from "./data/cities";
import { addHours } from "./demo-time.server";
import type { Random } from "./random.server";

/**
 * The booking behind every demo review, so that "verified" holds in the demo as it does for a
 * real review: the customer's quote request, the company's won lead and accepted quote, the
 * move done, and the invitation that asked for the review, each dated before the next and all
 * after the company's approval. The references start with DEMO_REFERENCE_PREFIX, so staff can
 * tell demo requests apart and a reset can find them.
 */
export const DEMO_REFERENCE_PREFIX = "MM-DEMO-";
const DEMO_JOB_PREFIX = "JB-DEMO-";
/**
 * Demo customers are invented: their addresses use the reserved .example domain (RFC 2606),
 * so no email about their requests or reviews can ever reach a real person.
 */
const DEMO_CUSTOMER_DOMAIN = "customers.example";

/** Secrets are added when the rows are written (crypto-random, never derived from the seed). */
type DemoQuoteRequest = Omit<typeof quoteRequests.$inferInsert, "accessTokenHash">;
type DemoInvitation = Omit<typeof reviewInvitations.$inferInsert, "tokenHash">;

export interface DemoBookings {
  quoteRequests: DemoQuoteRequest[];
  leads: (typeof leads.$inferInsert)[];
  quotes: (typeof quotes.$inferInsert)[];
  quoteVersions: (typeof quoteVersions.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
  reviewInvitations: DemoInvitation[];
  /** The reviews, each naming its quote request and job. */
  reviews: (typeof reviews.$inferInsert)[];
}

/** What a move of each size typically costs, in pounds; a quote lands within ±25% of it. */
const TYPICAL_PRICE_POUNDS: Record<MoveSize, number> = {
  boxes: 150,
  partial: 350,
  flat: 550,
  "1": 600,
  "2": 850,
  "3": 1150,
  "4": 1450,
  "5+": 1850,
};
const BEDROOMS = ["1", "2", "3", "4", "5+"] as const;
const HELP_TYPES: readonly HelpType[] = ["full", "full", "full", "full", "partial", "boxes"];
const PROPERTY_TYPES: readonly PropertyType[] = ["house", "house", "apartment"];
const INCLUSIONS: readonly QuoteInclusion[] = ["packing", "dismantling", "insurance", "storage", "cleaning"];
/** The cover a quote offers when it includes insurance: £50,000. */
const INSURANCE_COVER_PENCE = 5_000_000;

export function buildDemoBookings(
  random: Random,
  companies: readonly DemoCompany[],
  demoReviews: readonly DemoReview[],
): DemoBookings {
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const cityByName = new Map(CITIES.map((city) => [city.name, city]));
  const bookings: DemoBookings = {
    quoteRequests: [],
    leads: [],
    quotes: [],
    quoteVersions: [],
    jobs: [],
    reviewInvitations: [],
    reviews: [],
  };
  demoReviews.forEach(({ review, customerName }, index) => {
    const company = companyById.get(review.companyId);
    const city = company && cityByName.get(company.town);
    if (!company || !city) throw new Error(`Demo review ${review.id} names no demo company`);
    const number = String(index + 1).padStart(5, "0");

    // Backwards from the review: invited just after midnight following the move (the sweep's
    // first run that day), reviewed 0-5 days later, so before any reminder would be due.
    const moveDay = addDays(todayInUk(review.createdAt), -random.int(1, 6));
    const { pickupFrom, pickupTo } = pickupWindow({ kind: "specific", date: moveDay }, review.createdAt);
    const invitedAt = addHours(ukMoment(addDays(moveDay, 1), 0), random.int(1, 10) / 60);
    // Booked 3-14 days ahead, between 08:00 and 21:00; quoted, claimed and requested before that.
    const acceptedAt = addHours(pickupFrom, -24 * random.int(3, 14) + random.int(0, 12) + random.next());
    const quotedAt = addHours(acceptedAt, -random.int(4, 96));
    const claimedAt = addHours(quotedAt, -random.int(1, 24));
    const offeredAt = addHours(claimedAt, -random.int(1, 36));
    const requestedAt = addHours(offeredAt, -random.int(1, 10) / 60);

    const quoteRequest = describeMove(random, city, company);
    const quoteRequestId = random.uuid();
    bookings.quoteRequests.push({
      id: quoteRequestId,
      reference: `${DEMO_REFERENCE_PREFIX}${number}`,
      idempotencyKey: `demo-${quoteRequestId}`,
      ...quoteRequest,
      movingDate: "specific",
      specificDate: moveDay,
      flexibleFrom: null,
      flexibleTo: null,
      fullName: customerName,
      email: `${customerName.toLowerCase().replace(/[^a-z]+/g, ".")}.${number}@${DEMO_CUSTOMER_DOMAIN}`,
      phone: null,
      emailVerifiedAt: addHours(requestedAt, -random.int(1, 5) / 60),
      status: "completed",
      locale: "en-GB",
      closeReason: null,
      cancellationReason: null,
      closedAt: null,
      createdAt: requestedAt,
      updatedAt: pickupTo,
    });

    const leadId = random.uuid();
    bookings.leads.push({
      id: leadId,
      quoteRequestId,
      companyId: company.id,
      status: "won",
      pricePence: leadPriceFor(quoteRequest),
      matchRank: random.int(1, 6),
      invited: true,
      distanceMiles: null,
      offeredAt,
      claimedAt,
      claimedByUserId: null,
      respondedAt: acceptedAt,
      duplicateOfLeadId: null,
    });

    const quoteId = random.uuid();
    const typical = TYPICAL_PRICE_POUNDS[estimateMove(quoteRequest).size];
    const amountPence = Math.round((typical * (0.75 + random.next() / 2)) / 5) * 5 * 100;
    const inclusions = random.sample(INCLUSIONS, random.int(0, 3));
    const insuranceCoverPence = inclusions.includes("insurance") ? INSURANCE_COVER_PENCE : null;
    const validUntil = addDays(todayInUk(quotedAt), 14);
    bookings.quotes.push({
      id: quoteId,
      leadId,
      companyId: company.id,
      amountPence,
      includes: null,
      inclusions,
      insuranceCoverPence,
      message: null,
      validUntil,
      version: 1,
      status: "accepted",
      movingDateChangedAt: null,
      decidedAt: acceptedAt,
      createdAt: quotedAt,
      updatedAt: acceptedAt,
    });
    // Nothing refers to a version or an invitation: the database gives them their ids.
    bookings.quoteVersions.push({
      quoteId,
      version: 1,
      amountPence,
      inclusions,
      insuranceCoverPence,
      message: null,
      validUntil,
      createdByUserId: null,
      createdAt: quotedAt,
    });

    const jobId = random.uuid();
    bookings.jobs.push({
      id: jobId,
      reference: `${DEMO_JOB_PREFIX}${number}`,
      companyId: company.id,
      quoteId,
      title: jobTitleOf(quoteRequest),
      pickupFrom,
      pickupTo,
      fromTown: quoteRequest.fromCity,
      toTown: quoteRequest.toCity,
      pricePence: amountPence,
      driverId: null,
      vehicleId: null,
      status: "completed",
      completedAt: pickupTo,
      createdAt: acceptedAt,
      updatedAt: pickupTo,
    });
    bookings.reviewInvitations.push({ jobId, reminderTokenHash: null, invitedAt, remindedAt: null });
    bookings.reviews.push({ ...review, quoteRequestId, jobId });
  });
  return bookings;
}

/** What the customer asked for: a move from the company's city, usually within it. */
function describeMove(random: Random, city: CityData, company: DemoCompany) {
  const currentPropertyType = random.pick(PROPERTY_TYPES);
  const newPropertyType = random.pick(PROPERTY_TYPES);
  const commercial = company.removalTypes?.includes("commercial") && random.chance(0.1);
  return {
    moveType: commercial ? ("commercial" as const) : ("domestic" as const),
    fromPostcode: pickPostcode(random, city),
    fromCity: city.name,
    fromAddress: null,
    fromLat: null,
    fromLng: null,
    toCity: random.chance(0.7) ? city.name : random.pick(CITIES).name,
    toAddress: null,
    toLat: null,
    toLng: null,
    helpType: random.pick(HELP_TYPES),
    currentPropertyType,
    currentBedrooms: currentPropertyType === "house" ? random.pick(BEDROOMS) : null,
    currentLiftAvailable: null,
    currentFloorNumber: null,
    newPropertyType,
    newBedrooms: newPropertyType === "house" ? random.pick(BEDROOMS) : null,
    newLiftAvailable: null,
    newFloorNumber: null,
    additionalDetails: null,
  };
}
