import { z } from "~/lib/zod";
import { CREDIT_DETAILS_MAX, CREDIT_REJECTION_MAX, PAYMENT_REFERENCE_MAX } from "../billing";
import { CREDIT_REASONS } from "../vocabulary";

/** A partner's credit request on a claimed lead: a listed reason and, optionally, what to add. */
export const creditRequestSchema = z.object({
  reason: z.enum(CREDIT_REASONS, "backOffice:credits.errors.chooseReason"),
  details: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(CREDIT_DETAILS_MAX, "backOffice:credits.errors.detailsTooLong"))),
    z.transform((details: string | undefined) => details || null),
  ),
});
export type CreditRequestForm = z.infer<typeof creditRequestSchema>;

/** Staff's decision on a credit request; a rejection needs the reason the partner is told. */
export const creditDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve") }),
    z.object({
      decision: z.literal("reject"),
      reason: z
        .string("admin:billing.errors.reasonRequired")
        .check(
          z.trim(),
          z.minLength(1, "admin:billing.errors.reasonRequired"),
          z.maxLength(CREDIT_REJECTION_MAX, "admin:billing.errors.reasonTooLong"),
        ),
    }),
  ],
  "admin:billing.errors.unknownDecision",
);

/** Staff record a payment received: the bank's reference, if any. */
export const invoicePaymentSchema = z.object({
  reference: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(PAYMENT_REFERENCE_MAX, "admin:billing.errors.referenceTooLong"))),
    z.transform((reference: string | undefined) => reference || null),
  ),
});

/** The Express pay switch as the payments page posts it. */
export const expressPaySchema = z.object({
  expressPay: z.pipe(
    z.enum(["on", "off"], "backOffice:payments.errors.expressPay"),
    z.transform((value: "on" | "off") => value === "on"),
  ),
});
