import { randomUUID } from "node:crypto";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { recordAudit } from "../audit/audit-log.server";
import { createSetPasswordToken, findUserByEmail } from "../auth/accounts.server";
import { getAuth, passwordLink } from "../auth/auth.server";
import { findPasswordProblem } from "../auth/password-strength.server";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { getEnv } from "../env.server";
import { paginate } from "../lists/paginate.server";

/** An invited member of staff has a week to choose a password. */
export const STAFF_INVITE_TTL_DAYS = 7;

export interface CreateAdminAccountInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates an admin (admin:create). better-auth hashes the password (scrypt) through its own
 * server API; the email counts as verified. Refuses guessable passwords and existing addresses.
 */
export async function createAdminAccount({ email, password, firstName, lastName }: CreateAdminAccountInput) {
  const normalised = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised)) throw new AppError("VALIDATION", "Enter a valid email address.");
  const name = [firstName, lastName].filter(Boolean).join(" ") || "Administrator";
  const problem = await findPasswordProblem(password, { email: normalised, name });
  if (problem) throw new AppError("VALIDATION", `auth:password.errors.${problem}`, { field: "password" });
  const db = await getDb();
  if (await findUserByEmail(db, { email: normalised })) {
    throw new AppError("CONFLICT", "An account with this email address already exists.");
  }
  const auth = await getAuth();
  const { user: created } = await auth.api.createUser({ body: { email: normalised, password, name, role: "admin" } });
  await db
    .update(user)
    .set({ emailVerified: true, firstName: firstName || null, lastName: lastName || null, updatedAt: new Date() })
    .where(eq(user.id, created.id));
  return { id: created.id, email: normalised };
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
        adminUrl: `${getEnv().APP_URL}/admin`,
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
