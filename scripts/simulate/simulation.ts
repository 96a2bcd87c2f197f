import { performance } from "node:perf_hooks";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox, jobs, leads, ledgerEntries, quoteRequests, quotes } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { AppError } from "~/lib/errors";
import type { MoveSize } from "~/lib/lead-pricing";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import type { QuoteFormState } from "~/lib/quote-form";
import { quoteRequestSchema } from "~/lib/schemas/quote-request";
import { todayInUk } from "~/lib/uk-time";
import type { MoveType } from "~/lib/vocabulary";
import { getEnv } from "~/server/env.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { declineInvitation } from "~/server/leads/respond-to-lead.server";
import { locateMoveOrigin, matchCompanies, matchPlace } from "~/server/matching/match-companies.server";
import { acceptQuote } from "~/server/quote-requests/accept-quote.server";
import { submitQuoteRequest } from "~/server/quote-requests/submit-quote-request.server";
import { sendVerificationCode } from "~/server/quote-requests/verification-codes.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { lapseUnansweredInvitations, runTimeSweeps, type SweepCounts } from "~/server/sweeps/time-sweeps.server";
import { EventQueue } from "./event-queue";
import type { FreedPlace, LeadRecord, PartnerRecord, Period, RequestRecord } from "./metrics";
import { approvePartner, insertPartners, planPartners, type SimPartner, signIn } from "./partners";
import { nearestKnownPlace } from "./places";
import {
  createRandom,
  lognormal,
  normal,
  pointInDisc,
  poisson,
  type Random,
  weightedIndex,
  weightedKey,
} from "./random";
import type { Delay, Scenario } from "./scenario";
import {
  addWorkingMinutes,
  DAY_MS,
  fromUkLocal,
  gridCeil,
  HOUR_MS,
  MINUTE_MS,
  ukAt,
  ukDatePlus,
  weekdayOf,
} from "./time";

/**
 * The marketplace simulation (docs/marketplace.md, "Simulation"): scripted customers and
 * partners act on a virtual clock through the real services (verification code, submission and
 * its first wave, claims, declines, quotes, booking, the time sweeps) on the installed database.
 * Every call is given the simulated moment as `now`; nothing sleeps. The marketplace's decisions
 * (who is invited, when a place is offered on, who may claim) are the services' alone.
 */

/** The base price of a domestic move by size, in pounds (a partner quotes a factor of it). */
const BASE_PRICE_POUNDS: Record<MoveSize, number> = {
  boxes: 120,
  partial: 300,
  flat: 450,
  "1": 450,
  "2": 650,
  "3": 900,
  "4": 1150,
  "5+": 1450,
};
const MOVE_TYPE_PRICE_FACTOR: Record<MoveType, number> = { domestic: 1, commercial: 1.6, international: 3 };
/**
 * The time sweeps other than the lapse sweep (expiry, closing past requests, reviews, invoices,
 * digests, retention) run every this many simulated hours: none of them is due to the minute.
 */
const FULL_SWEEP_HOURS = 6;
/** A customer types the code this long after asking for it. */
const CODE_TYPING_MS = 90_000;

interface Customer {
  n: number;
  email: string;
  key: string;
  moveType: MoveType;
  size: MoveSize;
  form: QuoteFormState;
  code?: string;
  requestId?: string;
  token?: string;
  books: boolean;
  decideAfterHours: number;
  triesLeft: number;
}

type SimEvent =
  | { kind: "ask-code"; customer: Customer }
  | { kind: "submit"; customer: Customer }
  | { kind: "approve"; partner: SimPartner }
  | { kind: "sign-in"; partner: SimPartner }
  | { kind: "respond"; partner: SimPartner; leadId: string; action: "claim" | "decline" }
  | { kind: "quote"; partner: SimPartner; leadId: string; requestId: string }
  | { kind: "decide"; customer: Customer }
  | { kind: "sweep"; all: boolean }
  | { kind: "tidy" };

export interface SimulationOptions {
  /** Called at each new simulated day with a line of progress. */
  onProgress?: (line: string) => void;
}

