import { z } from "~/lib/zod";
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
import { refuse } from "./fields";

/** A whole score from 0 to 10, as a form posts it ("7") or JSON sends it (7). */
const score = z.pipe(
  z.union([z.string(), z.number()], "reviews:errors.scoreRequired"),
  z.transform((value: string | number, ctx) => {
    const text = String(value).trim();
    if (text === "") {
      return refuse(ctx, { message: "reviews:errors.scoreRequired" });
    }
    const number = Number(text);
    if (!Number.isInteger(number) || number < REVIEW_SCORE_MIN || number > REVIEW_SCORE_MAX) {
      return refuse(ctx, {
        message: "reviews:errors.scoreRange",
        params: { minimum: REVIEW_SCORE_MIN, maximum: REVIEW_SCORE_MAX },
      });
    }
    return number;
  }),
);

/** The customer's review, as the form at /review/:token sends it. */
export const reviewSchema = z.object({
  title: z
    .string("reviews:errors.titleRequired")
    .check(
      z.trim(),
      z.minLength(1, "reviews:errors.titleRequired"),
      z.minLength(REVIEW_TITLE_MIN, "reviews:errors.titleTooShort"),
      z.maxLength(REVIEW_TITLE_MAX, "reviews:errors.titleTooLong"),
    ),
  content: z
    .string("reviews:errors.textRequired")
    .check(
      z.trim(),
      z.minLength(1, "reviews:errors.textRequired"),
      z.minLength(REVIEW_TEXT_MIN, "reviews:errors.textTooShort"),
      z.maxLength(REVIEW_TEXT_MAX, "reviews:errors.textTooLong"),
    ),
  quality: score,
  customerService: score,
  valueForMoney: score,
  /** "yes" or "no" from the form; a boolean once parsed (services parse again what they are given). */
  wouldRecommend: z.pipe(
    z.union([z.boolean(), z.enum(YES_NO)], "reviews:errors.recommendRequired"),
    z.transform((value: boolean | (typeof YES_NO)[number]) => value === true || value === "yes"),
  ),
});
export type ReviewInput = z.input<typeof reviewSchema>;

/** A reason staff or a company must give (a rejection, a report). */
export const reviewReasonField = z
  .string("reviews:errors.reasonRequired")
  .check(
    z.trim(),
    z.minLength(1, "reviews:errors.reasonRequired"),
    z.maxLength(REVIEW_REASON_MAX, "reviews:errors.reasonTooLong"),
  );

/** A company's public reply. */
export const reviewReplyField = z
  .string("reviews:errors.replyRequired")
  .check(
    z.trim(),
    z.minLength(1, "reviews:errors.replyRequired"),
    z.maxLength(REVIEW_REPLY_MAX, "reviews:errors.replyTooLong"),
  );
