import { z } from "zod";
import {
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
} from "../reviews";
import { YES_NO } from "../vocabulary";

/** A whole score from 0 to 10, as a form posts it ("7") or JSON sends it (7). */
const score = z.union([z.string(), z.number()], "reviews:errors.scoreRequired").transform((value, ctx) => {
  const text = String(value).trim();
  if (text === "") {
    ctx.addIssue({ code: "custom", message: "reviews:errors.scoreRequired" });
    return z.NEVER;
  }
  const number = Number(text);
  if (!Number.isInteger(number) || number < REVIEW_SCORE_MIN || number > REVIEW_SCORE_MAX) {
    ctx.addIssue({
      code: "custom",
      message: "reviews:errors.scoreRange",
      params: { minimum: REVIEW_SCORE_MIN, maximum: REVIEW_SCORE_MAX },
    });
    return z.NEVER;
  }
  return number;
});

/** The customer's review, as the form at /review/:token sends it. */
export const reviewSchema = z.object({
  title: z
    .string("reviews:errors.titleRequired")
    .trim()
    .min(1, "reviews:errors.titleRequired")
    .min(REVIEW_TITLE_MIN, "reviews:errors.titleTooShort")
    .max(REVIEW_TITLE_MAX, "reviews:errors.titleTooLong"),
  content: z
    .string("reviews:errors.textRequired")
    .trim()
    .min(1, "reviews:errors.textRequired")
    .min(REVIEW_TEXT_MIN, "reviews:errors.textTooShort")
    .max(REVIEW_TEXT_MAX, "reviews:errors.textTooLong"),
  quality: score,
  customerService: score,
  valueForMoney: score,
  /** "yes" or "no" from the form; a boolean once parsed (services parse again what they are given). */
  wouldRecommend: z
    .union([z.boolean(), z.enum(YES_NO)], "reviews:errors.recommendRequired")
    .transform((value) => value === true || value === "yes"),
});
export type ReviewInput = z.input<typeof reviewSchema>;

/** A reason staff or a company must give (a rejection, a report). */
export const reviewReasonField = z
  .string("reviews:errors.reasonRequired")
  .trim()
  .min(1, "reviews:errors.reasonRequired")
  .max(REVIEW_REASON_MAX, "reviews:errors.reasonTooLong");

/** A company's public reply. */
export const reviewReplyField = z
  .string("reviews:errors.replyRequired")
  .trim()
  .min(1, "reviews:errors.replyRequired")
  .max(REVIEW_REPLY_MAX, "reviews:errors.replyTooLong");
