import { createHmac, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { rateLimit } from "~/db/schema";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { metrics } from "./observability/metrics.server";

export interface RateLimitRule {
  /** What is limited, e.g. "contact"; combined with the key it counts for. */
  name: string;
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every abuse limit of the app, in one table (docs/security.md lists the same). The key a rule
 * counts for is in its name: "network" is the client network (clientNetworkContext: an IPv4
 * address or an IPv6 /64), "address" an email address (hashed, addressKey), "company" a
 * partner company, "user" a signed-in user. Rules under `quiet` never answer 429: past them an
 * anonymous form still answers as usual but sends no email, so nobody learns about the cap and
 * nobody can flood a stranger's inbox.
 */
export const RATE_LIMITS = {
  /** Enforced by better-auth (auth.server.ts) with the same client network. */
  signInNetwork: { name: "sign-in", max: 10, windowSeconds: MINUTE },
  passwordResetNetwork: { name: "password-reset", max: 10, windowSeconds: HOUR },
  quoteCodeSendNetwork: { name: "quote-send-code", max: 10, windowSeconds: HOUR },
  quoteCodeSendAddress: { name: "quote-send-code-address", max: 10, windowSeconds: DAY },
  /** Every submission checks its code, so this counts code checks too. */
  quoteSubmitNetwork: { name: "quote-submit", max: 60, windowSeconds: HOUR },
  quoteCodeCheckAddress: { name: "quote-check-code-address", max: 20, windowSeconds: DAY },
  contactNetwork: { name: "contact", max: 5, windowSeconds: 10 * MINUTE },
  partnerRegistrationNetwork: { name: "partner-registration", max: 10, windowSeconds: HOUR },
  lostLinkNetwork: { name: "lost-link", max: 10, windowSeconds: HOUR },
  claimCompany: { name: "claim", max: 30, windowSeconds: 10 * MINUTE },
  partnerSupportUser: { name: "partner-support", max: 5, windowSeconds: 10 * MINUTE },
  coverageNetwork: { name: "coverage", max: 60, windowSeconds: 10 * MINUTE },
  geocodeNetwork: { name: "geocode", max: 120, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Emails an anonymous form may send to one address a day; past them the form answers as usual. */
export const QUIET_RATE_LIMITS = {
  passwordResetAddress: { name: "mail-password-reset", max: 3, windowSeconds: DAY },
  contactAcknowledgementAddress: { name: "mail-contact-acknowledgement", max: 3, windowSeconds: DAY },
  partnerRegistrationAddress: { name: "mail-partner-registration", max: 3, windowSeconds: DAY },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Failed sign-ins per account (by email address, so unknown addresses behave the same): the
 * first `freeFailures` cost nothing, then each further failure doubles the wait before the
 * next attempt, from `firstDelaySeconds` up to `maxDelaySeconds`. A success clears the count.
 */
export const SIGN_IN_ACCOUNT_BACKOFF = {
  name: "sign-in-account",
  freeFailures: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * MINUTE,
};

/**
 * The longest window above. better-auth deletes rows of the shared rate_limit table older than
 * its own longest window, so one of its rules has a window this long (auth.server.ts).
 */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = DAY;

/**
 * A first attempt's row. Its id is random, as better-auth makes its own, so only `key` can
 * conflict: with the key as id too, two first attempts at once on PostgreSQL collided on the
 * primary key, which ON CONFLICT (key) does not arbitrate, and one of them failed.
 */
function newRow(key: string, now: number) {
  return { id: randomUUID(), key, count: 1, lastRequest: now };
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in a fixed window, atomically in the database so every web process shares
 * the count. Shares better-auth's rate_limit table (our keys carry an "app:" prefix); for our
 * keys last_request holds the start of the current window.
 */
export async function consumeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const db = await getDb();
  const rowKey = `app:${rule.name}:${key}`;
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values(newRow(rowKey, now))
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const startedAt = row?.lastRequest ?? now;
  const retryAfterSeconds = Math.max(1, Math.ceil((startedAt + rule.windowSeconds * 1000 - now) / 1000));
  const allowed = count <= rule.max;
  if (!allowed) metrics().rateLimitRefusals.inc({ limit: rule.name });
  return { allowed, retryAfterSeconds };
}

/**
 * Counts the attempt against each rule in turn (stopping at the first that refuses) and returns
 * that refusal, or null when every rule allows it.
 */
export async function firstRefusal(checks: [RateLimitRule, string][]): Promise<RateLimitResult | null> {
  for (const [rule, key] of checks) {
    const result = await consumeRateLimit(rule, key);
    if (!result.allowed) return result;
  }
  return null;
}

/**
 * An email address as a rate-limit key: keyed-hashed, so the table holds no addresses, and
 * case-insensitive like the addresses themselves.
 */
export function addressKey(email: string): string {
  return createHmac("sha256", getEnv().BETTER_AUTH_SECRET)
    .update(`rate-limit:${email.trim().toLowerCase()}`)
    .digest("base64url");
}

function backoffId(email: string): string {
  return `app:${SIGN_IN_ACCOUNT_BACKOFF.name}:${addressKey(email)}`;
}

/** The wait after `failures` consecutive failures (0 while they are free). */
export function signInBackoffSeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_ACCOUNT_BACKOFF;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures));
}

/** Whether the account may try a password now, and if not how long it must wait. */
export async function checkSignInBackoff(email: string): Promise<RateLimitResult> {
  const db = await getDb();
  const [row] = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, backoffId(email)));
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const waitUntil = row.lastRequest + signInBackoffSeconds(row.count) * 1000;
  const now = Date.now();
  if (now >= waitUntil) return { allowed: true, retryAfterSeconds: 0 };
  metrics().rateLimitRefusals.inc({ limit: SIGN_IN_ACCOUNT_BACKOFF.name });
  return { allowed: false, retryAfterSeconds: Math.ceil((waitUntil - now) / 1000) };
}

/** Counts a failed password for the account; returns the consecutive failures so far. */
export async function recordSignInFailure(email: string): Promise<number> {
  const db = await getDb();
  const now = Date.now();
  const [row] = await db
    .insert(rateLimit)
    .values(newRow(backoffId(email), now))
    .onConflictDoUpdate({ target: rateLimit.key, set: { count: sql`${rateLimit.count} + 1`, lastRequest: now } })
    .returning({ count: rateLimit.count });
  return row?.count ?? 1;
}

export async function clearSignInFailures(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimit).where(eq(rateLimit.key, backoffId(email)));
}
