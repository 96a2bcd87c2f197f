import { eq } from "drizzle-orm";
import { session } from "~/db/schema";
import type { UserRole } from "~/lib/vocabulary";
import { getDb } from "../db.server";

/**
 * How long a session lives, checked on every signed-in request (getSessionUser), whatever the
 * page or action (docs/security.md, Accounts):
 * - staff and admins: 8 hours from sign-in at most, and 30 minutes without a request;
 * - everyone else (partners): 30 days from sign-in at most with "Remember me" (8 hours and a
 *   browser-session cookie without it, set at sign-in in auth.server.ts), and 7 days unused.
 * A session past either limit is deleted, so its cookie is worth nothing from then on.
 */
export const SESSION_LIMITS = {
  staff: { absoluteMs: 8 * 60 * 60 * 1000, idleMs: 30 * 60 * 1000 },
  partner: { absoluteMs: 30 * 24 * 60 * 60 * 1000, idleMs: 7 * 24 * 60 * 60 * 1000 },
} as const;

/** Activity is written at most once a minute per session (session.updated_at). */
export const ACTIVITY_WRITE_INTERVAL_MS = 60 * 1000;

export interface SessionTimes {
  id: string;
  createdAt: Date;
  /** The last recorded activity: sign-in, or a request at least a minute after the previous record. */
  updatedAt: Date;
}

function limitsFor(role: UserRole) {
  return role === "staff" || role === "admin" ? SESSION_LIMITS.staff : SESSION_LIMITS.partner;
}

/**
 * Whether the session may still be used; records the activity when it may. An expired session
 * is deleted.
 */
export async function keepSessionAlive(current: SessionTimes, role: UserRole): Promise<boolean> {
  const now = Date.now();
  const { absoluteMs, idleMs } = limitsFor(role);
  const db = await getDb();
  const age = now - new Date(current.createdAt).getTime();
  const idle = now - new Date(current.updatedAt).getTime();
  if (age > absoluteMs || idle > idleMs) {
    await db.delete(session).where(eq(session.id, current.id));
    return false;
  }
  if (idle > ACTIVITY_WRITE_INTERVAL_MS) {
    await db
      .update(session)
      .set({ updatedAt: new Date(now) })
      .where(eq(session.id, current.id));
  }
  return true;
}
