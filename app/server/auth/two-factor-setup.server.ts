import { MAX_PASSWORD_LENGTH } from "~/lib/password-policy";
import type { TotpSetupDetails } from "~/lib/two-factor";
import { formFields, readForm } from "../http.server";
import { type AuthCallInput, beginTotpSetup, describeTotpSecret, verifyTwoFactorCode } from "./sessions.server";

type SetupError = "wrongPassword" | "invalidCode" | "rateLimited";

export type TwoFactorSetupResult =
  | { step: "done"; headers: Headers }
  | { step: "password"; error: SetupError; retryAfterSeconds?: number; status: number }
  | { step: "verify"; setup: TotpSetupDetails; error?: SetupError; retryAfterSeconds?: number; status: number };

/**
 * The two steps of turning TOTP on, shared by the admin set-up page and the partner security
 * page: "enable" checks the password and creates a secret; "verify" checks a code from it,
 * which turns two-factor on and (with the new session's cookies) finishes.
 */
export async function twoFactorSetupAction(input: AuthCallInput): Promise<TwoFactorSetupResult> {
  const fields = formFields(await readForm(input.request));
  if (fields.intent === "verify") {
    const setup = await describeTotpSecret(fields.totpURI ?? "");
    if (!setup) return { step: "password", error: "invalidCode", status: 400 };
    const again = { ...setup, backupCodes: [] };
    const code = (fields.code ?? "").replace(/\s+/g, "");
    if (!/^\d{6,8}$/.test(code)) return { step: "verify", setup: again, error: "invalidCode", status: 400 };
    const result = await verifyTwoFactorCode({ ...input, code, trustDevice: false });
    if (result.status === "signed-in") return { step: "done", headers: result.headers };
    if (result.status === "rate-limited") {
      const { retryAfterSeconds } = result;
      return { step: "verify", setup: again, error: "rateLimited", retryAfterSeconds, status: 429 };
    }
    return { step: "verify", setup: again, error: "invalidCode", status: 400 };
  }

  const password = (fields.password ?? "").slice(0, MAX_PASSWORD_LENGTH + 1);
  const created = await beginTotpSetup({ ...input, password });
  if (created.status === "created") {
    const { status: _created, ...setup } = created;
    return { step: "verify", setup, status: 200 };
  }
  if (created.status === "rate-limited") {
    return { step: "password", error: "rateLimited", retryAfterSeconds: created.retryAfterSeconds, status: 429 };
  }
  return { step: "password", error: "wrongPassword", status: 400 };
}
