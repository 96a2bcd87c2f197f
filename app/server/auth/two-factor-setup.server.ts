import { TOTP_CODE, type TotpSetupStep, totpSetupSchema } from "~/lib/schemas/account";
import { formFailure, formSuccess, parseSubmission, rateLimited } from "../forms.server";
import { type AuthCallInput, beginTotpSetup, describeTotpSecret, verifyTwoFactorCode } from "./sessions.server";

const WRONG_PASSWORD = { key: "auth:totp.wrongPassword" };
const INVALID_CODE = { key: "auth:totp.invalidCode" };
const tooMany = (seconds: number) => rateLimited(seconds, { key: "auth:totp.rateLimited", params: { seconds } });

/**
 * The two steps of turning TOTP on, shared by the admin set-up page and the partner security
 * page: "enable" checks the password and creates a secret; "verify" checks a code from it,
 * which turns two-factor on. Returns the new session's headers once it is on (the page
 * redirects with them), or else the response for the page: the secret to verify, or a refusal
 * (a refused code comes back with the secret, rebuilt from the posted URI, to try again).
 */
export async function twoFactorSetupAction(input: AuthCallInput) {
  const submission = await parseSubmission(input.request, totpSetupSchema);
  if (!submission.ok) return { done: false as const, response: submission.failure };
  const { data } = submission;

  if (data.intent === "enable") {
    const created = await beginTotpSetup({ ...input, password: data.password });
    if (created.status === "rate-limited")
      return { done: false as const, response: tooMany(created.retryAfterSeconds) };
    if (created.status === "wrong-password") {
      const response = formFailure("VALIDATION", WRONG_PASSWORD, { fieldErrors: { password: WRONG_PASSWORD } });
      return { done: false as const, response };
    }
    const { status: _created, ...setup } = created;
    return { done: false as const, response: formSuccess<TotpSetupStep>({ setup }) };
  }

  const described = await describeTotpSecret(data.totpURI);
  // Not a URI we made: start again from the password.
  if (!described) return { done: false as const, response: formFailure("VALIDATION", INVALID_CODE) };
  const again: TotpSetupStep = { setup: { ...described, backupCodes: [] } };
  const result = TOTP_CODE.test(data.code)
    ? await verifyTwoFactorCode({ ...input, code: data.code, trustDevice: false })
    : ({ status: "invalid-code" } as const);
  if (result.status === "signed-in") return { done: true as const, headers: result.headers };
  const refusal =
    result.status === "rate-limited"
      ? {
          code: "RATE_LIMITED" as const,
          message: { key: "auth:totp.rateLimited", params: { seconds: result.retryAfterSeconds } },
        }
      : { code: "VALIDATION" as const, message: INVALID_CODE };
  const response = formFailure<TotpSetupStep>(refusal.code, refusal.message, {
    fieldErrors: { code: refusal.message },
    data: again,
  });
  return { done: false as const, response };
}
