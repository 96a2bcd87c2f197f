import { z } from "~/lib/zod";

/** A staff decision on this partner; a rejection needs the reason emailed to the applicant. */
export const partnerDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve") }),
    z.object({
      decision: z.literal("reject"),
      reason: z
        .string("admin:partners.reasonRequired")
        .check(
          z.trim(),
          z.minLength(1, "admin:partners.reasonRequired"),
          z.maxLength(2000, "messages:validation.tooLong"),
        ),
    }),
    z.object({ decision: z.literal("suspend") }),
    z.object({ decision: z.literal("reinstate") }),
  ],
  "admin:errors.unknownDecision",
);
export type PartnerDecision = z.infer<typeof partnerDecisionSchema>["decision"];