export interface SimulationResult {
  scenario: Scenario;
  period: Period;
  leadResponseMinutes: number;
  partners: PartnerRecord[];
  requests: RequestRecord[];
  leads: LeadRecord[];
  freed: FreedPlace[];
  counters: Record<string, number>;
  /** Wall-clock and CPU milliseconds by kind of work. */
  timeMs: Record<string, number>;
  cpuMs: Record<string, number>;
}

const errorKey = (error: unknown) =>
  error instanceof AppError
    ? `${error.code} ${error.message}`
    : `error ${error instanceof Error ? error.message : String(error)}`;

/** The quote wizard's answers of a simulated customer. */
function formOf(
  random: Random,
  scenario: Scenario,
  email: string,
  at: Date,
): { form: QuoteFormState; moveType: MoveType; size: MoveSize } {
  const { customers } = scenario;
  const origin =
    customers.origins[
      weightedIndex(
        random,
        customers.origins.map((entry) => entry.weight),
      )
    ];
  if (!origin) throw new Error("no origin");
  const place = nearestKnownPlace(pointInDisc(random, origin, origin.spreadMiles));
  const moveType = weightedKey(random, customers.moveTypes);
  const size = weightedKey(random, customers.sizes);
  const { min, max } = customers.moveInDays;
  const movingDay = ukDatePlus(at, min + Math.floor(random() * (max - min + 1)));
  const house = size !== "flat" && size !== "boxes" && size !== "partial";
  return {
    moveType,
    size,
    form: {
      moveType,
      movingFrom: { postcode: place.postcode, city: origin.city ?? place.place, address: "" },
      movingTo: { city: "", address: "" },
      helpType: size === "boxes" ? "boxes" : size === "partial" ? "partial" : "full",
      currentProperty: house
        ? { type: "house", bedrooms: size, liftAvailable: "", floorNumber: "" }
        : { type: "apartment", bedrooms: "", liftAvailable: "yes", floorNumber: "" },
      newProperty: { type: "house", bedrooms: "2", liftAvailable: "", floorNumber: "" },
      additionalDetails: "",
      additionalDetailsText: "",
      movingDate: "specific",
      specificDate: movingDay,
      flexibleFrom: "",
      flexibleTo: "",
      personalDetails: { fullName: `Simulated Customer ${email.split("@")[0]}`, email, phone: "" },
    },
  };
}

/** The moments customers ask for a code: per UK day, a Poisson count spread by the hour weights. */
export function planArrivals(scenario: Scenario, start: Date, end: Date): Date[] {
  const random = createRandom(scenario.seed, "arrivals");
  const { requestsPerDay, hourWeights, weekdayWeights } = scenario.customers;
  const weekdayMean = weekdayWeights ? weekdayWeights.reduce((sum, weight) => sum + weight, 0) / 7 : 1;
  const arrivals: Date[] = [];
  for (let day = todayInUk(start); ukAt(day, 0) < end; day = ukDatePlus(ukAt(day, 12), 1)) {
    const dayFactor = weekdayWeights ? (weekdayWeights[weekdayOf(day)] ?? 0) / weekdayMean : 1;
    const count = poisson(random, requestsPerDay * dayFactor);
    const times: Date[] = [];
    for (let index = 0; index < count; index++) {
      const hour = weightedIndex(random, hourWeights);
      times.push(new Date(ukAt(day, hour).getTime() + random() * HOUR_MS));
    }
    arrivals.push(...times.filter((at) => at >= start && at < end));
  }
  return arrivals.sort((a, b) => a.getTime() - b.getTime());
}

function delayEnd(random: Random, from: Date, delay: Delay): Date {
  const minutes = lognormal(random, delay.median, delay.p90);
  return delay.workingHoursOnly
    ? addWorkingMinutes(from, minutes, delay.hours)
    : new Date(from.getTime() + minutes * MINUTE_MS);
}

