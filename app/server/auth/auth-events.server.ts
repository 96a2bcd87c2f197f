import { createHmac } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { AuditAction } from "~/lib/audit";
import { recordAudit } from "../audit/audit-log.server";
import { getDb } from "../db.server";
import { getEnv } from "../env.server";
import { findUserByEmail } from "./accounts.server";
import { type HookContext, twoFactorUserId } from "./totp-replay.server";

/**
 * Account events in the audit log: sign-ins and refused sign-ins, password-reset requests and
 * new passwords, two-factor turned on or off, "log out everywhere". Each row names the user by
 * id and holds the client address; an address without an account is kept only as a keyed hash
 * (the same address gives the same hash, so repeated attempts can be seen together), never in
 * clear. No row or log line holds a password, code, token or email address.
 */

/** A stable stand-in for an email address that has no account. */
export function unknownAccountId(email: string): string {
  return createHmac("sha256", getEnv().BETTER_AUTH_SECRET)
    .update(`audit:${email.trim().toLowerCase()}`)
    .digest("hex")
    .slice(0, 32);
}

export interface AccountEvent {
  action: AuditAction;
  /** The account concerned; when unknown, the email it was tried with (hashed before storing). */
  subject: { userId: string } | { email: string };
  /** Who did it, when not the account itself (e.g. an admin). */
  actorUserId?: string | null;
  ip: string | null;
  details?: Record<string, unknown>;
}

export async function recordAccountEvent({ action, subject, actorUserId, ip, details }: AccountEvent): Promise<void> {
  const db = await getDb();
  const known = "userId" in subject ? subject.userId : (await findUserByEmail(db, { email: subject.email }))?.id;
  await recordAudit(db, {
    actorUserId: actorUserId === undefined ? (known ?? null) : actorUserId,
    action,
    subjectType: known ? "user" : "unknown_account",
    subjectId: known ?? unknownAccountId("email" in subject ? subject.email : ""),
    before: null,
    after: details ?? null,
    ip,
  });
}

const SIGN_IN_PATH = "/sign-in/email";
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const RESET_REQUEST_PATH = "/request-password-reset";
const TWO_FACTOR_OFF_PATH = "/two-factor/disable";
const REVOKE_SESSIONS_PATH = "/revoke-sessions";
const AUDITED_PATHS = new Set([
  SIGN_IN_PATH,
  RESET_REQUEST_PATH,
  TWO_FACTOR_OFF_PATH,
  REVOKE_SESSIONS_PATH,
  ...CODE_PATHS,
]);
const TWO_FACTOR_COOKIE = "two_factor";

function errorCode(returned: unknown): string {
  if (!isAPIError(returned)) return "UNKNOWN";
  const body = returned.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : String(returned.status);
}

/** A code step of a sign-in (the two_factor cookie of the password step), not turning two-factor on. */
async function isSignInCodeStep(ctx: HookContext): Promise<boolean> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  return Boolean(await ctx.getSignedCookie(cookie.name, ctx.context.secret));
}

function recordEvents(clientIpHeader: string) {
  return createAuthMiddleware(async (ctx) => {
    const ip = ctx.request?.headers.get(clientIpHeader) ?? ctx.headers?.get(clientIpHeader) ?? null;
    const returned = ctx.context.returned;
    const failed = isAPIError(returned);
    if (ctx.path === SIGN_IN_PATH) {
      const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "");
      if (failed) {
        const details = { step: "password", reason: errorCode(returned) };
        await recordAccountEvent({ action: "user.sign-in-failed", subject: { email }, ip, details });
        return;
      }
      // Password accepted, code still to come: the code step records the outcome.
      if (returned && typeof returned === "object" && "twoFactorRedirect" in returned) return;
      const userId = ctx.context.newSession?.user.id;
      if (userId)
        await recordAccountEvent({ action: "user.sign-in", subject: { userId }, ip, details: { factors: 1 } });
      return;
    }
    if (CODE_PATHS.has(ctx.path ?? "")) {
      if (!(await isSignInCodeStep(ctx))) {
        // A signed-in user's first code: two-factor is on from now.
        const userId = ctx.context.newSession?.user.id;
        if (!failed && userId) await recordAccountEvent({ action: "user.two-factor-on", subject: { userId }, ip });
        return;
      }
      const userId = failed ? await twoFactorUserId(ctx) : ctx.context.newSession?.user.id;
      if (!userId) return;
      if (failed) {
        const details = { step: "code", reason: errorCode(returned) };
        await recordAccountEvent({ action: "user.sign-in-failed", subject: { userId }, ip, details });
      } else {
        await recordAccountEvent({ action: "user.sign-in", subject: { userId }, ip, details: { factors: 2 } });
      }
      return;
    }
    const sessionUserId = ctx.context.session?.user.id;
    if (ctx.path === TWO_FACTOR_OFF_PATH && !failed && sessionUserId) {
      await recordAccountEvent({ action: "user.two-factor-off", subject: { userId: sessionUserId }, ip });
      return;
    }
    if (ctx.path === REVOKE_SESSIONS_PATH && !failed && sessionUserId) {
      await recordAccountEvent({ action: "user.sessions-revoked", subject: { userId: sessionUserId }, ip });
      return;
    }
    if (ctx.path === RESET_REQUEST_PATH && !failed) {
      const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "");
      await recordAccountEvent({ action: "user.password-reset-requested", subject: { email }, ip });
    }
  });
}

/**
 * The audit writer of better-auth's own endpoints: sign-in steps, reset requests, two-factor on
 * and off, and "log out everywhere". (New passwords are recorded by onPasswordReset.)
 */
export function auditAccountEvents({ clientIpHeader }: { clientIpHeader: string }) {
  const handler = recordEvents(clientIpHeader);
  return {
    id: "audit-account-events",
    hooks: {
      after: [
        {
          matcher: (ctx) => AUDITED_PATHS.has(ctx.path ?? ""),
          handler,
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
