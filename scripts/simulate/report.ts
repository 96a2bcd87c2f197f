import { RANKING } from "~/lib/lead-ranking";
import { printFigureTable, verdictOf } from "../bench/print-table";
import type { Figure } from "../bench/support";
import {
  claimFigures,
  fairnessFigures,
  lapseFigures,
  median,
  newPartnerOutcomes,
  spendFigures,
  unfilledPlaces,
} from "./metrics";
import type { SimulationResult } from "./simulation";
import { DAY_MS } from "./time";

const UK_HOUR = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" });

/** One figure of the report: its id (what bench/budgets.json names), value, unit and meaning. */
export type { Figure } from "../bench/support";

export interface Budget {
  /** A scenario's name, or "*" for every scenario. */
  scenario: string;
  figure: string;
  min?: number;
  max?: number;
  why: string;
}

export interface Verdict {
  budget: Budget;
  value: number | undefined;
  status: "met" | "missed" | "not measured";
}

export interface Timing {
  setupSeconds: number;
  simulationSeconds: number;
  totalSeconds: number;
  /** The process's CPU time (user + system) over the whole run: the wall time of an otherwise idle core. */
  cpuSeconds: number;
}

/** Everything the run measured, as figures and as the details behind them. */
export function buildReport(result: SimulationResult, timing: Timing) {
  const { period, scenario } = result;
  const claims = claimFigures(result.requests);
  const fairness = fairnessFigures(result.partners, result.leads, period);
  const newcomers = newPartnerOutcomes(result.partners, result.requests, result.leads, period, RANKING);
  const places = unfilledPlaces(result.requests, result.leads, result.freed);
  const budgetMinutes = result.leadResponseMinutes + scenario.sweepIntervalMinutes;
  const lapses = lapseFigures(places, budgetMinutes);
  const spend = spendFigures(result.partners);
  const simulatedDays = (period.runEnd.getTime() - period.start.getTime()) / DAY_MS;
  const weeks = scenario.durationDays / 7;
  const verdictCount = (verdict: string) => newcomers.filter((outcome) => outcome.verdict === verdict).length;
  const daysToFirst = newcomers.flatMap((outcome) =>
    outcome.daysToFirstOffer === null ? [] : [outcome.daysToFirstOffer],
  );

  const figures: Figure[] = [];
  const add = (id: string, value: number, unit: string, label: string) => figures.push({ id, value, unit, label });
  add("requests", claims.requests, "", "verified quote requests submitted");
  add(
    "requests.eligible_median",
    claims.medianEligiblePartners,
    "",
    "partners eligible per request at submission (median)",
  );
  add("claims_24h.at_least_1", claims.atLeastOneIn24h, "share", "requests with ≥1 claim within 24 h of verification");
  add(
    "claims_24h.at_least_3",
    claims.atLeastThreeIn24h,
    "share",
    "requests with ≥3 claims within 24 h of verification",
  );
  add("claims.per_request", claims.meanClaimsPerRequest, "", "claims per request by the end of the run (mean)");
  add(
    "first_claim.median",
    claims.medianMinutesToFirstClaim,
    "min",
    "time from verification to the first claim: median",
  );
  add("first_claim.p90", claims.p90MinutesToFirstClaim, "min", "time from verification to the first claim: p90");
  add("first_claim.never", claims.neverClaimed, "", "requests never claimed during the run");
  add("offered.per_partner_median", fairness.offeredPerPartner.median, "", "invitations per invitable partner: median");
  add("offered.per_partner_p90", fairness.offeredPerPartner.p90, "", "invitations per invitable partner: p90");
  add("offered.gini_overall", fairness.overallGini, "", "Gini of invitations per day approved, all invitable partners");
  add(
    "offered.gini_worst_responsive_cohort",
    fairness.worstResponsiveGini,
    "",
    "Gini within cohorts (same area and caps), responsive partners: the worst cohort",
  );
  for (const [index, cohort] of fairness.cohorts.entries()) {
    const name = cohort.groups.join(", ");
    if (cohort.responsive.partners > 0) {
      add(
        `offered.cohort_${index + 1}.gini`,
        cohort.responsive.gini,
        "",
        `${name}: responsive (${cohort.responsive.partners}, mean ${cohort.responsive.meanOffered.toFixed(1)} offered)`,
      );
    }
    if (cohort.silent.partners > 0) {
      add(
        `offered.cohort_${index + 1}.silent_gini`,
        cohort.silent.gini,
        "",
        `${name}: silent, not budgeted (${cohort.silent.partners}, mean ${cohort.silent.meanOffered.toFixed(1)} offered)`,
      );
    }
  }
  add("offered.share_nothing", fairness.shareOfferedNothing, "share", "invitable partners offered nothing in the run");
  add("new_partners", newcomers.length, "", "partners approved during the run");
  add("new_partners.days_to_first_median", median(daysToFirst), "days", "approval to first lead offer: median");
  add(
    "new_partners.days_to_first_max",
    daysToFirst.length === 0 ? Number.NaN : Math.max(...daysToFirst),
    "days",
    "approval to first lead offer: max",
  );
  add("new_partners.within_48h", verdictCount("met"), "", "new partners offered a lead within 48 h of approval");
  add(
    "new_partners.missed",
    verdictCount("missed"),
    "",
    "new partners owed a lead within 48 h (places ≥ waiting) and not offered one",
  );
  add(
    "new_partners.not_owed",
    verdictCount("not owed"),
    "",
    "not offered within 48 h, but fewer exposure places than partners waiting",
  );
  add(
    "new_partners.never_eligible",
    verdictCount("never eligible"),
    "",
    "never eligible for a request (e.g. no sign-in)",
  );
  add(
    "new_partners.open_at_end",
    verdictCount("window open at end"),
    "",
    "48 h window not over when arrivals ended, no offer yet",
  );
  add("lapses", lapses.invitationsLapsed, "", "invitations lapsed unanswered");
  add("lapses.someone_left", lapses.withSomeoneLeft, "", "…with someone eligible left to offer the place to");
  add("lapses.refilled", lapses.refilled, "", "…of which offered again or filled");
  add("lapses.p95_unfilled", lapses.p95MinutesUnfilled, "min", "respond_by to the place offered again or filled: p95");
  add("lapses.max_unfilled", lapses.maxMinutesUnfilled, "min", "respond_by to the place offered again or filled: max");
  add(
    "lapses.over_budget",
    lapses.overBudget,
    "",
    `places left unfilled > ${budgetMinutes} min (one window + one sweep)`,
  );
  add(
    "lapses.nobody_left",
    lapses.nobodyLeft,
    "",
    "lapses with nobody eligible left (or no place to fill): not budgeted",
  );
  add("lapses.nobody_left_filled_later", lapses.nobodyLeftFilledLater, "", "…of which filled later (a late claim)");
  add("lapses.nobody_left_max_open", lapses.nobodyLeftMaxMinutes, "min", "…the longest such place stayed open");
  add("spend.jobs_won", spend.jobsWon, "", "jobs booked");
  add("spend.per_job_median", spend.medianPerJob, "£", "lead spend per job won, partners with a job: median");
  add("spend.per_job_p10", spend.p10PerJob, "£", "lead spend per job won: p10");
  add("spend.per_job_p90", spend.p90PerJob, "£", "lead spend per job won: p90");
  add("spend.per_job_spread", spend.spreadRatio, "×", "lead spend per job won: p90 ÷ p10");
  add(
    "spend.without_job",
    spend.spentWithoutJob,
    "",
    `partners who paid for leads and won nothing (£${spend.spentWithoutJobPounds.toFixed(0)})`,
  );
  add("wall.total", timing.totalSeconds, "s", "wall-clock time of the run (database, setup, simulation, metrics)");
  add(
    "wall.simulation",
    timing.simulationSeconds,
    "s",
    `wall-clock time of the simulated ${simulatedDays.toFixed(1)} days`,
  );
  add(
    "wall.seconds_per_simulated_week",
    timing.totalSeconds / weeks,
    "s",
    "wall-clock time per simulated week of arrivals",
  );
  add("cpu.total", timing.cpuSeconds, "s", "CPU time of the run (this process; the embedded database runs in it)");
  add("cpu.seconds_per_simulated_week", timing.cpuSeconds / weeks, "s", "CPU time per simulated week of arrivals");

  return {
    figures,
    details: {
      claims,
      // Why a request missed: what it was and when it came.
      requestsWithFewerThan3ClaimsIn24h: result.requests
        .filter(
          (request) =>
            request.claimTimes.filter((at) => at.getTime() - request.createdAt.getTime() <= DAY_MS).length < 3,
        )
        .map((request) => ({
          createdAt: request.createdAt.toISOString(),
          request: request.label,
          claims: request.claimTimes.map((at) => Math.round((at.getTime() - request.createdAt.getTime()) / 60_000)),
          eligibleAtSubmission: request.eligible?.length ?? null,
        })),
      fairness,
      newPartners: newcomers.map((outcome) => ({
        ...outcome,
        approvedAt: outcome.approvedAt.toISOString(),
        firstOfferAt: outcome.firstOfferAt?.toISOString() ?? null,
      })),
      lapses,
      // When windows end unanswered, by the UK hour of their respond_by (the morning's first hours
      // end the windows of invitations made the evening before).
      lapsesByUkHour: Object.fromEntries(
        [
          ...places
            .filter((place) => place.kind === "lapse")
            .reduce((hours, place) => {
              const hour = UK_HOUR.format(place.freedAt);
              return hours.set(hour, (hours.get(hour) ?? 0) + 1);
            }, new Map<string, number>())
            .entries(),
        ].sort(([a], [b]) => a.localeCompare(b)),
      ),
      // The lapsed places that stayed unfilled past the budget though someone eligible was left.
      lapsesOverBudget: places
        .filter((place) => place.kind === "lapse" && !place.nobodyLeft && place.minutes > budgetMinutes)
        .map((place) => ({
          request: place.requestId,
          respondBy: place.freedAt.toISOString(),
          sweptAt: place.seenAt.toISOString(),
          refilledAt: place.refilledAt?.toISOString() ?? null,
          minutes: Math.round(place.minutes),
        })),
      spend,
      counters: result.counters,
      time: Object.fromEntries(
        Object.entries(result.timeMs)
          .sort(([, a], [, b]) => b - a)
          .map(([key, value]) => [key, { wallMs: Math.round(value), cpuMs: Math.round(result.cpuMs[key] ?? 0) }]),
      ),
    },
  };
}