export async function runSimulation(
  db: Database,
  scenario: Scenario,
  options: SimulationOptions = {},
): Promise<SimulationResult> {
  const start = fromUkLocal(scenario.start);
  const end = new Date(start.getTime() + scenario.durationDays * DAY_MS);
  const runEnd = new Date(end.getTime() + scenario.drainHours * HOUR_MS);
  const period: Period = { start, end, runEnd };
  const sweepMs = scenario.sweepIntervalMinutes * MINUTE_MS;
  const counters: Record<string, number> = {};
  const count = (key: string, by = 1) => {
    counters[key] = (counters[key] ?? 0) + by;
  };
  const timeMs: Record<string, number> = {};
  const cpuMs: Record<string, number> = {};
  // Sections do not nest, and one event runs at a time: the process's CPU time between a section's
  // start and end is that section's (the embedded database runs on this thread too).
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await work();
    } finally {
      const used = process.cpuUsage(cpu);
      timeMs[label] = (timeMs[label] ?? 0) + performance.now() - began;
      cpuMs[label] = (cpuMs[label] ?? 0) + (used.user + used.system) / 1000;
    }
  };

  const partners = planPartners(scenario, start);
  const partnerById = new Map(partners.map((partner) => [partner.id, partner]));
  await timed("setup: partners", () => insertPartners(db, scenario, partners, start));

  const queue = new EventQueue<SimEvent>();
  const customersRandom = createRandom(scenario.seed, "customers");
  for (const partner of partners) {
    if (partner.isNew) queue.push(partner.approvedAt, { kind: "approve", partner });
    if (partner.signsInAt && partner.signsInAt > partner.approvedAt && partner.signsInAt > start) {
      queue.push(partner.signsInAt, { kind: "sign-in", partner });
    }
  }
  for (const [n, at] of planArrivals(scenario, start, end).entries()) {
    const email = `customer-${n + 1}@sim.example`;
    const { form, moveType, size } = formOf(customersRandom, scenario, email, at);
    const { booking } = scenario.customers;
    const customer: Customer = {
      n: n + 1,
      email,
      key: `sim-${scenario.name}-${n + 1}`,
      moveType,
      size,
      form,
      books: customersRandom() < booking.probability,
      decideAfterHours: lognormal(customersRandom, booking.delayHours.median, booking.delayHours.p90),
      triesLeft: booking.retries,
    };
    queue.push(at, { kind: "ask-code", customer });
  }
  for (let at = gridCeil(start, HOUR_MS); at <= runEnd; at = new Date(at.getTime() + HOUR_MS)) {
    queue.push(at, { kind: "tidy" });
  }
  for (let at = gridCeil(start, FULL_SWEEP_HOURS * HOUR_MS); at <= runEnd; ) {
    queue.push(at, { kind: "sweep", all: true });
    at = new Date(at.getTime() + FULL_SWEEP_HOURS * HOUR_MS);
  }

  // What only the simulation sees: which lead belongs to a first wave, which lapsed, places freed.
  const known = new Set<string>();
  /**
   * The end of the window of each invitation that may still be open (claims, declines and lapses
   * remove one; a booking's settling is not seen, which only costs a sweep that finds nothing).
   */
  const openUntil = new Map<string, number>();
  const requestOfLead = new Map<string, string>();
  const lapsed = new Set<string>();
  const claimedAfterLapse = new Set<string>();
  const customerOfRequest = new Map<string, Customer>();
  const eligibleAt = new Map<string, string[] | null>();
  // Who was eligible for each request matters to the 48-hour rule only: probed when there are new partners.
  const probing = partners.some((partner) => partner.isNew);
  const freed: FreedPlace[] = [];
  /** The moments of the lapse sweeps already on the agenda (the full ones are there from the start). */
  const sweepsAhead = new Set<number>();
  let lastSweepAt: number | undefined;

  /**
   * The invitations made at this moment on these requests: each invited partner decides whether
   * and when to answer, and the first sweep at or after the end of their window is put on the
   * agenda (sweeping only then is exact to within the sweep interval: nothing lapses in between).
   */
  const discoverInvitations = async (now: Date, requestIds: readonly string[]) => {
    if (requestIds.length === 0) return [];
    const offered = await timed("reads: new invitations", () =>
      db
        .select({
          id: leads.id,
          companyId: leads.companyId,
          quoteRequestId: leads.quoteRequestId,
          respondBy: leads.respondBy,
          matchRank: sql<number>`coalesce(${leads.matchRank}, 0)::int`,
        })
        .from(leads)
        .where(and(inArray(leads.quoteRequestId, [...requestIds]), eq(leads.offeredAt, now), eq(leads.invited, true))),
    );
    // In the order the requests arrived, then the ranking's (ids are random: each partner must draw
    // from its generator in the same order on every run of a seed).
    const arrival = (requestId: string) => customerOfRequest.get(requestId)?.n ?? 0;
    offered.sort((a, b) => arrival(a.quoteRequestId) - arrival(b.quoteRequestId) || a.matchRank - b.matchRank);
    for (const lead of offered) {
      if (known.has(lead.id)) continue;
      known.add(lead.id);
      requestOfLead.set(lead.id, lead.quoteRequestId);
      count("invitations offered");
      if (lead.respondBy) {
        openUntil.set(lead.id, lead.respondBy.getTime());
        const due = gridCeil(lead.respondBy, sweepMs).getTime();
        if (due <= runEnd.getTime() && !sweepsAhead.has(due)) {
          sweepsAhead.add(due);
          queue.push(new Date(due), { kind: "sweep", all: false });
        }
      }
      const partner = partnerById.get(lead.companyId);
      if (!partner) continue;
      const { random, group } = partner;
      if (random() >= group.responseProbability) {
        count("invitations never answered (partner's choice)");
        continue;
      }
      const action = random() < group.declineProbability ? "decline" : "claim";
      queue.push(delayEnd(random, now, group.responseDelayMinutes), {
        kind: "respond",
        partner,
        leadId: lead.id,
        action,
      });
    }
    return offered;
  };

  /** The partners the engine would offer this request to, before it is submitted (for the 48-hour rule). */
  const probeEligible = async (customer: Customer, now: Date) => {
    const origin = await locateMoveOrigin(customer.form.movingFrom);
    if (!origin) return [];
    const matched = await matchCompanies(db, {
      moveType: customer.moveType,
      ...matchPlace(origin, customer.form.movingFrom.city),
      now,
      limit: 100_000,
      exposurePlaces: 0,
    });
    return matched.map((company) => company.id);
  };

  const readOutbox = async (email: string, template: "quote-verification-code" | "quote-request-confirmation") => {
    const [mail] = await db
      .select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, template)))
      .orderBy(sql`${emailOutbox.createdAt} desc`)
      .limit(1);
    return mail?.payload as Record<string, unknown> | undefined;
  };

  const handlers = {
    "ask-code": async ({ customer }: { customer: Customer }, now: Date) => {
      await timed("service: send code", () => sendVerificationCode({ email: customer.email, locale: "en-GB", now }));
      const payload = await timed("reads: outbox", () => readOutbox(customer.email, "quote-verification-code"));
      customer.code = typeof payload?.code === "string" ? payload.code : undefined;
      count("codes sent");
      queue.push(new Date(now.getTime() + CODE_TYPING_MS), { kind: "submit", customer });
    },
    submit: async ({ customer }: { customer: Customer }, now: Date) => {
      if (!customer.code) {
        count("submissions without a code");
        return;
      }
      const eligible = probing ? await timed("probe: eligible partners", () => probeEligible(customer, now)) : null;
      const input = quoteRequestSchema(todayInUk(now)).parse(customer.form);
      try {
        await timed("service: submit", () =>
          submitQuoteRequest({ input, code: customer.code ?? "", idempotencyKey: customer.key, locale: "en-GB", now }),
        );
      } catch (error) {
        count(`submission refused: ${errorKey(error)}`);
        return;
      }
      count("requests submitted");
      const [request] = await db
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.idempotencyKey, customer.key));
      if (!request) throw new Error(`submission ${customer.key} left no request`);
      customer.requestId = request.id;
      customerOfRequest.set(request.id, customer);
      eligibleAt.set(request.id, eligible);
      const confirmation = await timed("reads: outbox", () => readOutbox(customer.email, "quote-request-confirmation"));
      const url = typeof confirmation?.requestUrl === "string" ? confirmation.requestUrl : "";
      customer.token = url.slice(url.lastIndexOf("/") + 1);
      await discoverInvitations(now, [request.id]);
      if (customer.books) {
        queue.push(new Date(now.getTime() + customer.decideAfterHours * HOUR_MS), { kind: "decide", customer });
      }
    },
    approve: async ({ partner }: { partner: SimPartner }, now: Date) => {
      await timed("setup: partners", () => approvePartner(db, partner, now));
      count("partners approved during the run");
    },
    "sign-in": async ({ partner }: { partner: SimPartner }, now: Date) => {
      await timed("setup: partners", () => signIn(partner, now));
    },
    respond: async (
      { partner, leadId, action }: { partner: SimPartner; leadId: string; action: "claim" | "decline" },
      now: Date,
    ) => {
      const scope = { companyId: partner.id };
      if (action === "decline") {
        const requestId = requestOfLead.get(leadId);
        try {
          await timed("service: decline", () => declineInvitation(scope, { leadId, now }));
          openUntil.delete(leadId);
          count(lapsed.has(leadId) ? "declined after lapsing" : "declined in time");
          if (requestId && !lapsed.has(leadId)) {
            freed.push({ requestId, kind: "decline", freedAt: now, seenAt: now, nobodyLeft: false });
          }
        } catch (error) {
          count(`decline refused: ${errorKey(error)}`);
        }
        // The decline offers its place on at once.
        await discoverInvitations(now, requestId ? [requestId] : []);
        return;
      }
      try {
        const claim = await timed("service: claim", () =>
          claimLead(scope, { leadId, actorUserId: partner.userId, now }),
        );
        openUntil.delete(leadId);
        if (!claim.newlyClaimed) return;
        count(lapsed.has(leadId) ? "claimed after lapsing" : "claimed in time");
        if (lapsed.has(leadId)) claimedAfterLapse.add(leadId);
        const { random, group } = partner;
        const quotes = random() < group.quote.probability;
        // A quote to a customer who will never book changes no figure: it is not sent (a
        // quote is a full transaction with an email, as costly as a claim).
        if (quotes && !customerOfRequest.get(claim.quoteRequestId)?.books)
          count("quotes not sent (customer never books)");
        else if (quotes) {
          queue.push(delayEnd(random, now, group.quote.delayMinutes), {
            kind: "quote",
            partner,
            leadId,
            requestId: claim.quoteRequestId,
          });
        }
      } catch (error) {
        count(`claim refused: ${errorKey(error)}`);
      }
    },
    quote: async (
      { partner, leadId, requestId }: { partner: SimPartner; leadId: string; requestId: string },
      now: Date,
    ) => {
      const customer = customerOfRequest.get(requestId);
      if (!customer) return;
      const { mean, spread } = partner.group.quote.priceFactor;
      const base =
        (scenario.customers.basePricePounds[customer.size] ?? BASE_PRICE_POUNDS[customer.size]) *
        MOVE_TYPE_PRICE_FACTOR[customer.moveType];
      const factor = Math.max(0.3, normal(partner.random, mean, spread));
      const price = String(Math.max(50, Math.round(base * factor)));
      try {
        await timed("service: quote", () =>
          sendQuote(
            { companyId: partner.id },
            { authorLanguage: "en-GB", leadId, actorUserId: partner.userId, terms: { price }, now },
          ),
        );
        count("quotes sent");
      } catch (error) {
        count(`quote refused: ${errorKey(error)}`);
      }
    },
    decide: async ({ customer }: { customer: Customer }, now: Date) => {
      if (!customer.requestId || !customer.token) return;
      const offers = await db
        .select({ id: quotes.id, version: quotes.version, amountPence: quotes.amountPence })
        .from(quotes)
        .innerJoin(leads, eq(leads.id, quotes.leadId))
        .where(and(eq(leads.quoteRequestId, customer.requestId), eq(quotes.status, "sent")))
        .orderBy(asc(quotes.amountPence), asc(quotes.companyId));
      const cheapest = offers[0];
      if (!cheapest) {
        if (customer.triesLeft-- > 0) {
          const later = new Date(now.getTime() + scenario.customers.booking.retryHours * HOUR_MS);
          queue.push(later, { kind: "decide", customer });
        } else count("customers who found no quote to book");
        return;
      }
      try {
        await timed("service: accept", () =>
          acceptQuote(customer.token ?? "", { quoteId: cheapest.id, version: cheapest.version, now }),
        );
        count("bookings");
      } catch (error) {
        count(`booking refused: ${errorKey(error)}`);
      }
    },
    tidy: async (_event: unknown, _now: Date) => {
      // Mail stays in the outbox (no SMTP_URL); what the simulation needed from it was read at once.
      await timed("tidy: outbox", () => db.delete(emailOutbox));
    },
    sweep: async ({ all }: { all: boolean }, now: Date) => {
      sweepsAhead.delete(now.getTime());
      // A lapse sweep right after another sweep of the same moment would find nothing.
      if (!all && lastSweepAt === now.getTime()) return;
      let lapsedNow: number;
      if (all) {
        lastSweepAt = now.getTime();
        // Every sweep of the worker's loop, as it runs them.
        const counts: SweepCounts = await timed("service: time sweeps (all)", () => runTimeSweeps(db, now));
        for (const [key, value] of Object.entries(counts)) if (value > 0) count(`sweeps: ${key}`, value);
        lapsedNow = counts.invitationsLapsed;
        count("sweeps run (all)");
      } else {
        // A window ends: the lapse sweep, unless every invitation due by now was answered (it would find nothing).
        if (![...openUntil.values()].some((until) => until <= now.getTime())) {
          count("sweeps skipped (nothing due)");
          return;
        }
        lastSweepAt = now.getTime();
        lapsedNow = await timed("service: lapse sweep", () => lapseUnansweredInvitations(db, now));
        count("sweeps: invitationsLapsed", lapsedNow);
        count("sweeps run (lapses, at a window's end)");
      }
      if (lapsedNow === 0) return;
      const gone = await timed("reads: lapses", () =>
        db
          .select({ id: leads.id, requestId: leads.quoteRequestId, respondBy: leads.respondBy })
          .from(leads)
          .where(and(eq(leads.status, "lapsed"), eq(leads.respondedAt, now))),
      );
      const byRequest = new Map<string, typeof gone>();
      for (const lead of gone) {
        lapsed.add(lead.id);
        openUntil.delete(lead.id);
        byRequest.set(lead.requestId, [...(byRequest.get(lead.requestId) ?? []), lead]);
      }
      // The sweep offers the lapsed places on in the same transaction.
      const offered = await discoverInvitations(now, [...byRequest.keys()]);
      for (const [requestId, lapses] of byRequest) {
        // offerOpenPlaces offers as many places as are free and as it finds eligible companies
        // for: fewer re-offers than lapses means the rest had nobody left to go to (or no place,
        // when late claims hold it, or the request stopped taking claims).
        const reoffered = offered.filter((lead) => lead.quoteRequestId === requestId).length;
        const newestFirst = [...lapses].sort((a, b) => (b.respondBy?.getTime() ?? 0) - (a.respondBy?.getTime() ?? 0));
        for (const [index, lead] of newestFirst.entries()) {
          freed.push({
            requestId,
            kind: "lapse",
            freedAt: lead.respondBy ?? now,
            seenAt: now,
            nobodyLeft: index >= reoffered,
          });
        }
      }
    },
  };

  let day = -1;
  for (let next = queue.pop(); next; next = queue.pop()) {
    const { at, event } = next;
    if (at > runEnd) break;
    const today = Math.floor((at.getTime() - start.getTime()) / DAY_MS);
    if (today > day) {
      day = today;
      options.onProgress?.(
        `day ${day + 1}: ${counters["requests submitted"] ?? 0} requests, ${counters["invitations offered"] ?? 0} invitations, ${(counters["claimed in time"] ?? 0) + (counters["claimed after lapsing"] ?? 0)} claims so far`,
      );
    }
    count("events");
    switch (event.kind) {
      case "ask-code":
        await handlers["ask-code"](event, at);
        break;
      case "submit":
        await handlers.submit(event, at);
        break;
      case "approve":
        await handlers.approve(event, at);
        break;
      case "sign-in":
        await handlers["sign-in"](event, at);
        break;
      case "respond":
        await handlers.respond(event, at);
        break;
      case "quote":
        await handlers.quote(event, at);
        break;
      case "decide":
        await handlers.decide(event, at);
        break;
      case "sweep":
        await handlers.sweep(event, at);
        break;
      case "tidy":
        await handlers.tidy(event, at);
        break;
    }
  }

  const records = await timed("reads: results", () =>
    readRecords(db, { partners, period, eligibleAt, claimedAfterLapse }),
  );
  return {
    scenario,
    period,
    leadResponseMinutes: getEnv().LEAD_RESPONSE_MINUTES,
    ...records,
    freed,
    counters,
    timeMs,
    cpuMs,
  };
}

