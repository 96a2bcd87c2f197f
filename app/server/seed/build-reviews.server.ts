import type { reviews } from "~/db/schema";
import { holdReasonOf, publicAuthorName } from "~/lib/reviews";
import type { DemoCompany } from "./build-companies.server";
import { COMMON_SURNAMES, FIRST_NAMES } from "./data/names";
import {
  HELD_SENTENCES,
  MOVED_ITEMS,
  REVIEW_REPLIES,
  REVIEW_SENTENCES,
  REVIEW_TITLES,
  type ReviewTone,
} from "./data/review-copy";
import { addHours, daysBeforeReference, pickTimeDaysAgo } from "./demo-time.server";
import type { Random } from "./random.server";

type NewReview = typeof reviews.$inferInsert;

/** A demo review and the customer who wrote it (their booking is built from it). */
export interface DemoReview {
  review: NewReview & { id: string; companyId: string; createdAt: Date };
  customerName: string;
}

/** Published reviews go back two years at most. */
const REVIEW_HISTORY_DAYS = 2 * 365;
/**
 * The booking behind a review (request, quote, move, invitation) takes up to this many days, so
 * a company's first review comes this long after its approval at the earliest.
 */
export const BOOKING_SPAN_DAYS = 30;
const PENDING_REVIEW_COUNT = 12;
/**
 * A typical firm's customers score it around this; tuned so the network average of company
 * ratings comes out at the spec's 8.6 (clamping at 10 and the odd bad day pull it down).
 */
const TYPICAL_COMPANY_LEVEL = 9.05;

export function buildDemoReviews(random: Random, companies: readonly DemoCompany[]): DemoReview[] {
  const approved = companies.filter((company) => company.status === "approved");
  const rows: DemoReview[] = [];
  for (const company of approved) {
    const level = pickCompanyLevel(random);
    const oldestDay = Math.min(
      REVIEW_HISTORY_DAYS,
      daysBeforeReference(company.approvedAt ?? company.createdAt) - BOOKING_SPAN_DAYS,
    );
    // New firms have had less time to collect reviews: about one a week at most.
    const count = Math.min(pickReviewCount(random), Math.floor(oldestDay / 7));
    for (let i = 0; i < count; i++) {
      const createdAt = pickTimeDaysAgo(random, 3, oldestDay);
      const { review, customerName } = writeReview(random, company, level);
      rows.push({
        review: {
          ...review,
          status: "published",
          heldReason: null,
          createdAt,
          publishedAt: addHours(createdAt, random.int(2, 48)),
        },
        customerName,
      });
    }
  }
  // Held reviews: the newest, so their companies must have been approved long enough before.
  const settled = approved.filter(
    (company) => daysBeforeReference(company.approvedAt ?? company.createdAt) > BOOKING_SPAN_DAYS + 7,
  );
  for (let i = 0; i < PENDING_REVIEW_COUNT; i++) {
    const { review, customerName } = writeReview(random, random.pick(settled), pickCompanyLevel(random));
    const content = `${review.content} ${random.pick(HELD_SENTENCES)}`;
    rows.push({
      review: {
        ...review,
        content,
        status: "pending",
        heldReason: holdReasonOf(`${review.title}\n${content}`),
        reply: null,
        createdAt: pickTimeDaysAgo(random, 1, 6),
        publishedAt: null,
      },
      customerName,
    });
  }
  return rows;
}

/** Most firms are good, a few struggle. */
function pickCompanyLevel(random: Random): number {
  if (random.chance(0.05)) return 5.8 + random.next() * 1.4;
  return Math.min(9.7, Math.max(7.2, random.normal(TYPICAL_COMPANY_LEVEL, 0.45)));
}

/** Most firms have 5-25 reviews, some many more, a few none yet. */
function pickReviewCount(random: Random): number {
  const roll = random.next();
  if (roll < 0.04) return 0;
  if (roll < 0.12) return random.int(1, 4);
  if (roll < 0.85) return random.int(5, 25);
  return random.int(26, 40);
}

function writeReview(
  random: Random,
  company: DemoCompany,
  level: number,
): {
  review: Pick<
    NewReview,
    "authorName" | "title" | "content" | "quality" | "customerService" | "valueForMoney" | "overall" | "reply"
  > & { id: string; companyId: string; content: string };
  customerName: string;
} {
  // Everyone has a bad day now and then, whatever the firm's usual standard.
  const experience = random.chance(0.04) ? 2.5 + random.next() * 3 : level + random.normal(0, 0.8);
  const quality = pickSubScore(random, experience);
  const customerService = pickSubScore(random, experience);
  const valueForMoney = pickSubScore(random, experience);
  const overall = Math.round(((quality + customerService + valueForMoney) / 3) * 10) / 10;
  const tone = toneOf(overall);
  const firstName = random.pick(FIRST_NAMES);
  const fill = (text: string) =>
    text.replace("{item}", random.pick(MOVED_ITEMS)).replace("{town}", company.town).replace("{first}", firstName);
  const sentences = random.sample(REVIEW_SENTENCES[tone], random.int(1, 3)).map(fill);
  const replies = tone === "glowing" || tone === "good" ? REVIEW_REPLIES.positive : REVIEW_REPLIES.negative;
  const replyOdds = tone === "glowing" || tone === "good" ? 0.15 : 0.6;
  const id = random.uuid();
  const customerName = `${firstName} ${random.pick(COMMON_SURNAMES)}`;
  return {
    review: {
      id,
      companyId: company.id,
      authorName: publicAuthorName(customerName),
      title: random.pick(REVIEW_TITLES[tone]),
      content: sentences.join(" "),
      quality,
      customerService,
      valueForMoney,
      overall,
      reply: random.chance(replyOdds) ? fill(random.pick(replies)) : null,
    },
    customerName,
  };
}

function pickSubScore(random: Random, experience: number): number {
  return Math.min(10, Math.max(0, Math.round(experience + random.normal(0, 0.6))));
}

/** The words match the score: 9-10 glowing, 8 good, 6-7 mixed, 5 or less critical. */
function toneOf(overall: number): ReviewTone {
  const rounded = Math.round(overall);
  if (rounded >= 9) return "glowing";
  if (rounded >= 8) return "good";
  if (rounded >= 6) return "mixed";
  return "critical";
}
