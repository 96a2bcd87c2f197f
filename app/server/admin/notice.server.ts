import { readCookie, serializeCookie } from "~/lib/cookies";
import { getEnv, servesHttps } from "../env.server";

/**
 * A one-time notice carried across a redirect (signed in / logged out), shown as a toast by the
 * next admin page, which clears it. Short-lived and HttpOnly; it holds no secret.
 */
const NOTICE_COOKIE = "admin_notice";
export const ADMIN_NOTICES = ["signed-in", "logged-out"] as const;
export type AdminNotice = (typeof ADMIN_NOTICES)[number];

export function setNoticeCookie(notice: AdminNotice): string {
  return serializeCookie(NOTICE_COOKIE, notice, { secure: servesHttps(getEnv()), maxAge: 60, httpOnly: true });
}

export function clearNoticeCookie(): string {
  return serializeCookie(NOTICE_COOKIE, "", { secure: servesHttps(getEnv()), maxAge: 0, httpOnly: true });
}

export function readNotice(request: Request): AdminNotice | null {
  const value = readCookie(request.headers.get("cookie"), NOTICE_COOKIE);
  return ADMIN_NOTICES.find((notice) => notice === value) ?? null;
}
