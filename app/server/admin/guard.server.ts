import { data, redirect } from "react-router";
import { BROWSER_SESSION_SECONDS, getAuth } from "../auth/auth.server";
import { requireStaff, type SessionUser } from "../auth/guards.server";

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_TWO_FACTOR_PATH = "/admin/two-factor";

function isPage(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

export function adminLoginUrl(request: Request): string {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  return `${ADMIN_LOGIN_PATH}?${params}`;
}

/** When the current session was created, or null without one. */
async function sessionCreatedAt(request: Request): Promise<Date | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: request.headers });
  return result ? new Date(result.session.createdAt) : null;
}

/**
 * The guard of every admin loader and action. Anonymous visitors (and staff sessions older than
 * 8 hours) are sent to the admin log-in page, or answered 401; partners and customers get
 * requireStaff's 403. Staff and admins without two-factor are sent to set it up (403 for actions),
 * unless `allowWithoutTwoFactor` (the set-up page itself).
 */
export async function requireAdminArea(
  request: Request,
  { role = "staff", allowWithoutTwoFactor = false }: { role?: "staff" | "admin"; allowWithoutTwoFactor?: boolean } = {},
): Promise<SessionUser> {
  const createdAt = await sessionCreatedAt(request);
  if (createdAt === null) {
    if (isPage(request)) throw redirect(adminLoginUrl(request));
    throw data({ message: "Please log in to continue." }, { status: 401 });
  }
  const expired = Date.now() - createdAt.getTime() > BROWSER_SESSION_SECONDS * 1000;
  const user = await requireStaff(request, { role });
  if (expired) {
    if (isPage(request)) throw redirect(adminLoginUrl(request));
    throw data({ message: "Your admin session has expired. Please log in again." }, { status: 401 });
  }
  // Staff see customers' details and approve partners: every staff account needs its second factor.
  if (!user.twoFactorEnabled && !allowWithoutTwoFactor) {
    if (isPage(request)) throw redirect(ADMIN_TWO_FACTOR_PATH);
    throw data({ message: "Set up two-factor authentication first." }, { status: 403 });
  }
  return user;
}
