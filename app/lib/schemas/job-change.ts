import { z } from "~/lib/zod";
import { JOB_STATUSES } from "../vocabulary";
import { TOO_LONG } from "./fields";

/**
 * The job page's changes: its status (a cancellation with its reason, or undoing the last change),
 * its driver and vehicle, and the day agreed with the customer.
 */

export const MAX_CANCEL_REASON = 500;
const REASON_REQUIRED = "backOffice:jobs.errors.reasonRequired";

const jobStatusFields = z.object({
  to: z.enum(JOB_STATUSES, "backOffice:jobs.errors.unknownStatus"),
  reason: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(MAX_CANCEL_REASON, TOO_LONG)))),
    z.transform((value: string | null | undefined) => value || null),
  ),
});

/** A cancellation needs its reason: the customer is told it. */
export const jobStatusChangeSchema = jobStatusFields.check(
  z.refine((change) => change.to !== "cancelled" || change.reason !== null, {
    path: ["reason"],
    error: REASON_REQUIRED,
  }),
);

export type JobStatusChange = z.input<typeof jobStatusChangeSchema>;

/** A driver's or a vehicle's id from a select; "" is the 'Unassigned' option (null). */
const crewMemberId = z.pipe(
  z.optional(z.nullable(z.string().check(z.trim()))),
  z.transform((value: string | null | undefined) => value || null),
);

export const jobCrewSchema = z.object({ driverId: crewMemberId, vehicleId: crewMemberId });

export type JobCrew = z.input<typeof jobCrewSchema>;

/** The day agreed with the customer inside a flexible move's window ("YYYY-MM-DD"). */
export const jobAgreedDateSchema = z.object({
  agreedDate: z.iso.date("backOffice:jobs.agreedDate.errors.required"),
});

export type JobAgreedDate = z.input<typeof jobAgreedDateSchema>;

/** The job page's one action: `intent` names the form (`undo` takes back the last status change). */
export const jobChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.extend(jobStatusFields, { intent: z.literal("status") }),
    z.extend(jobCrewSchema, { intent: z.literal("assign") }),
    z.extend(jobAgreedDateSchema, { intent: z.literal("agree-date") }),
    z.object({ intent: z.literal("undo") }),
  ],
  "messages:validation.invalid",
);
