import { addDays, todayInUk } from "~/lib/uk-time";
import { perDay, z } from "~/lib/zod";
import { COMPANY_FEATURES, COMPANY_SERVICES, MOVE_TYPES } from "../vocabulary";
import { emailField, MAX_FREE_TEXT, refuse, TOO_LONG, ukPhoneField } from "./fields";
import { targetAreaSchema, websiteField } from "./partner-registration";

/**
 * The company profile (/partner/admin/profile/edit): three forms on one page, each posting its
 * `intent` to the same action, validated here on the page and again in the action.
 *
 * - `details`: the public profile (about, services, features, removal types, contacts: the
 *   private address MoveMatch writes to and the public one customers see);
 * - `area`: the service area, the registration wizard's radius or regions (`targetArea.*`);
 * - `leads`: daily and weekly lead caps (blank = no cap) and the pause with the day it ends.
 */

export const MAX_ABOUT = MAX_FREE_TEXT;
export const MAX_DAILY_CAP = 100;
export const MAX_WEEKLY_CAP = 500;
/** A pause can be planned up to a year ahead; longer than that, pause without an end date. */
export const MAX_PAUSE_DAYS = 365;

/** Project photos a company can show; each upload of a logo or photo is at most 5 MB. */
export const MAX_PROJECT_PHOTOS = 12;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);
/** What the file input offers; the server checks the content, never the name or this list. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

/**
 * Ticked boxes from a fixed list, with any problem reported on the list itself (where the page
 * shows it), stored once each in the vocabulary's order whatever order they were ticked in.
 */
const optionList = <T extends string>(options: readonly T[], unknownKey: string) =>
  z.pipe(
    z
      .array(z.string({ error: unknownKey }), { error: unknownKey })
      .check(z.refine((chosen) => chosen.every((value) => (options as readonly string[]).includes(value)), unknownKey)),
    z.transform((chosen: string[]) => options.filter((option) => chosen.includes(option))),
  );

export const companyDetailsFormSchema = z.object({
  intent: z.literal("details"),
  about: z._default(z.optional(z.string().check(z.trim(), z.maxLength(MAX_ABOUT, TOO_LONG))), ""),
  services: optionList(COMPANY_SERVICES, "backOffice:profile.errors.serviceUnknown"),
  features: optionList(COMPANY_FEATURES, "backOffice:profile.errors.featureUnknown"),
  removalTypes: optionList(MOVE_TYPES, "partner:errors.removalTypeUnknown").check(
    z.refine((types) => types.length > 0, "partner:errors.removalTypesRequired"),
  ),
  phone: ukPhoneField,
  email: emailField,
  /** The public contact address; blank is "not chosen yet" (the profile is then incomplete). */
  publicEmail: z.pipe(
    z.pipe(
      z.transform((value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)),
      z.optional(emailField),
    ),
    z.transform((value: string | undefined) => value ?? null),
  ),
  website: websiteField,
});

export const serviceAreaFormSchema = z.object({
  intent: z.literal("area"),
  targetArea: targetAreaSchema,
});

/** A cap as typed: blank is no cap, otherwise a whole number from 1 to `max`. */
const capField = (max: number) =>
  z.pipe(
    z.optional(z.union([z.string(), z.number(), z.null()])),
    z.transform((value: string | number | null | undefined, ctx) => {
      const text = value === null || value === undefined ? "" : String(value).trim();
      if (text === "") return null;
      const cap = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
      if (cap >= 1 && cap <= max) return cap;
      return refuse(ctx, { message: "backOffice:profile.errors.capRange", params: { min: 1, max } });
    }),
  );

/** "on", "true" or true (a checkbox, a switch, JSON) is on; anything else, or nothing, is off. */
const switchField = z.pipe(
  z.optional(z.union([z.string(), z.boolean()])),
  z.transform((value: string | boolean | undefined) => value === true || value === "on" || value === "true"),
);

/**
 * Lead caps and the pause, checked against `today` (the UK calendar day, YYYY-MM-DD): a pause's
 * end is a day after today and at most MAX_PAUSE_DAYS ahead; with the pause off it is dropped.
 */
export const leadSettingsFormSchema = perDay((today: string) => {
  const lastResumeDay = addDays(today, MAX_PAUSE_DAYS);
  const fields = z
    .object({
      intent: z.literal("leads"),
      leadCapPerDay: capField(MAX_DAILY_CAP),
      leadCapPerWeek: capField(MAX_WEEKLY_CAP),
      paused: switchField,
      pausedUntil: z.pipe(
        z.optional(z.string({ error: "backOffice:profile.errors.resumeDateInvalid" }).check(z.trim())),
        z.transform((value: string | undefined) => value || null),
      ),
    })
    .check(
      z.superRefine((settings, ctx) => {
        const { leadCapPerDay: day, leadCapPerWeek: week } = settings;
        if (day !== null && week !== null && week < day) {
          ctx.addIssue({ code: "custom", path: ["leadCapPerWeek"], message: "backOffice:profile.errors.weekBelowDay" });
        }
        const until = settings.pausedUntil;
        if (!settings.paused || until === null) return;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(`${until}T00:00:00Z`))) {
          ctx.addIssue({
            code: "custom",
            path: ["pausedUntil"],
            message: "backOffice:profile.errors.resumeDateInvalid",
          });
        } else if (until <= today || until > lastResumeDay) {
          ctx.addIssue({
            code: "custom",
            path: ["pausedUntil"],
            message: "backOffice:profile.errors.resumeDateRange",
            params: { days: MAX_PAUSE_DAYS },
          });
        }
      }),
    );
  return z.pipe(
    fields,
    z.transform((settings: z.output<typeof fields>) => ({
      ...settings,
      pausedUntil: settings.paused ? settings.pausedUntil : null,
    })),
  );
});

/** Every form of the page, told apart by `intent`; `today` is the UK day the lead settings are checked on. */
export function companyProfileSchema(today = todayInUk()) {
  return z.discriminatedUnion(
    "intent",
    [companyDetailsFormSchema, serviceAreaFormSchema, leadSettingsFormSchema(today)],
    { error: "messages:validation.invalid" },
  );
}

export type CompanyProfileChange = z.output<ReturnType<typeof companyProfileSchema>>;
export type CompanyDetailsChange = z.output<typeof companyDetailsFormSchema>;
export type ServiceAreaChange = z.output<typeof serviceAreaFormSchema>;
export type LeadSettingsChange = z.output<ReturnType<typeof leadSettingsFormSchema>>;

/** A form post (no JavaScript) in the JSON body's shape: ticked boxes are repeated names. */
export function companyProfileFromForm(form: FormData): unknown {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const list = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return { ...fields, services: list("services"), features: list("features"), removalTypes: list("removalTypes") };
}
