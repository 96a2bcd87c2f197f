import { randomUUID } from "node:crypto";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { STAFF_HOME_PATH } from "~/lib/account-paths";
import { AppError } from "~/lib/errors";
import { recordAudit } from "../audit/audit-log.server";
import { createSetPasswordToken, findUserByEmail } from "../auth/accounts.server";
import { getAuth, passwordLink } from "../auth/auth.server";
import { findPasswordProblem } from "../auth/password-strength.server";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { paginate } from "../lists/paginate.server";

/** Whether any admin account exists: until one does, the start says how to create it. */
export async function adminExists(db: Database): Promise<boolean> {
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  return Boolean(admin);
}

/** An invited member of staff has a week to choose a password. */
export const STAFF_INVITE_TTL_DAYS = 7;

export interface CreateAdminAccountInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /**
   * Shows the new TOTP secret (an otpauth:// URI) to the person creating the account and returns
   * a current code from their authenticator app.
   */
  proveTotp: (totpURI: string) => Promise<string>;
}

/**
 * Creates an admin (admin:create) whose second factor is enrolled and proved here, not at the
 * first sign-in: better-auth hashes the password (scrypt) and makes the TOTP secret through its
 * own server API, and the account is kept only once a code from that secret checks. Refuses
 * guessable passwords and existing addresses; a wrong code leaves no account behind.
 */
export async function createAdminAccount({ email, password, firstName, lastName, proveTotp }: CreateAdminAccountInput) {
  const normalised = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised)) throw new AppError("VALIDATION", "admin:invite.invalidEmail");
  const name = [firstName, lastName].filter(Boolean).join(" ") || "Administrator";
  const problem = await findPasswordProblem(password, { email: normalised, name });
  if (problem) throw new AppError("VALIDATION", `auth:password.errors.${problem}`, { field: "password" });
  const db = await getDb();
  if (await findUserByEmail(db, { email: normalised })) throw new AppError("CONFLICT", "admin:errors.emailTaken");
  const auth = await getAuth();
  const { user: created } = await auth.api.createUser({ body: { email: normalised, password, name, role: "admin" } });
  try {
    const { headers } = await auth.api.signInEmail({ body: { email: normalised, password }, returnHeaders: true });
    const signedIn = new Headers({ cookie: cookiePairs(headers.getSetCookie()) });
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: signedIn });
    if (enabled.method !== "totp") throw new Error("better-auth did not create a TOTP secret");
    const code = (await proveTotp(enabled.totpURI)).replace(/\s+/g, "");
    const verified = await auth.api
      .verifyTOTP({ body: { code }, headers: signedIn })
      .then(() => true)
      .catch(() => false);
    if (!verified) throw new AppError("VALIDATION", "auth:totp.invalidCode", { field: "code" });
    await db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({ emailVerified: true, firstName: firstName || null, lastName: lastName || null, updatedAt: new Date() })
        .where(eq(user.id, created.id));
      // The set-up's own session is not for anyone to use.
      await tx.delete(session).where(eq(session.userId, created.id));
      // Made from the server's command line: no one signed in did it.
      await recordAudit(tx, {
        actorUserId: null,
        action: "user.create-admin",
        subjectType: "user",
        subjectId: created.id,
        before: null,
        after: { email: normalised, role: "admin", twoFactor: "totp" },
      });
    });
    return { id: created.id, email: normalised };
  } catch (error) {
    await db.delete(user).where(eq(user.id, created.id));
    throw error;
  }
}

/** "name=value; …" from Set-Cookie lines. */
function cookiePairs(setCookies: string[]): string {
  return setCookies.map((line) => line.split(";")[0] ?? "").join("; ");
}

export interface InviteStaffMemberInput {
  email: string;
  firstName: string;
  lastName: string;
  actorUserId: string;
}

/**
 * An admin invites a member of staff: a user with role staff (email verified, no password), a
 * one-time set-password token, the invite email and an audit entry, all in one transaction.
 */
export async function inviteStaffMember({ email, firstName, lastName, actorUserId }: InviteStaffMemberInput) {
  const normalised = email.trim().toLowerCase();
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, { email: normalised })) {
      throw new AppError("CONFLICT", "admin:errors.emailTaken", { field: "email" });
    }
    const userId = randomUUID();
    await tx.insert(user).values({
      id: userId,
      name: `${firstName} ${lastName}`.trim(),
      email: normalised,
      emailVerified: true,
      role: "staff",
      firstName,
      lastName,
    });
    const token = await createSetPasswordToken(tx, { userId, expiresInDays: STAFF_INVITE_TTL_DAYS });
    await recordAudit(tx, {
      actorUserId,
      action: "user.invite-staff",
      subjectType: "user",
      subjectId: userId,
      before: null,
      after: { email: normalised, role: "staff" },
    });
    await queueEmail(tx, {
      to: normalised,
      template: "staff-invite",
      payload: {
        firstName,
        setPasswordUrl: passwordLink("set-password", token),
        expiresInDays: STAFF_INVITE_TTL_DAYS,
        adminUrl: absoluteUrl(STAFF_HOME_PATH),
      },
    });
    return { userId };
  });
}

/** The staff and admin accounts, admins first, then by name. */
export async function listStaffAccounts({ page }: { page: number }) {
  const db = await getDb();
  const where = inArray(user.role, ["staff", "admin"]);
  return paginate({
    page,
    count: () => db.$count(user, where),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(where)
        .orderBy(asc(user.role), asc(user.name), desc(user.createdAt))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        ...row,
        twoFactorEnabled: Boolean(row.twoFactorEnabled),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  });
}
