import { href } from "react-router";

/**
 * The account pages' addresses, for redirects and emailed links alike. Written with `href()`, so
 * the typecheck holds each to a route in app/routes.ts.
 */
export const LOGIN_PATH = href("/account/login");
export const FORGOT_PASSWORD_PATH = href("/account/forgot-password");
export const APPLICATION_STATUS_PATH = href("/account/application-status");
export const PARTNER_HOME_PATH = href("/partner/admin");
export const STAFF_HOME_PATH = href("/admin");
export const ADMIN_LOGIN_PATH = href("/admin/login");
export const ADMIN_TWO_FACTOR_PATH = href("/admin/two-factor");

/** The pages an emailed password link opens; each posts the token back. */
export function passwordPagePath(page: "reset-password" | "set-password", token: string): string {
  const path = page === "reset-password" ? href("/account/reset-password") : href("/account/set-password");
  return `${path}?token=${encodeURIComponent(token)}`;
}

/** The inbox where a local run without SMTP_URL shows every email it sends (`npm start`). */
export const DEV_MAIL_PATH = href("/dev/mail");