export function judge(figures: Figure[], budgets: Budget[], scenario: string): Verdict[] {
  return budgets
    .filter((budget) => budget.scenario === "*" || budget.scenario === scenario)
    .map((budget) => verdictOf(budget, figures));
}

export function formatValue(value: number, unit: string): string {
  if (Number.isNaN(value)) return "–";
  if (unit === "share") return `${(value * 100).toFixed(1)}%`;
  const text = Number.isInteger(value)
    ? String(value)
    : Math.abs(value) >= 100
      ? value.toFixed(0)
      : Math.abs(value) >= 1
        ? value.toFixed(2)
        : value.toFixed(3);
  return unit && unit !== "share" ? `${text} ${unit}` : text;
}

function limitText(budget: Budget, share: boolean): string {
  const text = (limit: number) => (share ? `${limit * 100}%` : String(limit));
  if (budget.min !== undefined) return `≥ ${text(budget.min)}`;
  return budget.max === undefined ? "" : `≤ ${text(budget.max)}`;
}

/** The one table: figure, value, budget and its verdict, meaning. */
export function printTable(header: string, figures: Figure[], verdicts: Verdict[]): void {
  const byFigure = new Map(verdicts.map((verdict) => [verdict.budget.figure, verdict]));
  const rows = figures.map((figure) => {
    const verdict = byFigure.get(figure.id);
    return [
      figure.id,
      formatValue(figure.value, figure.unit),
      verdict ? limitText(verdict.budget, figure.unit === "share") : "",
      verdict ? verdict.status : "",
      figure.label,
    ];
  });
  printFigureTable(header, rows, 4);
}
