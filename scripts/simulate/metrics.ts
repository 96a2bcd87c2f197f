/**
 * The simulation's figures, computed from plain records (the rows the services wrote, read back
 * after the run, and the few events only the simulation saw: lapses, declines, its eligibility
 * probes). Pure functions, so each can be tested on its own.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------------------------------------
// Statistics

/** The q-quantile by linear interpolation between closest ranks (type 7); NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? Number.NaN;
  return low + (high - low) * (position - lower);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The Gini coefficient of non-negative amounts: 0 when everyone has the same (or nobody has
 * anything), towards 1 when one has everything. G = Σᵢ Σⱼ |xᵢ − xⱼ| / (2 n² x̄), computed on the
 * sorted values as (2 Σ i·x₍ᵢ₎) / (n Σ x) − (n + 1) / n.
 */
export function gini(values: readonly number[]): number {
  if (values.some((value) => value < 0 || !Number.isFinite(value))) throw new Error("gini: values must be ≥ 0");
  const n = values.length;
  const total = values.reduce((sum, value) => sum + value, 0);
  if (n === 0 || total === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const weighted = sorted.reduce((sum, value, index) => sum + (index + 1) * value, 0);
  return (2 * weighted) / (n * total) - (n + 1) / n;
}

/** The share of values for which `test` holds; NaN for none. */
export function shareOf<T>(values: readonly T[], test: (value: T) => boolean): number {
  return values.length === 0 ? Number.NaN : values.filter(test).length / values.length;
}

// ---------------------------------------------------------------------------------------------
// Records

export interface RequestRecord {
  id: string;
  /** "domestic, Manchester (M14)": what a reader needs to see why a request went unclaimed. */
  label: string;
  /** Verified and submitted (the two are one moment in the app). */
  createdAt: Date;
  /** When each company claimed it, in order. */
  claimTimes: Date[];
  /**
   * The partners eligible for it at submission, by the engine's own rule (a probe just before);
   * null when not probed (a run without new partners has no 48-hour rule to judge).
   */
  eligible: readonly string[] | null;
  /** When it stopped needing places: 6 claims, a booking, LEAD_OPEN_DAYS, or the end of the run. */
  closedAt: Date;
}

export interface LeadRecord {
  requestId: string;
  companyId: string;
  offeredAt: Date;
  invited: boolean;
  /** Offered in the request's first wave (at submission). */
  firstWave: boolean;
  claimedAt: Date | null;
  /** The invitation had lapsed when it was claimed (a claim that gives a place back). */
  claimedAfterLapse: boolean;
}

export interface PartnerRecord {
  id: string;
  group: string;
  /** Partners with the same area, removal types and caps. */
  cohort: string;
  approvedAt: Date | null;
  /** Approved during the run. */
  isNew: boolean;
  /** Could be invited at all (owner signs in, profile complete). */
  invitable: boolean;
  /** Answers (almost) no invitation. */
  silent: boolean;
  /** Lead charges less credits, pence. */
  spendPence: number;
  jobsWon: number;
}

/** A place that became free: an invitation lapsed (from its respond_by) or was declined. */
export interface FreedPlace {
  requestId: string;
  kind: "lapse" | "decline";
  /** When the place became free: the lapsed invitation's respond_by, or the decline. */
  freedAt: Date;
  /** When the app saw it: the sweep that lapsed it, or the decline. */
  seenAt: Date;
  /** At that moment no eligible company without a lead on the request was left to offer it to. */
  nobodyLeft: boolean;
}

export interface Period {
  start: Date;
  /** The end of arrivals. */
  end: Date;
  /** The end of the run (arrivals end + drain). */
  runEnd: Date;
}

// ---------------------------------------------------------------------------------------------
// Claims

export interface ClaimFigures {
  requests: number;
  atLeastOneIn24h: number;
  atLeastThreeIn24h: number;
  medianMinutesToFirstClaim: number;
  p90MinutesToFirstClaim: number;
  neverClaimed: number;
  meanClaimsPerRequest: number;
  medianEligiblePartners: number;
}

export function claimFigures(requests: readonly RequestRecord[]): ClaimFigures {
  const within = (request: RequestRecord) =>
    request.claimTimes.filter((at) => at.getTime() - request.createdAt.getTime() <= DAY_MS).length;
  const firsts = requests.flatMap((request) => {
    const first = request.claimTimes[0];
    return first ? [(first.getTime() - request.createdAt.getTime()) / 60_000] : [];
  });
  return {
    requests: requests.length,
    atLeastOneIn24h: shareOf(requests, (request) => within(request) >= 1),
    atLeastThreeIn24h: shareOf(requests, (request) => within(request) >= 3),
    medianMinutesToFirstClaim: median(firsts),
    p90MinutesToFirstClaim: quantile(firsts, 0.9),
    neverClaimed: requests.length - firsts.length,
    meanClaimsPerRequest: mean(requests.map((request) => request.claimTimes.length)),
    medianEligiblePartners: median(requests.flatMap((request) => (request.eligible ? [request.eligible.length] : []))),
  };
}

// ---------------------------------------------------------------------------------------------
// Fairness

export interface CohortFairness {
  cohort: string;
  groups: string[];
  /** Invitable partners answering invitations. */
  responsive: { partners: number; gini: number; meanOffered: number; offeredNothing: number };
  /** Invitable partners answering (almost) none: reported apart, not budgeted. */
  silent: { partners: number; gini: number; meanOffered: number; offeredNothing: number };
  /** Partners who can never be invited (owner never signed in, or profile incomplete). */
  notInvitable: number;
}

export interface FairnessFigures {
  cohorts: CohortFairness[];
  /** Over every invitable partner. */
  overallGini: number;
  /** The largest Gini among the cohorts' responsive partners (the budgeted figure). */
  worstResponsiveGini: number;
  invitablePartners: number;
  shareOfferedNothing: number;
  offeredPerPartner: { median: number; p10: number; p90: number; max: number };
}

/**
 * Leads offered (invitations) per partner during the run, as a rate per day of being approved
 * within it, so a partner approved mid-run is compared on the days it could be offered leads
 * (a day at least, so one approved in the last hours does not swing the figure).
 */
export function offeredRates(
  partners: readonly PartnerRecord[],
  leads: readonly LeadRecord[],
  period: Period,
): Map<string, { offered: number; perDay: number }> {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    if (lead.invited) counts.set(lead.companyId, (counts.get(lead.companyId) ?? 0) + 1);
  }
  const rates = new Map<string, { offered: number; perDay: number }>();
  for (const partner of partners) {
    const from = Math.max(period.start.getTime(), partner.approvedAt?.getTime() ?? period.runEnd.getTime());
    const days = Math.max(1, (period.runEnd.getTime() - from) / DAY_MS);
    const offered = counts.get(partner.id) ?? 0;
    rates.set(partner.id, { offered, perDay: offered / days });
  }
  return rates;
}

