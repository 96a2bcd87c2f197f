import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { account, auditLog, companies, companyMembers, user, verification } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { getEnv } from "../env.server";
import { passwordLink } from "./auth.server";
import { LOGIN_PATH } from "./guards.server";

/** A new partner may take a few days to open the welcome email. */
export const SET_PASSWORD_TTL_DAYS = 7;

/**
 * Creates a one-time password token in the caller's transaction, in exactly the form
 * better-auth's own `requestPasswordReset` stores it (`reset-password:<token>` → user id), so
 * better-auth's `/reset-password` endpoint consumes it. We write it ourselves rather than
 * calling `requestPasswordReset` so that it commits (or not) together with the approval and
 * its email, and so that it can live longer than a forgotten-password link. The integration
 * test "approving ... lets the partner choose a password and sign in" pins the format.
 */
async function createSetPasswordToken(tx: Transaction, userId: string, ttlSeconds: number): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  const now = new Date();
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

export interface ApprovePartnerApplicationInput {
  companyId: string;
  /** The member of staff approving (recorded in the audit log). */
  actorUserId: string;
}

export interface ApprovePartnerApplicationResult {
  /** The partner's user: found by the company email, or created without a password. */
  userId: string;
  userCreated: boolean;
}

/**
 * Approves a pending (or previously rejected) partner application in one transaction: the
 * company becomes an approved partner; a user with the company's email is created (role
 * partner, email verified, no password) or reused; it becomes the company's owner; and the
 * "partner-approved-set-password" email is queued with a one-time link to
 * `/account/set-password?token=…` (or, when the account already has a password, a log-in link).
 *
 * Throws AppError NOT_FOUND for an unknown company and CONFLICT when it is already approved
 * or suspended (reinstating is a separate decision).
 */
export async function approvePartnerApplication({
  companyId,
  actorUserId,
}: ApprovePartnerApplicationInput): Promise<ApprovePartnerApplicationResult> {
  const db = await getDb();
  const env = getEnv();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({
        id: companies.id,
        name: companies.name,
        email: companies.email,
        locale: companies.locale,
        status: companies.status,
        approvedAt: companies.approvedAt,
      })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!company) throw new AppError("NOT_FOUND", "This application no longer exists.");
    if (company.status === "approved") throw new AppError("CONFLICT", "This company is already approved.");
    if (company.status === "suspended") {
      throw new AppError("CONFLICT", "This company is suspended: reinstate it instead of approving it again.");
    }

    const email = company.email.trim().toLowerCase();
    const [existing] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email))
      .limit(1);
    let userId: string;
    if (existing) {
      userId = existing.id;
      // Staff and admins keep their role; a customer account becomes a partner account.
      if (existing.role === "customer") {
        await tx.update(user).set({ role: "partner", updatedAt: new Date() }).where(eq(user.id, userId));
      }
    } else {
      userId = randomUUID();
      await tx.insert(user).values({
        id: userId,
        name: company.name,
        email,
        emailVerified: true,
        role: "partner",
        // The language the company applied in, until the partner signs in with another.
        locale: company.locale,
      });
    }

    await tx
      .insert(companyMembers)
      .values({ companyId: company.id, userId, role: "owner" })
      .onConflictDoUpdate({ target: [companyMembers.companyId, companyMembers.userId], set: { role: "owner" } });

    const approvedAt = new Date();
    await tx
      .update(companies)
      .set({ status: "approved", isPartner: true, approvedAt, rejectionReason: null, updatedAt: approvedAt })
      .where(eq(companies.id, company.id));

    await tx.insert(auditLog).values({
      actorUserId,
      action: "company.approve",
      subjectType: "company",
      subjectId: company.id,
      before: { status: company.status, approvedAt: company.approvedAt },
      after: { status: "approved", approvedAt, ownerUserId: userId },
    });

    const [credential] = await tx
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .limit(1);
    const hasPassword = Boolean(credential?.password);
    const token = hasPassword ? undefined : await createSetPasswordToken(tx, userId, SET_PASSWORD_TTL_DAYS * 86_400);

    await queueEmail(tx, {
      to: email,
      template: "partner-approved-set-password",
      payload: {
        companyName: company.name,
        email,
        setPasswordUrl: token ? passwordLink("set-password", token) : undefined,
        expiresInDays: SET_PASSWORD_TTL_DAYS,
        loginUrl: `${env.APP_URL}${LOGIN_PATH}`,
      },
      locale: asLocale(company.locale),
    });

    return { userId, userCreated: !existing };
  });
}
