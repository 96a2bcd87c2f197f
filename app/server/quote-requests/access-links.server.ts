import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, ne, notInArray } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { quoteRequestAccessTokens, quoteRequests } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { ACCESS_LINK_DAYS, customerRequestPath, MAX_LIVE_ACCESS_LINKS } from "~/lib/lead-rules";
import { getDb } from "../db.server";
import { absoluteUrl } from "../env.server";

/**
 * The customer's private request page is reached only through links in emails. Each email gets
 * a fresh 256-bit token (the database keeps its SHA-256 only, so a stolen backup opens nothing);
 * a link works for ACCESS_LINK_DAYS after it was sent. The token made at submission is stored
 * on the request itself (quote_requests.access_token_hash) and ages the same way.
 */
const LIFETIME_MS = ACCESS_LINK_DAYS * 24 * 3600 * 1000;
/** 32 random bytes in base64url: what submission and issueAccessLink make. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 of a customer's or a reviewer's link token: all the database keeps of it. */
export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const newToken = () => randomBytes(32).toString("base64url");

/**
 * A fresh link to the request's page, stored (hashed) in the caller's transaction. Only the
 * newest MAX_LIVE_ACCESS_LINKS emailed links stay live: every email does not leave another
 * 180-day key lying in a mailbox.
 */
export async function issueAccessLink(tx: Transaction, quoteRequestId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await tx.insert(quoteRequestAccessTokens).values({
    quoteRequestId,
    tokenHash: hashAccessToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
  const newest = tx
    .select({ id: quoteRequestAccessTokens.id })
    .from(quoteRequestAccessTokens)
    .where(eq(quoteRequestAccessTokens.quoteRequestId, quoteRequestId))
    .orderBy(desc(quoteRequestAccessTokens.createdAt), desc(quoteRequestAccessTokens.id))
    .limit(MAX_LIVE_ACCESS_LINKS);
  await tx
    .delete(quoteRequestAccessTokens)
    .where(
      and(eq(quoteRequestAccessTokens.quoteRequestId, quoteRequestId), notInArray(quoteRequestAccessTokens.id, newest)),
    );
  return absoluteUrl(customerRequestPath(token));
}

/**
 * The customer ends every link to their request but the one in their hand (a link forwarded or
 * left in a shared mailbox stops working). The submission's own link is ended by giving the
 * request a hash nobody holds the token of.
 */
export async function endOtherAccessLinks(token: string): Promise<void> {
  const db = await getDb();
  const quoteRequestId = await findRequestIdByToken(db, token);
  if (!quoteRequestId) throw new AppError("NOT_FOUND", "leads:errors.requestNotFound");
  const kept = hashAccessToken(token);
  await db.transaction(async (tx) => {
    await tx
      .delete(quoteRequestAccessTokens)
      .where(
        and(eq(quoteRequestAccessTokens.quoteRequestId, quoteRequestId), ne(quoteRequestAccessTokens.tokenHash, kept)),
      );
    await tx
      .update(quoteRequests)
      .set({ accessTokenHash: hashAccessToken(newToken()) })
      .where(and(eq(quoteRequests.id, quoteRequestId), ne(quoteRequests.accessTokenHash, kept)));
  });
}

/** The request a token opens, or null for a wrong, tampered or expired token. */
export async function findRequestIdByToken(
  db: Database | Transaction,
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const hash = hashAccessToken(token);
  // Two lookups on unique indexes: the emailed links, then the submission's own link.
  const [emailed] = await db
    .select({ id: quoteRequestAccessTokens.quoteRequestId })
    .from(quoteRequestAccessTokens)
    .where(and(eq(quoteRequestAccessTokens.tokenHash, hash), gt(quoteRequestAccessTokens.expiresAt, now)));
  if (emailed) return emailed.id;
  const [submitted] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(
      and(eq(quoteRequests.accessTokenHash, hash), gt(quoteRequests.createdAt, new Date(now.getTime() - LIFETIME_MS))),
    );
  return submitted?.id ?? null;
}
