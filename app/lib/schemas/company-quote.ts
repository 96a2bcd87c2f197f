import { addDays } from "~/lib/uk-time";
import { perDay, z } from "~/lib/zod";
import { QUOTE_INCLUSIONS, QUOTE_VAT, type QuoteInclusion, type QuoteVat } from "../vocabulary";
import { refuse } from "./fields";

/**
 * A company's quote on a claimed lead, as the Bidding form sends it and the quote service checks
 * it: prices in pounds ("450", "£1,250.50"), stored in pence.
 */
export const MAX_QUOTE_PENCE = 10_000_000; // £100,000: above any UK or international removal
export const MAX_INSURANCE_COVER_PENCE = 100_000_000; // £1,000,000
export const DEFAULT_QUOTE_VALID_DAYS = 14;
export const MAX_QUOTE_VALID_DAYS = 90;
export const MAX_QUOTE_MESSAGE = 2000;
export const MAX_DEPOSIT_TERMS = 500;
export const MAX_CANCELLATION_TERMS = 1000;

/** Optional text, trimmed; blank is null. */
function optionalText(maximum: number, tooLongKey: string) {
  return z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(maximum, tooLongKey))),
    z.transform((value: string | undefined) => value || null),
  );
}

const POUNDS = /^\d+(\.\d{1,2})?$/;

/** Pounds as typed (a number, or text with an optional £ and thousands commas) → whole pence. */
function poundsToPence(invalidKey: string) {
  return z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value: string | number, ctx) => {
      const text = typeof value === "number" ? String(value) : value.trim().replace(/^£/, "").replace(/,/g, "");
      if (text === "") return undefined;
      if (!POUNDS.test(text)) {
        return refuse(ctx, { message: invalidKey });
      }
      return Math.round(Number(text) * 100);
    }),
  );
}

/** Checkboxes arrive as a list (JSON) or as one comma-separated field (a plain form post). */
const inclusionsField = z.pipe(
  z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((value: string | string[] | undefined) =>
        typeof value === "string" ? value.split(",").filter(Boolean) : (value ?? []),
      ),
    ),
    z.array(z.enum(QUOTE_INCLUSIONS, { error: "leads:errors.inclusionInvalid" })),
  ),
  z.transform((values: QuoteInclusion[]) => QUOTE_INCLUSIONS.filter((inclusion) => values.includes(inclusion))),
);

export const companyQuoteSchema = perDay((today: string) => {
  const latest = addDays(today, MAX_QUOTE_VALID_DAYS);
  const fields = z
    .object({
      price: z.pipe(
        poundsToPence("leads:errors.priceInvalid"),
        z
          .number({ error: "leads:errors.priceRequired" })
          .check(z.gte(1, "leads:errors.priceTooLow"), z.lte(MAX_QUOTE_PENCE, "leads:errors.priceTooHigh")),
      ),
      inclusions: inclusionsField,
      insuranceCover: z.pipe(
        z.optional(poundsToPence("leads:errors.insuranceCoverInvalid")),
        z.optional(
          z
            .number()
            .check(
              z.gte(1, "leads:errors.insuranceCoverInvalid"),
              z.lte(MAX_INSURANCE_COVER_PENCE, "leads:errors.insuranceCoverTooHigh"),
            ),
        ),
      ),
      validUntil: z.pipe(
        z.pipe(
          z.optional(z.string().check(z.trim())),
          z.transform((value: string | undefined) => value || addDays(today, DEFAULT_QUOTE_VALID_DAYS)),
        ),
        z.iso.date("leads:errors.validUntilInvalid").check(
          z.refine((date) => date >= today, "leads:errors.validUntilPast"),
          z.refine((date) => date <= latest, "leads:errors.validUntilTooFar"),
        ),
      ),
      message: optionalText(MAX_QUOTE_MESSAGE, "leads:errors.messageTooLong"),
      depositTerms: optionalText(MAX_DEPOSIT_TERMS, "leads:errors.depositTermsTooLong"),
      cancellationTerms: optionalText(MAX_CANCELLATION_TERMS, "leads:errors.cancellationTermsTooLong"),
      // The form always asks; a quote saved without it says nothing about VAT.
      vat: z.pipe(
        z.optional(z.enum(QUOTE_VAT, { error: "leads:errors.vatInvalid" })),
        z.transform((value: QuoteVat | undefined) => value ?? null),
      ),
    })
    .check(
      z.superRefine((quote, ctx) => {
        const insured = quote.inclusions.includes("insurance");
        if (insured && quote.insuranceCover === undefined) {
          ctx.addIssue({ code: "custom", path: ["insuranceCover"], message: "leads:errors.insuranceCoverRequired" });
        }
        if (!insured && quote.insuranceCover !== undefined) {
          ctx.addIssue({ code: "custom", path: ["insuranceCover"], message: "leads:errors.insuranceNotIncluded" });
        }
      }),
    );
  return z.pipe(
    fields,
    z.transform((quote: z.output<typeof fields>) => ({
      amountPence: quote.price,
      inclusions: quote.inclusions,
      insuranceCoverPence: quote.insuranceCover ?? null,
      validUntil: quote.validUntil,
      message: quote.message,
      depositTerms: quote.depositTerms,
      cancellationTerms: quote.cancellationTerms,
      vat: quote.vat,
    })),
  );
});

export type CompanyQuoteForm = z.input<ReturnType<typeof companyQuoteSchema>>;
export type CompanyQuoteTerms = z.output<ReturnType<typeof companyQuoteSchema>>;
