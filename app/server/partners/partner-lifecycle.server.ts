import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { account, companies, companyMembers, user } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { LOGIN_PATH } from "~/lib/account-paths";
import { AppError } from "~/lib/errors";
import { recordAudit } from "../audit/audit-log.server";
import { changeStatus } from "../audit/change-status.server";
import { createSetPasswordToken, findUserByEmail } from "../auth/accounts.server";
import { passwordLink } from "../auth/auth.server";
import { getDb } from "../db.server";
import { recordDirectoryChange } from "../directory/directory-changes.server";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";

/**
 * A partner's life, one verb each: an application is registered (`registerPartner` in
 * ./register-partner.server.ts: the public wizard's service), then staff approve or reject it;
 * an approved partner can be suspended (it stops receiving leads) and reinstated. Every staff
 * decision is audited in the same transaction as the change.
 *
 *   pending ──approve──> approved ──suspend──> suspended ──reinstate──> approved
 *      │                    ^
 *      └──reject──> rejected ┘ (approve)
 */

/** A new partner may take a few days to open the welcome email. */
export const SET_PASSWORD_TTL_DAYS = 7;

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
 * or suspended (reinstating is a separate decision: `reinstatePartner`).
 */
export async function approvePartnerApplication({
  companyId,
  actorUserId,
}: ApprovePartnerApplicationInput): Promise<ApprovePartnerApplicationResult> {
  const db = await getDb();
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
    if (!company) throw new AppError("NOT_FOUND", "admin:errors.applicationNotFound");
    if (company.status === "approved") throw new AppError("CONFLICT", "admin:errors.alreadyApproved");
    if (company.status === "suspended") throw new AppError("CONFLICT", "admin:errors.reinstateInstead");

    const email = company.email.trim().toLowerCase();
    const existing = await findUserByEmail(tx, { email });
    // A partner owner can turn two-factor off with the password alone: never hand that role to
    // an account that opens the admin panel.
    if (existing?.role === "staff" || existing?.role === "admin") {
      throw new AppError("CONFLICT", "admin:errors.staffEmail");
    }
    let userId: string;
    if (existing) {
      userId = existing.id;
      // A customer account becomes a partner account.
      if (existing.role === "customer") {
        await tx.update(user).set({ role: "partner", updatedAt: new Date() }).where(eq(user.id, userId));
        await recordAudit(tx, {
          actorUserId,
          action: "user.role",
          subjectType: "user",
          subjectId: userId,
          before: { role: "customer" },
          after: { role: "partner" },
        });
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
    await recordDirectoryChange(tx, { coverage: true });

    await recordAudit(tx, {
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
    const token = hasPassword
      ? undefined
      : await createSetPasswordToken(tx, { userId, expiresInDays: SET_PASSWORD_TTL_DAYS });

    await queueEmail(tx, {
      to: email,
      template: "partner-approved-set-password",
      payload: {
        companyName: company.name,
        email,
        setPasswordUrl: token ? passwordLink("set-password", token) : undefined,
        expiresInDays: SET_PASSWORD_TTL_DAYS,
        loginUrl: absoluteUrl(LOGIN_PATH),
      },
      locale: asLocale(company.locale),
    });

    return { userId, userCreated: !existing };
  });
}

/** Locks a company row for a status change. */
function lockCompany(companyId: string) {
  return (tx: Transaction) =>
    tx
      .select({ status: companies.status, name: companies.name, email: companies.email })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
}

/** Rejects a pending application and emails the reason to the applicant. */
export async function rejectPartnerApplication({
  companyId,
  reason,
  actorUserId,
}: {
  companyId: string;
  reason: string;
  actorUserId: string;
}) {
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError("VALIDATION", "admin:partners.reasonRequired", { field: "reason" });
  return changeStatus({
    subjectType: "company",
    subjectId: companyId,
    action: "company.reject",
    actorUserId,
    to: "rejected",
    from: { statuses: ["pending"], conflict: "admin:errors.onlyPendingRejected" },
    notFound: "admin:errors.applicationNotFound",
    details: { reason: trimmed },
    lock: lockCompany(companyId),
    write: async (tx, company) => {
      await tx
        .update(companies)
        .set({ status: "rejected", rejectionReason: trimmed, updatedAt: new Date() })
        .where(eq(companies.id, companyId));
      await queueEmail(tx, {
        to: company.email,
        template: "partner-rejected",
        payload: { companyName: company.name, reason: trimmed },
      });
    },
  });
}

/** Suspends an approved partner: it stops receiving leads (matching takes approved only). */
export async function suspendPartner({ companyId, actorUserId }: { companyId: string; actorUserId: string }) {
  return changeStatus({
    subjectType: "company",
    subjectId: companyId,
    action: "company.suspend",
    actorUserId,
    to: "suspended",
    from: { statuses: ["approved"], conflict: "admin:errors.onlyApprovedSuspended" },
    notFound: "admin:errors.companyNotFound",
    lock: lockCompany(companyId),
    write: async (tx) => {
      await tx.update(companies).set({ status: "suspended", updatedAt: new Date() }).where(eq(companies.id, companyId));
      await recordDirectoryChange(tx, { coverage: true });
    },
  });
}

/**
 * Reinstates a suspended partner: it is approved again and receives leads. Its owner and
 * members were kept while it was suspended, so nobody needs a new account or email.
 */
export async function reinstatePartner({ companyId, actorUserId }: { companyId: string; actorUserId: string }) {
  return changeStatus({
    subjectType: "company",
    subjectId: companyId,
    action: "company.reinstate",
    actorUserId,
    to: "approved",
    from: { statuses: ["suspended"], conflict: "admin:errors.onlySuspendedReinstated" },
    notFound: "admin:errors.companyNotFound",
    lock: lockCompany(companyId),
    write: async (tx) => {
      await tx.update(companies).set({ status: "approved", updatedAt: new Date() }).where(eq(companies.id, companyId));
      await recordDirectoryChange(tx, { coverage: true });
    },
  });
}
