import type { ReactNode } from "react";
import { Form } from "react-router";
import { useFormErrors } from "~/components/forms/use-message";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import type { TotpSetupDetails, TotpSetupStep } from "~/lib/schemas/account";
import { CurrentPasswordField, TotpCodeField } from "./auth-ui";

type SetupResult = FormResult<TotpSetupStep, TotpSetupStep> | undefined;

/**
 * The TOTP set-up of the partner security page and the admin set-up page: step 1 asks for the
 * password, step 2 shows the new secret and asks for a code from it (twoFactorSetupAction).
 * `renderError` frames a refusal in the page's own style.
 */
export function TotpSetup({
  result,
  busy,
  renderError,
}: {
  result: SetupResult;
  busy: boolean;
  renderError: (text: string) => ReactNode;
}) {
  const errors = useFormErrors(result);
  const setup = result?.ok ? result.data.setup : result?.data?.setup;
  const error = errors.summary ? renderError(errors.summary) : undefined;
  return setup ? (
    <TotpVerifyForm setup={setup} error={error} codeError={errors.field("code")} busy={busy} />
  ) : (
    <TotpPasswordForm error={error} passwordError={errors.field("password")} busy={busy} />
  );
}

/** Step 1: the current password, which creates a new secret (intent "enable"). */
function TotpPasswordForm({
  error,
  passwordError,
  busy,
}: {
  error?: ReactNode;
  passwordError?: string;
  busy: boolean;
}) {
  const { t } = useTranslation("auth");
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="enable" />
      {error}
      <CurrentPasswordField id="totp-password" label={t("totp.password")} error={passwordError} />
      <Button type="submit" disabled={busy}>
        {t("totp.generate")}
      </Button>
    </Form>
  );
}

/** Step 2: the secret as a QR code, URI and text, and a code from it to turn two-factor on (intent "verify"). */
function TotpVerifyForm({
  setup,
  error,
  codeError,
  busy,
}: {
  setup: TotpSetupDetails;
  error?: ReactNode;
  codeError?: string;
  busy: boolean;
}) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">{t("totp.scan")}</p>
      {setup.qrCode ? (
        <img
          src={setup.qrCode}
          alt={t("totp.qrAlt")}
          width={176}
          height={176}
          className="size-44 rounded-md border border-border bg-white p-1"
        />
      ) : null}
      <div>
        <p className="font-medium text-sm">{t("totp.secret")}</p>
        <code className="mt-1 block break-all rounded-md bg-muted p-2 font-mono text-sm">{setup.secret}</code>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t("totp.uri")}</summary>
        <code className="mt-1 block break-all rounded-md bg-muted p-2 text-xs">{setup.totpURI}</code>
      </details>
      {setup.backupCodes.length > 0 ? (
        <div>
          <p className="font-medium text-sm">{t("totp.backupCodes")}</p>
          <ul className="mt-1 grid grid-cols-2 gap-1 font-mono text-xs">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="totpURI" value={setup.totpURI} />
        {error}
        <TotpCodeField id="totp-code" label={t("totp.code")} error={codeError} />
        <Button type="submit" disabled={busy}>
          {t("totp.verify")}
        </Button>
      </Form>
    </div>
  );
}
