/**
 * A workspace sidebar's open/collapsed state, kept for 7 days in a cookie that the server reads,
 * so the first paint already has the right width (no flash). Each area has its own cookie: a
 * member of staff who is also testing a partner account keeps two independent sidebars.
 */
export const SIDEBAR_COOKIES = { admin: "admin_sidebar", partner: "partner_sidebar" } as const;
export type SidebarCookieName = (typeof SIDEBAR_COOKIES)[keyof typeof SIDEBAR_COOKIES];

export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export function readSidebarCollapsed(cookieHeader: string | null, cookieName: SidebarCookieName): boolean {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, value] = part.trim().split("=");
    if (key === cookieName) return value === "collapsed";
  }
  return false;
}

export function sidebarCookie(cookieName: SidebarCookieName, collapsed: boolean): string {
  return `${cookieName}=${collapsed ? "collapsed" : "expanded"}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
