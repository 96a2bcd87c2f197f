import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { MOVE_SIZES } from "~/lib/lead-pricing";
import { MOVE_TYPES } from "~/lib/vocabulary";

/**
 * A simulation scenario (docs/marketplace.md, "Simulation"): a JSON file checked here, with every
 * problem named by its path in the file.
 */

const probability = z.number().min(0).max(1);
const latitude = z.number().min(49).max(61);
const longitude = z.number().min(-9).max(2.5);
const weights = <K extends string>(keys: readonly K[]) =>
  z
    .partialRecord(z.enum(keys as unknown as [K, ...K[]]), z.number().min(0))
    .refine(
      (table) => Object.values(table).some((weight) => (weight as number) > 0),
      "needs at least one weight above 0",
    );

/** A delay: lognormal by median and 90th percentile, counted on the clock or only in working hours. */
const delay = z
  .object({
    median: z.number().positive(),
    p90: z.number().positive(),
    /** Counted only between these UK hours (default 07:00-21:00, the response window's hours). */
    workingHoursOnly: z.boolean().default(false),
    hours: z.tuple([z.number().int().min(0).max(23), z.number().int().min(1).max(24)]).default([7, 21]),
  })
  .refine((value) => value.p90 >= value.median, { message: "p90 must be at least the median", path: ["p90"] })
  .refine((value) => value.hours[0] < value.hours[1], { message: "opening hour before closing hour", path: ["hours"] });

const serviceArea = z.union([
  z.object({ radiusMiles: z.number().int().min(1).max(200) }).strict(),
  z
    .object({
      regions: z
        .object({
          /** City slugs as the app stores them ("manchester"). */
          cities: z.array(z.string().min(1)).default([]),
          /** Postcode areas ("M", "TR"). */
          postcodeAreas: z.array(z.string().regex(/^[A-Z]{1,2}$/, "a postcode area such as M or TR")).default([]),
        })
        .strict()
        .refine((value) => value.cities.length + value.postcodeAreas.length > 0, "name at least one city or area"),
    })
    .strict(),
]);

const approval = z.union([
  z.object({ daysBeforeStart: z.number().min(0) }).strict(),
  z
    .object({
      /** Days after the start (fractions allowed); a [from, to] range spreads the group evenly over it. */
      approvedAtDay: z.union([z.number().min(0), z.tuple([z.number().min(0), z.number().min(0)])]),
    })
    .strict(),
]);

const partnerGroup = z
  .object({
    name: z.string().min(1),
    count: z.number().int().min(1).max(2000),
    base: z.object({ lat: latitude, lng: longitude, spreadMiles: z.number().min(0).max(100) }).strict(),
    service: serviceArea,
    removalTypes: z.array(z.enum(MOVE_TYPES)).min(1).default(["domestic"]),
    caps: z
      .object({
        perDay: z.number().int().min(1).nullable().default(null),
        perWeek: z.number().int().min(1).nullable().default(null),
      })
      .strict()
      .default({ perDay: null, perWeek: null }),
    approval: approval.default({ daysBeforeStart: 180 }),
    /** Whether the owner has signed in: true, false, or some hours after approval. */
    signedIn: z.union([z.boolean(), z.object({ afterHours: z.number().min(0) }).strict()]).default(true),
    profileComplete: z.boolean().default(true),
    /** The share of invitations the company answers at all (claim or decline); 0 is a silent partner. */
    responseProbability: probability,
    responseDelayMinutes: delay.default({ median: 30, p90: 150, workingHoursOnly: true, hours: [7, 21] }),
    /** Of the invitations answered, the share declined ("not interested"); the rest are claimed. */
    declineProbability: probability.default(0.1),
    quote: z
      .object({
        probability: probability.default(0.9),
        delayMinutes: delay.default({ median: 90, p90: 600, workingHoursOnly: true, hours: [7, 21] }),
        /** The quoted price as a factor of the move's base price: normal, mean and spread (sd). */
        priceFactor: z
          .object({ mean: z.number().positive(), spread: z.number().min(0) })
          .strict()
          .default({ mean: 1, spread: 0.15 }),
      })
      .strict()
      .default({
        probability: 0.9,
        delayMinutes: { median: 90, p90: 600, workingHoursOnly: true, hours: [7, 21] },
        priceFactor: { mean: 1, spread: 0.15 },
      }),
    rating: z
      .object({ mean: z.number().min(0).max(10), spread: z.number().min(0) })
      .strict()
      .default({ mean: 8.5, spread: 0.6 }),
    reviewCount: z
      .object({ min: z.number().int().min(0), max: z.number().int().min(0) })
      .strict()
      .refine((value) => value.max >= value.min, "max must be at least min")
      .default({ min: 5, max: 60 }),
  })
  .strict();

const origin = z
  .object({
    name: z.string().min(1).optional(),
    lat: latitude,
    lng: longitude,
    spreadMiles: z.number().min(0).max(100),
    weight: z.number().positive().default(1),
    /** The town the customer types; without it, the place of the nearest postcode district. */
    city: z.string().min(1).optional(),
  })
  .strict();

