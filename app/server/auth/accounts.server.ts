import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, like, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { user, verification } from "~/db/schema";
import { getDb } from "../db.server";

/**
 * Account helpers shared by the services that create accounts for other people: partner
 * approval (app/server/partners/partner-lifecycle.server.ts) and staff invitations
 * (app/server/admin/staff.server.ts).
 */

/** The account with this email address (compared in lower case), if any; `db` may be a transaction. */
export async function findUserByEmail(db: Database, { email }: { email: string }) {
  const [found] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return found;
}

/** How better-auth stores a reset (and our set-password) token in the verification table. */
export function passwordTokenIdentifier(token: string): string {
  return `reset-password:${token}`;
}

/**
 * Creates a one-time set-password token in the caller's transaction, in exactly the form
 * better-auth's own `requestPasswordReset` stores it (`reset-password:<token>` → user id), so
 * better-auth's `/reset-password` endpoint consumes it. We write it ourselves rather than
 * calling `requestPasswordReset` so that it commits (or not) together with the approval or
 * invitation and its email, and so that it can live longer than a forgotten-password link.
 * The integration test "approving ... lets the partner choose a password and sign in" pins the
 * format. This is the only place that knows it.
 */
export async function createSetPasswordToken(
  tx: Transaction,
  { userId, expiresInDays }: { userId: string; expiresInDays: number },
): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  const now = new Date();
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: passwordTokenIdentifier(token),
    value: userId,
    expiresAt: new Date(now.getTime() + expiresInDays * 86_400_000),
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

/** Records that the account signed in (a session was made for it). */
export async function recordSignIn(userId: string, at: Date): Promise<void> {
  const db = await getDb();
  await db.update(user).set({ lastSignedInAt: at }).where(eq(user.id, userId));
}

/**
 * Ends the account's password links (reset and set-password), but for `keep`: a new link makes
 * the older ones useless, and a password once set ends them all.
 */
export async function endPasswordLinks(userId: string, { keep }: { keep?: string } = {}): Promise<void> {
  const db = await getDb();
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, passwordTokenIdentifier("%")),
        keep ? ne(verification.identifier, passwordTokenIdentifier(keep)) : undefined,
      ),
    );
}