/** The run's rows, read back from the database, as the metrics' records. */
async function readRecords(
  db: Database,
  {
    partners,
    period,
    eligibleAt,
    claimedAfterLapse,
  }: {
    partners: SimPartner[];
    period: Period;
    eligibleAt: Map<string, string[] | null>;
    claimedAfterLapse: Set<string>;
  },
): Promise<Pick<SimulationResult, "partners" | "requests" | "leads">> {
  const requestRows = await db
    .select({
      id: quoteRequests.id,
      createdAt: quoteRequests.createdAt,
      closedAt: quoteRequests.closedAt,
      moveType: quoteRequests.moveType,
      fromCity: quoteRequests.fromCity,
      fromPostcode: quoteRequests.fromPostcode,
    })
    .from(quoteRequests)
    .orderBy(asc(quoteRequests.createdAt));
  const leadRows = await db
    .select({
      id: leads.id,
      requestId: leads.quoteRequestId,
      companyId: leads.companyId,
      offeredAt: leads.offeredAt,
      invited: leads.invited,
      claimedAt: leads.claimedAt,
    })
    .from(leads)
    .orderBy(asc(leads.offeredAt));
  const bookings = await db
    .select({ requestId: leads.quoteRequestId, companyId: jobs.companyId, at: jobs.createdAt })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(leads, eq(leads.id, quotes.leadId));
  const spend = await db
    .select({ companyId: ledgerEntries.companyId, pence: sql<number>`(-sum(${ledgerEntries.amountPence}))::int` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.kind, ["lead_charge", "lead_credit"]))
    .groupBy(ledgerEntries.companyId);

  const createdAt = new Map(requestRows.map((row) => [row.id, row.createdAt]));
  const claimsOf = new Map<string, Date[]>();
  for (const lead of leadRows) {
    if (!lead.claimedAt) continue;
    claimsOf.set(lead.requestId, [...(claimsOf.get(lead.requestId) ?? []), lead.claimedAt]);
  }
  const bookedAt = new Map(bookings.map((row) => [row.requestId, row.at]));
  const openMs = LEAD_OPEN_DAYS * DAY_MS;
  const requests: RequestRecord[] = requestRows.map((row) => {
    const claimTimes = (claimsOf.get(row.id) ?? []).sort((a, b) => a.getTime() - b.getTime());
    const full = claimTimes.length >= MAX_MATCHED_COMPANIES ? claimTimes[MAX_MATCHED_COMPANIES - 1] : undefined;
    const closes = [
      full?.getTime(),
      bookedAt.get(row.id)?.getTime(),
      row.closedAt?.getTime(),
      row.createdAt.getTime() + openMs,
      period.runEnd.getTime(),
    ].filter((value): value is number => value !== undefined);
    return {
      id: row.id,
      label: `${row.moveType}, ${row.fromCity} (${row.fromPostcode.split(" ")[0]})`,
      createdAt: row.createdAt,
      claimTimes,
      eligible: eligibleAt.get(row.id) ?? null,
      closedAt: new Date(Math.min(...closes)),
    };
  });
  const leadRecords: LeadRecord[] = leadRows.map((lead) => ({
    requestId: lead.requestId,
    companyId: lead.companyId,
    offeredAt: lead.offeredAt,
    invited: lead.invited,
    firstWave: lead.offeredAt.getTime() === createdAt.get(lead.requestId)?.getTime(),
    claimedAt: lead.claimedAt,
    claimedAfterLapse: claimedAfterLapse.has(lead.id),
  }));
  const spendOf = new Map(spend.map((row) => [row.companyId, row.pence]));
  const jobsOf = new Map<string, number>();
  for (const booking of bookings) jobsOf.set(booking.companyId, (jobsOf.get(booking.companyId) ?? 0) + 1);
  const partnerRecords: PartnerRecord[] = partners.map((partner) => ({
    id: partner.id,
    group: partner.group.name,
    cohort: partner.cohort,
    approvedAt: partner.approvedAt <= period.runEnd ? partner.approvedAt : null,
    isNew: partner.isNew,
    invitable: partner.invitable,
    silent: partner.silent,
    spendPence: spendOf.get(partner.id) ?? 0,
    jobsWon: jobsOf.get(partner.id) ?? 0,
  }));
  return { partners: partnerRecords, requests, leads: leadRecords };
}
