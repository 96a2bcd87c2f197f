import { getSessionCookie } from "better-auth/cookies";
import { asc, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { companies, companyMembers, session } from "~/db/schema";
import { APPLICATION_STATUS_PATH, LOGIN_PATH, PARTNER_HOME_PATH, STAFF_HOME_PATH } from "~/lib/account-paths";
import { USER_ROLES, type UserRole } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { sqlCompanyBase } from "../geo/coverage.server";
import { getAuth } from "./auth.server";
import { keepSessionAlive } from "./session-lifetime.server";

/**
 * Guards for loaders and actions. A layout's loader does not protect its children, so every
 * partner and staff loader AND action calls one of these itself (docs/product-rules.md §1.1).
 *
 * Pages (GET/HEAD) are redirected to the log-in page with `redirectTo`; anything else (form
 * posts, fetchers) gets a 401 or 403 response instead, so a failed action never turns into a
 * redirect that silently drops the user's input.
 */

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export type CompanyStatus = (typeof companies.$inferSelect)["status"];
export type MemberRole = (typeof companyMembers.$inferSelect)["role"];

export interface PartnerCompany {
  id: string;
  name: string;
  slug: string;
  status: CompanyStatus;
}

/** Where matching measures from: the company's address, else its service centre. */
export interface CompanyBase {
  town: string;
  lat: number;
  lng: number;
}

export interface PartnerContext {
  user: SessionUser;
  /** The approved company the user works for; every partner query must be scoped to its id. */
  company: PartnerCompany;
  memberRole: MemberRole;
  /** The company's base, read with the membership: Find work and the sidebar count its region. */
  base: CompanyBase | null;
}

export interface CompanyMembership {
  company: PartnerCompany & { rejectionReason: string | null };
  role: MemberRole;
  base: CompanyBase | null;
}

function isRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}

function isPage(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** The path to come back to after signing in: the request's own path and query. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginUrl(redirectTo?: string, notice?: "no-access"): string {
  const params = new URLSearchParams();
  if (redirectTo) params.set("redirectTo", redirectTo);
  if (notice) params.set("notice", notice);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

function unauthenticated(request: Request): never {
  if (isPage(request)) throw redirect(loginUrl(returnPath(request)));
  throw data({ message: "Please log in to continue." }, { status: 401 });
}

function forbidden(request: Request, message: string): never {
  if (isPage(request)) throw redirect(loginUrl(returnPath(request), "no-access"));
  throw data({ message }, { status: 403 });
}

/**
 * The signed-in user, or null. Banned users, unknown roles and sessions past their lifetime or
 * idle timeout (session-lifetime.server.ts) count as signed out.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const { user } = result;
  if (user.banned || !isRole(user.role)) return null;
  if (!(await keepSessionAlive(result.session, user.role))) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

/** A signed-in user of any role; anonymous page requests go to the log-in page and come back. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) unauthenticated(request);
  return user;
}

const membershipColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  status: companies.status,
  rejectionReason: companies.rejectionReason,
  role: companyMembers.role,
  town: companies.town,
  baseLat: sqlCompanyBase.lat,
  baseLng: sqlCompanyBase.lng,
};

interface MembershipRow extends PartnerCompany {
  rejectionReason: string | null;
  role: MemberRole;
  town: string;
  baseLat: number | null;
  baseLng: number | null;
}

function toMembership({ role, town, baseLat, baseLng, ...company }: MembershipRow): CompanyMembership {
  const base = baseLat == null || baseLng == null ? null : { town, lat: baseLat, lng: baseLng };
  return { company, role, base };
}

/** The companies a user belongs to, oldest membership first. */
export async function listCompanyMemberships(userId: string): Promise<CompanyMembership[]> {
  const db = await getDb();
  const rows = await db
    .select(membershipColumns)
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companies.name));
  return rows.map(toMembership);
}

/**
 * The memberships of whoever holds the session the request's cookie names, read while
 * better-auth checks that cookie, so a partner page waits for one round trip instead of two.
 * It is only a guess at the user (the cookie is not verified here): each row carries its
 * session's user, and the caller keeps the rows only when that is the user better-auth
 * verified. Null when the cookie names no session with memberships.
 */
async function prefetchMembershipsOfSession(
  request: Request,
): Promise<{ userId: string; memberships: CompanyMembership[] } | null> {
  const signed = getSessionCookie(request);
  if (!signed) return null;
  const token = signed.slice(0, signed.lastIndexOf("."));
  const db = await getDb();
  const rows = await db
    .select({ ...membershipColumns, userId: session.userId })
    .from(session)
    .innerJoin(companyMembers, eq(companyMembers.userId, session.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(session.token, token))
    .orderBy(asc(companyMembers.createdAt), asc(companies.name));
  const [first] = rows;
  if (!first) return null;
  return { userId: first.userId, memberships: rows.map(({ userId: _, ...row }) => toMembership(row)) };
}

/**
 * A member (owner or staff) of an APPROVED company, with that company. Someone whose company is
 * pending, rejected or suspended is sent to the application-status page; anyone else (a
 * customer, staff without a company) back to the log-in page.
 */
export async function requirePartner(request: Request): Promise<PartnerContext> {
  const [user, prefetched] = await Promise.all([requireUser(request), prefetchMembershipsOfSession(request)]);
  const memberships = prefetched?.userId === user.id ? prefetched.memberships : await listCompanyMemberships(user.id);
  const approved = memberships.find((membership) => membership.company.status === "approved");
  if (approved) {
    const { rejectionReason: _, ...company } = approved.company;
    return { user, company, memberRole: approved.role, base: approved.base };
  }
  if (memberships.length > 0) {
    if (isPage(request)) throw redirect(APPLICATION_STATUS_PATH);
    throw data({ message: "Your partner account is not active." }, { status: 403 });
  }
  forbidden(request, "This account has no access to the partner area.");
}

/**
 * A member of staff. `role: "admin"` admits admins only; the default admits staff and admins.
 */
export async function requireStaff(
  request: Request,
  { role = "staff" }: { role?: "staff" | "admin" } = {},
): Promise<SessionUser> {
  return assertStaffRole(request, await requireUser(request), { role });
}

/** The signed-in user if their role fits (`role: "admin"`: admins only), else requireStaff's 403. */
export function assertStaffRole(
  request: Request,
  user: SessionUser,
  { role = "staff" }: { role?: "staff" | "admin" } = {},
): SessionUser {
  const allowed: readonly UserRole[] = role === "admin" ? ["admin"] : ["staff", "admin"];
  if (!allowed.includes(user.role)) forbidden(request, "This account has no access to the admin area.");
  return user;
}

/** Where a user lands after signing in when no page asked for them. */
export async function homePathFor(user: { id: string; role: string }): Promise<string | null> {
  if (user.role === "staff" || user.role === "admin") return STAFF_HOME_PATH;
  const memberships = await listCompanyMemberships(user.id);
  if (memberships.some((membership) => membership.company.status === "approved")) return PARTNER_HOME_PATH;
  if (memberships.length > 0) return APPLICATION_STATUS_PATH;
  return null;
}
