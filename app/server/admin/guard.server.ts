import { data, redirect } from "react-router";
import { ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH } from "~/lib/account-paths";
import { assertStaffRole, getSessionUser, type SessionUser } from "../auth/guards.server";

function isPage(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

export function adminLoginUrl(request: Request): string {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  return `${ADMIN_LOGIN_PATH}?${params}`;
}

/**
 * The guard of every admin loader and action. Anonymous visitors (and expired staff sessions)
 * are sent to the admin log-in page, or answered 401; partners and customers get
 * requireStaff's 403. Staff and admins without two-factor are sent to set it up (403 for actions),
 * unless `allowWithoutTwoFactor` (the set-up page itself).
 */
export async function requireAdminArea(
  request: Request,
  { role = "staff", allowWithoutTwoFactor = false }: { role?: "staff" | "admin"; allowWithoutTwoFactor?: boolean } = {},
): Promise<SessionUser> {
  // Signed out, or a session past its 8 hours or 30 idle minutes (getSessionUser deletes it).
  const signedIn = await getSessionUser(request);
  if (!signedIn) {
    if (isPage(request)) throw redirect(adminLoginUrl(request));
    throw data({ message: "Please log in to continue." }, { status: 401 });
  }
  const user = assertStaffRole(request, signedIn, { role });
  // Staff see customers' details and approve partners: every staff account needs its second factor.
  if (!user.twoFactorEnabled && !allowWithoutTwoFactor) {
    if (isPage(request)) throw redirect(ADMIN_TWO_FACTOR_PATH);
    throw data({ message: "Set up two-factor authentication first." }, { status: 403 });
  }
  return user;
}
