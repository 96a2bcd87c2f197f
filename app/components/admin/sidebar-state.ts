/** The sidebar's open/collapsed state, kept for 7 days in a cookie read on the server (no flash). */
export const SIDEBAR_COOKIE = "admin_sidebar";
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export function readSidebarCollapsed(cookieHeader: string | null): boolean {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, value] = part.trim().split("=");
    if (key === SIDEBAR_COOKIE) return value === "collapsed";
  }
  return false;
}

export function sidebarCookie(collapsed: boolean): string {
  return `${SIDEBAR_COOKIE}=${collapsed ? "collapsed" : "expanded"}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