const customers = z
  .object({
    requestsPerDay: z.number().min(0).max(5000),
    /** Relative arrivals in each UK hour, 0-23. */
    hourWeights: z
      .array(z.number().min(0))
      .length(24, "24 weights, one per hour from 00:00")
      .refine((list) => list.some((weight) => weight > 0), "needs at least one weight above 0"),
    /** Relative volume on each weekday, Monday first (default: even). */
    weekdayWeights: z.array(z.number().min(0)).length(7, "7 weights, Monday first").optional(),
    origins: z.array(origin).min(1),
    moveTypes: weights(MOVE_TYPES).default({ domestic: 1 }),
    sizes: weights(MOVE_SIZES).default({ flat: 3, "1": 1, "2": 3, "3": 3, "4": 1, partial: 1, boxes: 1 }),
    /** The moving day: this many days after the request, uniformly. */
    moveInDays: z
      .object({ min: z.number().int().min(0), max: z.number().int().max(700) })
      .strict()
      .refine((value) => value.max >= value.min, "max must be at least min")
      .default({ min: 14, max: 60 }),
    booking: z
      .object({
        /** The share of customers who book one of their quotes. */
        probability: probability,
        /** When they decide, after verifying: lognormal hours (clock time). */
        delayHours: z
          .object({ median: z.number().positive(), p90: z.number().positive() })
          .strict()
          .refine((value) => value.p90 >= value.median, { message: "p90 must be at least the median", path: ["p90"] }),
        /** Without a quote at that moment, they look again this many hours later, up to `retries` times. */
        retryHours: z.number().positive().default(24),
        retries: z.number().int().min(0).default(2),
      })
      .strict(),
    /** The base price of a move by size, in pounds, before the partner's factor (domestic; ×1.6 commercial, ×3 international). */
    basePricePounds: z.partialRecord(z.enum(MOVE_SIZES), z.number().positive()).default({}),
  })
  .strict();

export const scenarioSchema = z
  .object({
    $comment: z.string().optional(),
    name: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens (it names the report file)"),
    description: z.string().default(""),
    /** Local UK wall-clock time, "YYYY-MM-DDTHH:MM". */
    start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a UK local time such as "2027-03-01T00:00"'),
    durationDays: z.number().positive().max(60),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    /** After the last arrival the run goes on this long (no new requests) so every request has its 24 hours. */
    drainHours: z
      .number()
      .min(0)
      .max(24 * 14)
      .default(24),
    /** How often the time sweeps run in the simulated clock (the lapse sweep is exact to within it). */
    sweepIntervalMinutes: z.number().int().min(1).max(60).default(5),
    /** LEAD_RESPONSE_MINUTES for this run; without it, the environment's (default 120). */
    leadResponseMinutes: z.number().int().min(15).max(10_080).optional(),
    partners: z.array(partnerGroup).min(1),
    customers,
  })
  .strict()
  .superRefine((scenario, ctx) => {
    const names = new Set<string>();
    for (const [index, group] of scenario.partners.entries()) {
      if (names.has(group.name)) {
        ctx.addIssue({ code: "custom", path: ["partners", index, "name"], message: "group names must be unique" });
      }
      names.add(group.name);
      const day = "approvedAtDay" in group.approval ? group.approval.approvedAtDay : undefined;
      const last = Array.isArray(day) ? Math.max(...day) : day;
      if (last !== undefined && last >= scenario.durationDays) {
        ctx.addIssue({
          code: "custom",
          path: ["partners", index, "approval", "approvedAtDay"],
          message: `must fall inside the run (before day ${scenario.durationDays})`,
        });
      }
    }
  });

export type Scenario = z.output<typeof scenarioSchema>;
export type PartnerGroup = Scenario["partners"][number];
export type Delay = z.output<typeof delay>;

export class ScenarioError extends Error {
  override name = "ScenarioError";
}

/** The problems of a parsed JSON value, one line each: "partners[2].count: …". */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const where = issue.path
      .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
      .join("");
    return `  ${where || "(top level)"}: ${issue.message}`;
  });
}

export function parseScenario(value: unknown, source: string): Scenario {
  const result = scenarioSchema.safeParse(value);
  if (!result.success) {
    throw new ScenarioError(`${source} is not a valid scenario:\n${describeIssues(result.error.issues).join("\n")}`);
  }
  return result.data;
}

/**
 * bench/scenarios/<name>.json for a bare name, else the path as given: relative to the directory
 * npm was run from (npm runs scripts from the package's root and says where it was called in
 * INIT_CWD), so a file anywhere can be named as the shell sees it.
 */
export function scenarioPath(nameOrPath: string): string {
  const looksLikePath = nameOrPath.includes("/") || nameOrPath.endsWith(".json");
  if (!looksLikePath) return path.resolve("bench", "scenarios", `${nameOrPath}.json`);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), nameOrPath);
}

export function loadScenario(nameOrPath: string): Scenario {
  const file = scenarioPath(nameOrPath);
  if (!existsSync(file)) throw new ScenarioError(`No scenario file at ${file}`);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ScenarioError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseScenario(value, file);
}
