/**
 * The password rule every account shares, whatever its role and however the password is set
 * (set-password and reset links, staff and team invitations, admin:create). The length limits
 * live here because the forms show them in the browser; the check against common and breached
 * passwords runs on the server only (app/server/auth/password-strength.server.ts), as its
 * dictionaries are megabytes. No composition rules (docs/decisions/010-password-rule-and-session-lifetimes.md).
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

/** Why a new password is refused; each is an `auth:password.errors.*` message. */
export type PasswordProblem = "tooShort" | "tooLong" | "tooGuessable";
