/**
 * A one-time notice carried across a redirect (signed in / logged out), shown as a toast by the
 * next admin page, which clears it. Short-lived and HttpOnly; it holds no secret.
 */
const NOTICE_COOKIE = "admin_notice";
export const ADMIN_NOTICES = ["signed-in", "logged-out"] as const;
export type AdminNotice = (typeof ADMIN_NOTICES)[number];

export function setNoticeCookie(notice: AdminNotice): string {
  return `${NOTICE_COOKIE}=${notice}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export function clearNoticeCookie(): string {
  return `${NOTICE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

export function readNotice(request: Request): AdminNotice | null {
  for (const part of request.headers.get("cookie")?.split(";") ?? []) {
    const [key, value] = part.trim().split("=");
    if (key === NOTICE_COOKIE) return ADMIN_NOTICES.find((notice) => notice === value) ?? null;
  }
  return null;
}
