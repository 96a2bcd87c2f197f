import { sql } from "drizzle-orm";
import { rateLimit } from "~/db/schema";
import { getDb } from "./db.server";

export interface RateLimitRule {
  /** What is limited, e.g. "contact"; combined with the client key. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt in a fixed window, atomically in the database so every web process shares
 * the count. Shares better-auth's rate_limit table (our keys carry an "app:" prefix); for our
 * keys last_request holds the start of the current window.
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  clientKey: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const db = await getDb();
  const key = `app:${rule.name}:${clientKey}`;
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: key, key, count: 1, lastRequest: now })
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
  return { allowed: count <= rule.max, retryAfterSeconds };
}
