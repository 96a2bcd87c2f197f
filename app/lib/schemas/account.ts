import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password-policy";
import { z } from "~/lib/zod";

/**
 * The account forms' contracts: partner and admin sign-in (password, then TOTP code), forgotten
 * and new passwords, and turning TOTP on or off. Messages are i18n keys (app/lib/form-result.ts).
 */

/** A ticked checkbox posts "on"; an unticked one posts nothing. */
const checkbox = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => value === "on"),
);

const currentPassword = z.string({ error: "auth:login.errors.passwordRequired" }).check(
  z.minLength(1, "auth:login.errors.passwordRequired"),
  // Longer than any password we accept: refused by the check, without hashing megabytes.
  z.maxLength(MAX_PASSWORD_LENGTH + 1, "auth:login.errors.invalidCredentials"),
);

/** A code from an authenticator app: 6 digits (8 for a backup code); apps show "123 456". */
export const TOTP_CODE = /^\d{6,8}$/;
const withoutSpaces = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.maxLength(20, message)),
    z.transform((value: string) => value.replace(/\s+/g, "")),
  );
const totpCode = (message: string) => z.pipe(withoutSpaces(message), z.string().check(z.regex(TOTP_CODE, message)));

/** Where to go after signing in, if the page was asked for; checked by the route, ignored when odd. */
const redirectTo = z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined);

/** Step 1 posts the password ("password"), step 2 the authenticator code ("two-factor"). */
export const signInSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("password"),
    email: z
      .string({ error: "messages:validation.emailRequired" })
      .check(
        z.trim(),
        z.minLength(1, "messages:validation.emailRequired"),
        z.maxLength(320, "auth:login.errors.invalidCredentials"),
      ),
    password: currentPassword,
    rememberMe: checkbox,
    redirectTo,
  }),
  z.object({
    intent: z.literal("two-factor"),
    code: totpCode("auth:twoFactor.errors.missingCode"),
    trustDevice: checkbox,
    redirectTo,
  }),
]);
export type SignInSubmission = z.output<typeof signInSchema>;

/** What a sign-in action answers when the password was right and a code is needed next. */
export interface SignInNextStep {
  step: "two-factor";
}

export const forgotPasswordSchema = z.object({
  email: z.pipe(
    z
      .string({ error: "auth:forgot.errors.invalidEmail" })
      .check(z.trim(), z.toLowerCase(), z.maxLength(320, "auth:forgot.errors.invalidEmail")),
    z.email("auth:forgot.errors.invalidEmail"),
  ),
});

/** A new password twice, with the one-time token from the emailed link. */
export const setPasswordSchema = z
  .object({
    token: z._default(z.optional(z.string().check(z.maxLength(200))), ""),
    password: z
      .string({ error: "auth:password.errors.tooShort" })
      .check(
        z.minLength(MIN_PASSWORD_LENGTH, "auth:password.errors.tooShort"),
        z.maxLength(MAX_PASSWORD_LENGTH, "auth:password.errors.tooLong"),
      ),
    confirmPassword: z._default(z.optional(z.string()), ""),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      path: ["confirmPassword"],
      message: "auth:password.errors.mismatch",
    }),
  );

/**
 * Turning TOTP on: the password creates a secret ("enable"), a code from it confirms it
 * ("verify"). The code's format is checked by the action, which shows the secret again.
 */
export const totpSetupSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("enable"), password: currentPassword }),
  z.object({
    intent: z.literal("verify"),
    totpURI: z.string().check(z.maxLength(500, "auth:totp.invalidCode")),
    code: withoutSpaces("auth:totp.invalidCode"),
  }),
]);

/** Turning TOTP off takes the password. */
export const totpOffSchema = z.object({ password: currentPassword });

/** A new TOTP secret as the set-up pages show it. */
export interface TotpSetupDetails {
  totpURI: string;
  secret: string;
  qrCode: string;
  /** Shown once, when the secret is created. */
  backupCodes: string[];
}

/** What the set-up page shows next: the secret to verify (after "enable", or again after a wrong code). */
export interface TotpSetupStep {
  setup: TotpSetupDetails;
}
