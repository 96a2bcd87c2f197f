import { z } from "~/lib/zod";
import { STATUS_OVERRIDE_REASON_MAX } from "../constants";
import { QUOTE_REQUEST_STATUSES } from "../vocabulary";

/** A staff change to a quote request (/admin/quote-requests/:id): the status by hand with a reason, re-run matching, offer a lead. */
export const staffChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("status"),
      status: z.enum(QUOTE_REQUEST_STATUSES, "admin:errors.unknownStatus"),
      reason: z
        .string("admin:statusOverride.reasonRequired")
        .check(
          z.trim(),
          z.minLength(1, "admin:statusOverride.reasonRequired"),
          z.maxLength(STATUS_OVERRIDE_REASON_MAX, "admin:statusOverride.reasonTooLong"),
        ),
    }),
    z.object({ intent: z.literal("rerunMatching") }),
    z.object({
      intent: z.literal("offerLeadToPartner"),
      companyId: z
        .string("admin:leadLoop.choosePartner")
        .check(z.trim(), z.minLength(1, "admin:leadLoop.choosePartner")),
    }),
  ],
  "admin:leadLoop.unknownChange",
);
export type QuoteRequestChange = z.infer<typeof staffChangeSchema>["intent"];
