import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import { resolveLocale } from "~/i18n/addresses";
import type { SignInSubmission } from "~/lib/schemas/account";
import { getDb } from "../db.server";
import { formFailure } from "../forms.server";
import { logger } from "../logger.server";
import {
  checkSignInBackoff,
  clearSignInFailures,
  recordSignInFailure,
  SIGN_IN_ACCOUNT_BACKOFF,
  signInBackoffSeconds,
} from "../rate-limit.server";
import { type AuthCallInput, type SignedInUser, signInWithPassword, verifyTwoFactorCode } from "./sessions.server";

/** Why a sign-in step was refused; each page words these in its own catalogue. */
export type SignInRefusal =
  | "invalid-credentials"
  | "banned"
  | "forbidden"
  | "rate-limited"
  /** The account's own back-off after failed passwords: a new password through the emailed link ends it. */
  | "account-waiting"
  | "invalid-code"
  | "code-rate-limited"
  /** The password step expired (or never happened): start again with the password. */
  | "expired";

export type SignInStepResult =
  | { status: "signed-in"; headers: Headers; user: SignedInUser }
  | { status: "two-factor"; headers: Headers }
  | { status: "refused"; reason: SignInRefusal; retryAfterSeconds?: number };

/**
 * One step of the password → TOTP sign-in, shared by the partner and the admin log-in pages:
 * the password step signs in or asks for a code; the code step signs in. A signed-in user's
 * language becomes the one their emails are written in. Failed passwords slow the account down
 * (SIGN_IN_ACCOUNT_BACKOFF), whichever network they come from and whether or not it exists.
 */
export async function continueSignIn(
  input: AuthCallInput & { submission: SignInSubmission },
): Promise<SignInStepResult> {
  const { submission } = input;
  if (submission.intent === "two-factor") {
    const result = await verifyTwoFactorCode({ ...input, code: submission.code, trustDevice: submission.trustDevice });
    if (result.status === "signed-in") return signedIn(input.request, result);
    if (result.status === "rate-limited") {
      return { status: "refused", reason: "code-rate-limited", retryAfterSeconds: result.retryAfterSeconds };
    }
    return { status: "refused", reason: result.status === "expired" ? "expired" : "invalid-code" };
  }
  const backoff = await checkSignInBackoff(submission.email);
  if (!backoff.allowed) {
    return { status: "refused", reason: "account-waiting", retryAfterSeconds: backoff.retryAfterSeconds };
  }
  const result = await signInWithPassword({
    ...input,
    email: submission.email,
    password: submission.password,
    rememberMe: submission.rememberMe,
  });
  if (result.status === "signed-in" || result.status === "two-factor") await clearSignInFailures(submission.email);
  if (result.status === "invalid") await noteFailedPassword(submission.email);
  switch (result.status) {
    case "signed-in":
      return signedIn(input.request, result);
    case "two-factor":
      return result;
    case "rate-limited":
      return { status: "refused", reason: "rate-limited", retryAfterSeconds: result.retryAfterSeconds };
    case "banned":
      return { status: "refused", reason: "banned" };
    case "forbidden":
      return { status: "refused", reason: "forbidden" };
    default:
      return { status: "refused", reason: "invalid-credentials" };
  }
}

/** Counts the failure; once the account has to wait, says so in the log, naming it by id only. */
async function noteFailedPassword(email: string): Promise<void> {
  const failures = await recordSignInFailure(email);
  if (failures < SIGN_IN_ACCOUNT_BACKOFF.freeFailures) return;
  const db = await getDb();
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!account) return;
  logger.warn("Repeated failed sign-ins: the account must wait before its next attempt", {
    userId: account.id,
    failures,
    waitSeconds: signInBackoffSeconds(failures),
  });
}

async function signedIn(request: Request, result: { headers: Headers; user: SignedInUser }): Promise<SignInStepResult> {
  const db = await getDb();
  await db
    .update(user)
    .set({ locale: resolveLocale(request) })
    .where(eq(user.id, result.user.id));
  return { status: "signed-in", ...result };
}

const STATUS_OF_REFUSAL = {
  "invalid-credentials": "UNAUTHORIZED",
  banned: "FORBIDDEN",
  forbidden: "FORBIDDEN",
  "rate-limited": "RATE_LIMITED",
  "account-waiting": "RATE_LIMITED",
  "invalid-code": "UNAUTHORIZED",
  "code-rate-limited": "RATE_LIMITED",
  expired: "UNAUTHORIZED",
} as const;

/**
 * A refused step as a form failure, worded by the page's `messages` (message keys, which get
 * `seconds` when there is a wait). A refused code belongs to the code field, which is how the
 * page knows to stay on the code step; everything else goes back to the password.
 */
export function signInFailure(
  refusal: Extract<SignInStepResult, { status: "refused" }>,
  messages: Record<SignInRefusal, string>,
  values?: Record<string, string>,
) {
  const { reason, retryAfterSeconds } = refusal;
  const message = retryAfterSeconds
    ? { key: messages[reason], params: { seconds: retryAfterSeconds } }
    : { key: messages[reason] };
  const codeStep = reason === "invalid-code" || reason === "code-rate-limited";
  return formFailure(STATUS_OF_REFUSAL[reason], message, {
    fieldErrors: codeStep ? { code: message } : {},
    values: codeStep ? undefined : values,
    headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
  });
}
