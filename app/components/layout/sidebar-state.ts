import { readCookie, serializeCookie } from "~/lib/cookies";

/**
 * A workspace sidebar's open/collapsed state, kept for 7 days in a cookie that the server reads,
 * so the first paint already has the right width (no flash). Each area has its own cookie: a
 * member of staff who is also testing a partner account keeps two independent sidebars.
 */
export const SIDEBAR_COOKIES = { admin: "admin_sidebar", partner: "partner_sidebar" } as const;
export type SidebarCookieName = (typeof SIDEBAR_COOKIES)[keyof typeof SIDEBAR_COOKIES];

export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export function readSidebarCollapsed(cookieHeader: string | null, cookieName: SidebarCookieName): boolean {
  return readCookie(cookieHeader, cookieName) === "collapsed";
}

/** Written by the page itself (so not HttpOnly); it holds nothing but the sidebar's width. */
export function sidebarCookie(cookieName: SidebarCookieName, collapsed: boolean, secure: boolean): string {
  return serializeCookie(cookieName, collapsed ? "collapsed" : "expanded", {
    secure,
    maxAge: SIDEBAR_COOKIE_MAX_AGE,
    httpOnly: false,
  });
}
