import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { account, companies, companyMembers, session, user } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { LOGIN_PATH } from "~/lib/account-paths";
import { AppError } from "~/lib/errors";
import type { MemberRole } from "~/lib/vocabulary";
import { createSetPasswordToken, findUserByEmail } from "../auth/accounts.server";
import { passwordLink } from "../auth/auth.server";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl } from "../env.server";
import { type CompanyScope, ownedBy } from "./company-scope.server";
import { SET_PASSWORD_TTL_DAYS } from "./partner-lifecycle.server";

/**
 * A company's team (owners only, app/routes/partner/team.tsx): who works in the back office,
 * adding a colleague as a staff member (everything but payments, the team and company details),
 * and removing a member. Adding works as partner approval does for an owner: a partner account
 * without a password and a one-time link to choose one (or a log-in link for an account that
 * has a password), committed together with the membership and its email.
 */

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  /** False until the member has chosen a password (the invitation is still open). */
  active: boolean;
  addedAt: string;
}

export async function listTeamMembers(scope: CompanyScope): Promise<TeamMember[]> {
  const db = await getDb();
  const rows = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      role: companyMembers.role,
      active: sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${user.id} and ${account.password} is not null)`,
      addedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(ownedBy(companyMembers, scope))
    .orderBy(asc(companyMembers.role), asc(user.name));
  return rows.map((row) => ({ ...row, active: Boolean(row.active), addedAt: row.addedAt.toISOString() }));
}

/**
 * Adds a colleague as a staff member. Refused for a staff or admin account (a partner can turn
 * two-factor off with the password alone), and for an account that already works for a company
 * (this one or another: a person signs in to one back office).
 */
export async function inviteTeamMember(
  scope: CompanyScope,
  { name, email, inviterName }: { name: string; email: string; inviterName: string },
): Promise<{ userId: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name, locale: companies.locale })
      .from(companies)
      .where(eq(companies.id, scope.companyId));
    if (!company) throw new AppError("NOT_FOUND", "backOffice:team.errors.memberNotFound");
    const existing = await findUserByEmail(tx, { email });
    if (existing?.role === "staff" || existing?.role === "admin") {
      throw new AppError("CONFLICT", "backOffice:team.errors.cannotAdd", { field: "email" });
    }
    if (existing) {
      const [membership] = await tx
        .select({ companyId: companyMembers.companyId })
        .from(companyMembers)
        .where(eq(companyMembers.userId, existing.id))
        .limit(1);
      if (membership) {
        const key = membership.companyId === scope.companyId ? "alreadyMember" : "otherCompany";
        throw new AppError("CONFLICT", `backOffice:team.errors.${key}`, { field: "email" });
      }
    }

    const userId = existing?.id ?? randomUUID();
    if (existing) {
      await tx.update(user).set({ role: "partner", updatedAt: new Date() }).where(eq(user.id, userId));
    } else {
      await tx
        .insert(user)
        .values({ id: userId, name, email, emailVerified: true, role: "partner", locale: company.locale });
    }
    await tx.insert(companyMembers).values({ companyId: scope.companyId, userId, role: "staff" });

    const [credential] = await tx
      .select({ userId: account.userId })
      .from(account)
      .where(and(eq(account.userId, userId), isNotNull(account.password)))
      .limit(1);
    const token = credential
      ? undefined
      : await createSetPasswordToken(tx, { userId, expiresInDays: SET_PASSWORD_TTL_DAYS });
    await queueEmail(tx, {
      to: email,
      template: "partner-team-invite",
      payload: {
        companyName: company.name,
        inviterName,
        email,
        setPasswordUrl: token ? passwordLink("set-password", token) : undefined,
        expiresInDays: SET_PASSWORD_TTL_DAYS,
        loginUrl: absoluteUrl(LOGIN_PATH),
      },
      locale: asLocale(company.locale),
    });
    return { userId };
  });
}

/**
 * Removes a member from the company and ends their sessions, so they are signed out at once;
 * their account stays (claims and quotes keep who made them). Refused for oneself and for the
 * company's last owner.
 */
export async function removeTeamMember(
  scope: CompanyScope,
  { userId, actorUserId }: { userId: string; actorUserId: string },
): Promise<{ name: string }> {
  if (userId === actorUserId) throw new AppError("CONFLICT", "backOffice:team.errors.notYourself");
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The company's memberships are locked, so two owners removing each other cannot both succeed.
    const members = await tx
      .select({ userId: companyMembers.userId, role: companyMembers.role, name: user.name })
      .from(companyMembers)
      .innerJoin(user, eq(user.id, companyMembers.userId))
      .where(ownedBy(companyMembers, scope))
      .for("update", { of: companyMembers });
    const member = members.find((each) => each.userId === userId);
    if (!member) throw new AppError("NOT_FOUND", "backOffice:team.errors.memberNotFound");
    const owners = members.filter((each) => each.role === "owner").length;
    if (member.role === "owner" && owners <= 1) throw new AppError("CONFLICT", "backOffice:team.errors.lastOwner");
    await tx.delete(companyMembers).where(and(ownedBy(companyMembers, scope), eq(companyMembers.userId, userId)));
    await tx.delete(session).where(eq(session.userId, userId));
    return { name: member.name };
  });
}
