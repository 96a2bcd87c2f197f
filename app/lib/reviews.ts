import { href } from "react-router";
import type { ReviewHoldReason } from "./vocabulary";

/**
 * The rules of verified reviews, in one place: the form's limits, the overall score, and the
 * content checks that decide whether a review is published at once or held for staff. A review
 * is never held or rejected for being negative: the checks look at links, contact details and
 * a short list of words, never at the scores.
 */

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_SCORE_MIN = 0;
export const REVIEW_SCORE_MAX = 10;
/** A company's reply, a report's reason and a rejection's reason. */
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REASON_MAX = 1000;

/** The invitation goes the day after the move; one reminder this many days after it. */
export const REVIEW_REMINDER_DAYS = 7;
/**
 * Moves that ended longer ago than this are not invited: when the sweep first runs on a
 * database with older bookings, their customers are not written to months later.
 */
export const REVIEW_INVITE_WINDOW_DAYS = 30;

export const reviewPath = (token: string) => href("/review/:token", { token });
export const PARTNER_REVIEWS_PATH = href("/partner/admin/profile/reviews");
export const ADMIN_REVIEWS_PATH = href("/admin/reviews");

/** The three sub-scores a customer gives, in the order they are asked. */
export const REVIEW_SCORES = ["quality", "customerService", "valueForMoney"] as const;
export type ReviewScoreName = (typeof REVIEW_SCORES)[number];
export type ReviewScores = Record<ReviewScoreName, number>;

/** The overall score: the mean of the three sub-scores, to one decimal. */
export function overallScore({ quality, customerService, valueForMoney }: ReviewScores): number {
  return Math.round(((quality + customerService + valueForMoney) / 3) * 10) / 10;
}

/**
 * Words that hold a review for staff: slurs and obscenities, kept short on purpose (staff
 * decide; the list only decides who looks first). Matched as whole words, any case.
 */
export const BLOCKED_WORDS = ["fuck", "fucking", "shit", "cunt", "bastard", "wanker", "twat", "nigger", "faggot"];

const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|co\.uk|uk|org|net|io|info|biz|me)\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** A UK or international number: 10 or more digits, allowing spaces, dashes and brackets between them. */
const PHONE = /(?:\+|\b)\d(?:[\s\-().]*\d){9,}/;
const BLOCKED = new RegExp(`\\b(?:${BLOCKED_WORDS.join("|")})\\b`, "i");

/** Why the text must be held for staff, or null when it may be published at once. */
export function holdReasonOf(text: string): ReviewHoldReason | null {
  if (EMAIL.test(text)) return "email";
  if (LINK.test(text)) return "link";
  if (PHONE.test(text)) return "phone";
  if (BLOCKED.test(text)) return "blocked_word";
  return null;
}

/**
 * The score bands of a company page's chart and filter, best first: a review is in the band
 * whose `from` is the highest not above its overall score.
 */
export const SCORE_BANDS = [
  { id: "9", from: 9, to: 10 },
  { id: "7", from: 7, to: 9 },
  { id: "5", from: 5, to: 7 },
  { id: "3", from: 3, to: 5 },
  { id: "0", from: 0, to: 3 },
] as const;
export type ScoreBandId = (typeof SCORE_BANDS)[number]["id"];
export const SCORE_BAND_IDS = SCORE_BANDS.map((band) => band.id) as [ScoreBandId, ...ScoreBandId[]];

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** "Anna Smith" → "Anna S.": how a customer's name is shown on a public review. */
export function publicAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? "";
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