export function fairnessFigures(
  partners: readonly PartnerRecord[],
  leads: readonly LeadRecord[],
  period: Period,
): FairnessFigures {
  const rates = offeredRates(partners, leads, period);
  const rate = (partner: PartnerRecord) => rates.get(partner.id)?.perDay ?? 0;
  const offered = (partner: PartnerRecord) => rates.get(partner.id)?.offered ?? 0;
  const summary = (members: PartnerRecord[]) => ({
    partners: members.length,
    gini: gini(members.map(rate)),
    meanOffered: mean(members.map(offered)),
    offeredNothing: members.filter((partner) => offered(partner) === 0).length,
  });
  const cohortNames = [...new Set(partners.map((partner) => partner.cohort))];
  const cohorts = cohortNames.map((cohort) => {
    const members = partners.filter((partner) => partner.cohort === cohort);
    const invitable = members.filter((partner) => partner.invitable);
    return {
      cohort,
      groups: [...new Set(members.map((partner) => partner.group))],
      responsive: summary(invitable.filter((partner) => !partner.silent)),
      silent: summary(invitable.filter((partner) => partner.silent)),
      notInvitable: members.length - invitable.length,
    };
  });
  const invitable = partners.filter((partner) => partner.invitable);
  const counts = invitable.map(offered);
  const budgeted = cohorts.filter((cohort) => cohort.responsive.partners > 1).map((cohort) => cohort.responsive.gini);
  return {
    cohorts,
    overallGini: gini(invitable.map(rate)),
    worstResponsiveGini: budgeted.length === 0 ? 0 : Math.max(...budgeted),
    invitablePartners: invitable.length,
    shareOfferedNothing: shareOf(invitable, (partner) => offered(partner) === 0),
    offeredPerPartner: {
      median: median(counts),
      p10: quantile(counts, 0.1),
      p90: quantile(counts, 0.9),
      max: counts.length === 0 ? Number.NaN : Math.max(...counts),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// New partners and the 48-hour rule

export interface RankingRule {
  /** A partner approved less than this many days ago waits for exposure. */
  newPartnerDays: number;
  /** …and so does one offered fewer than this many leads in the last 7 days. */
  underServedLeads: number;
  /** Places of each first wave kept for partners waiting for exposure. */
  exposurePlaces: number;
}

export type NewPartnerVerdict = "met" | "missed" | "not owed" | "window open at end" | "never eligible";

export interface NewPartnerOutcome {
  id: string;
  group: string;
  approvedAt: Date;
  firstOfferAt: Date | null;
  daysToFirstOffer: number | null;
  /** Requests arriving within 48 h of approval that the partner was eligible for. */
  eligibleRequests: number;
  /** Exposure places those requests' first waves kept (exposurePlaces each). */
  exposurePlaces: number;
  /** Partners waiting for exposure (new or under-served) eligible for at least one of them. */
  waitingPartners: number;
  /** The rule applies: at least as many places as partners waiting, and at least one request. */
  owed: boolean;
  offeredWithin48h: boolean;
  verdict: NewPartnerVerdict;
}

/** Whether a partner waited for exposure at `at`, as the ranking decides it (from the rows). */
export function waitingAt(
  partner: { approvedAt: Date | null },
  offerTimes: readonly number[],
  at: Date,
  rule: RankingRule,
): boolean {
  const t = at.getTime();
  if (partner.approvedAt && partner.approvedAt.getTime() > t - rule.newPartnerDays * DAY_MS) return true;
  const weekAgo = t - 7 * DAY_MS;
  let recent = 0;
  for (const offered of offerTimes) if (offered > weekAgo && offered < t) recent++;
  return recent < rule.underServedLeads;
}

/**
 * For every partner approved during the run: its first lead offer, and whether the 48-hour rule
 * held. The rule is owed when the requests it was eligible for in its first 48 hours (by the
 * engine's own eligibility, probed at each submission) kept at least as many exposure places as
 * there were partners waiting for exposure (new or under-served, by the ranking's definitions,
 * worked out from the leads offered before each request) eligible for any of those requests.
 */
export function newPartnerOutcomes(
  partners: readonly PartnerRecord[],
  requests: readonly RequestRecord[],
  leads: readonly LeadRecord[],
  period: Period,
  rule: RankingRule,
): NewPartnerOutcome[] {
  const offers = new Map<string, number[]>();
  for (const lead of leads) {
    const list = offers.get(lead.companyId) ?? [];
    list.push(lead.offeredAt.getTime());
    offers.set(lead.companyId, list);
  }
  for (const list of offers.values()) list.sort((a, b) => a - b);
  const byId = new Map(partners.map((partner) => [partner.id, partner]));
  const window = 48 * HOUR_MS;

  return partners
    .filter((partner): partner is PartnerRecord & { approvedAt: Date } => partner.isNew && partner.approvedAt !== null)
    .map((partner) => {
      const approved = partner.approvedAt.getTime();
      const own = offers.get(partner.id) ?? [];
      const first = own.find((at) => at >= approved);
      const firstOfferAt = first === undefined ? null : new Date(first);
      const offeredWithin48h = first !== undefined && first <= approved + window;
      const inWindow = requests.filter(
        (request) =>
          request.createdAt.getTime() >= approved &&
          request.createdAt.getTime() <= approved + window &&
          (request.eligible ?? []).includes(partner.id),
      );
      const waiting = new Set<string>();
      for (const request of inWindow) {
        for (const id of request.eligible ?? []) {
          const other = byId.get(id);
          if (other && waitingAt(other, offers.get(id) ?? [], request.createdAt, rule)) waiting.add(id);
        }
      }
      const exposurePlaces = inWindow.length * rule.exposurePlaces;
      const owed = inWindow.length > 0 && exposurePlaces >= waiting.size;
      const windowComplete = approved + window <= period.end.getTime();
      const everEligible = requests.some(
        (request) => request.createdAt.getTime() >= approved && (request.eligible ?? []).includes(partner.id),
      );
      let verdict: NewPartnerVerdict;
      if (offeredWithin48h) verdict = "met";
      else if (!windowComplete) verdict = "window open at end";
      else if (owed) verdict = "missed";
      else if (!everEligible) verdict = "never eligible";
      else verdict = "not owed";
      return {
        id: partner.id,
        group: partner.group,
        approvedAt: partner.approvedAt,
        firstOfferAt,
        daysToFirstOffer: first === undefined ? null : (first - approved) / DAY_MS,
        eligibleRequests: inWindow.length,
        exposurePlaces,
        waitingPartners: waiting.size,
        owed,
        offeredWithin48h,
        verdict,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Places left unfilled by lapsed invitations

export interface UnfilledPlace extends FreedPlace {
  /** When the place was offered again or filled; null when it never was before the request closed. */
  refilledAt: Date | null;
  /** Minutes from freedAt to refilledAt (or to the request's close when never refilled). */
  minutes: number;
}

/**
 * Pairs each freed place with what gave it back: a new invitation on the request, or a claim
 * that took a place again (an invitation claimed after it lapsed, or a claim from Find work).
 * Places are interchangeable; each such event goes to the newest free place the app had seen by
 * then, since the waves answer what just happened (a sweep's re-offers the lapses it just saw, a
 * decline's re-offer that decline), and an older place left with nobody to offer it to stays so.
 */
export function unfilledPlaces(
  requests: readonly RequestRecord[],
  leads: readonly LeadRecord[],
  freed: readonly FreedPlace[],
): UnfilledPlace[] {
  const restoresOf = new Map<string, number[]>();
  for (const lead of leads) {
    const times: number[] = [];
    if (lead.invited && !lead.firstWave) times.push(lead.offeredAt.getTime());
    if (lead.claimedAt && (lead.claimedAfterLapse || !lead.invited)) times.push(lead.claimedAt.getTime());
    if (times.length === 0) continue;
    restoresOf.set(lead.requestId, [...(restoresOf.get(lead.requestId) ?? []), ...times]);
  }
  const closedAt = new Map(requests.map((request) => [request.id, request.closedAt]));
  const out: UnfilledPlace[] = [];
  const byRequest = new Map<string, FreedPlace[]>();
  for (const place of freed) byRequest.set(place.requestId, [...(byRequest.get(place.requestId) ?? []), place]);
  const settle = (place: FreedPlace, refilledAt: Date | null, until: number) =>
    out.push({ ...place, refilledAt, minutes: (until - place.freedAt.getTime()) / 60_000 });
  for (const [requestId, places] of byRequest) {
    const restores = (restoresOf.get(requestId) ?? []).sort((a, b) => a - b);
    // Among places freed and seen at the same moments, those with nobody left come first, so the
    // re-offers of a sweep go to the places it could offer on (taken from the end).
    const bySeen = [...places].sort(
      (a, b) =>
        a.seenAt.getTime() - b.seenAt.getTime() ||
        a.freedAt.getTime() - b.freedAt.getTime() ||
        Number(b.nobodyLeft) - Number(a.nobodyLeft),
    );
    const open: FreedPlace[] = [];
    let next = 0;
    for (const restore of restores) {
      while (next < bySeen.length && (bySeen[next]?.seenAt.getTime() ?? Number.POSITIVE_INFINITY) <= restore) {
        const place = bySeen[next++];
        if (place) open.push(place);
      }
      const place = open.pop();
      if (place) settle(place, new Date(restore), restore);
    }
    const close = closedAt.get(requestId)?.getTime() ?? Number.NaN;
    for (const place of [...open, ...bySeen.slice(next)]) settle(place, null, Math.max(close, place.freedAt.getTime()));
  }
  return out;
}

export interface LapseFigures {
  invitationsLapsed: number;
  /** Lapses with someone eligible left to offer the place to when the sweep saw them (the engine's to fill). */
  withSomeoneLeft: number;
  /** …of which offered again or filled (the rest stayed open until the request closed). */
  refilled: number;
  /** respond_by to the place offered again or filled (or to the request's close), over those with someone left. */
  p95MinutesUnfilled: number;
  maxMinutesUnfilled: number;
  /** …of those, unfilled longer than the budget (one window + one sweep interval). */
  overBudget: number;
  budgetMinutes: number;
  /** Lapses with nobody eligible left (or no place left to fill): nothing the waves could do. */
  nobodyLeft: number;
  /** …of which filled later all the same (a late claim, a partner's cap freed), and the longest wait. */
  nobodyLeftFilledLater: number;
  nobodyLeftMaxMinutes: number;
}

export function lapseFigures(places: readonly UnfilledPlace[], budgetMinutes: number): LapseFigures {
  const lapses = places.filter((place) => place.kind === "lapse");
  const someoneLeft = lapses.filter((place) => !place.nobodyLeft);
  const nobodyLeft = lapses.filter((place) => place.nobodyLeft);
  const minutes = someoneLeft.map((place) => place.minutes);
  return {
    invitationsLapsed: lapses.length,
    withSomeoneLeft: someoneLeft.length,
    refilled: someoneLeft.filter((place) => place.refilledAt !== null).length,
    p95MinutesUnfilled: quantile(minutes, 0.95),
    maxMinutesUnfilled: minutes.length === 0 ? Number.NaN : Math.max(...minutes),
    overBudget: someoneLeft.filter((place) => place.minutes > budgetMinutes).length,
    budgetMinutes,
    nobodyLeft: nobodyLeft.length,
    nobodyLeftFilledLater: nobodyLeft.filter((place) => place.refilledAt !== null).length,
    nobodyLeftMaxMinutes: nobodyLeft.length === 0 ? Number.NaN : Math.max(...nobodyLeft.map((place) => place.minutes)),
  };
}

// ---------------------------------------------------------------------------------------------
// Money

export interface SpendFigures {
  /** Partners who won at least one job: spend ÷ jobs won, in pounds. */
  winners: number;
  medianPerJob: number;
  p10PerJob: number;
  p90PerJob: number;
  minPerJob: number;
  maxPerJob: number;
  /** p90 ÷ p10 of spend per job: the spread between partners. */
  spreadRatio: number;
  /** Partners who paid for leads and won nothing, and what they paid (pounds). */
  spentWithoutJob: number;
  spentWithoutJobPounds: number;
  totalSpendPounds: number;
  jobsWon: number;
}

export function spendFigures(partners: readonly PartnerRecord[]): SpendFigures {
  const winners = partners.filter((partner) => partner.jobsWon > 0);
  const perJob = winners.map((partner) => partner.spendPence / partner.jobsWon / 100);
  const losers = partners.filter((partner) => partner.jobsWon === 0 && partner.spendPence > 0);
  const p10 = quantile(perJob, 0.1);
  const p90 = quantile(perJob, 0.9);
  return {
    winners: winners.length,
    medianPerJob: median(perJob),
    p10PerJob: p10,
    p90PerJob: p90,
    minPerJob: perJob.length === 0 ? Number.NaN : Math.min(...perJob),
    maxPerJob: perJob.length === 0 ? Number.NaN : Math.max(...perJob),
    spreadRatio: p10 > 0 ? p90 / p10 : Number.NaN,
    spentWithoutJob: losers.length,
    spentWithoutJobPounds: losers.reduce((sum, partner) => sum + partner.spendPence, 0) / 100,
    totalSpendPounds: partners.reduce((sum, partner) => sum + partner.spendPence, 0) / 100,
    jobsWon: partners.reduce((sum, partner) => sum + partner.jobsWon, 0),
  };
}
