/**
 * Account rules shared by the server (better-auth's configuration) and the forms that show
 * them, so it lives in app/lib: the account pages import it in the browser too.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

/** Staff passwords have stricter rules (admin:create and staff invitations). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export type PasswordProblem = "tooShort" | "tooSimple" | "containsEmail";

/**
 * At least 12 characters, at least three of lower case / upper case / digit / symbol, and not
 * containing the local part of the account's email address. Returns every problem found.
 */
export function checkStaffPassword(password: string, email: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) problems.push("tooShort");
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (classes < 3) problems.push("tooSimple");
  const localPart = email.split("@")[0]?.trim().toLowerCase() ?? "";
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) problems.push("containsEmail");
  return problems;
}

export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  tooShort: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`,
  tooSimple: "The password must mix at least three of: lower case, upper case, digits, symbols.",
  containsEmail: "The password must not contain the email address's name part.",
};
