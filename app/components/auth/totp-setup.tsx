import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { MAX_PASSWORD_LENGTH } from "~/lib/password-policy";
import type { TotpSetupDetails } from "~/lib/two-factor";

/** The message for a refused set-up step (twoFactorSetupAction's errors), or null. */
export function useTotpErrorText(
  result: { error?: "wrongPassword" | "invalidCode" | "rateLimited"; retryAfterSeconds?: number } | undefined,
): string | null {
  const { t } = useTranslation("auth");
  if (result?.error === "rateLimited") return t("totp.rateLimited", { seconds: result.retryAfterSeconds ?? 10 });
  if (result?.error === "wrongPassword") return t("totp.wrongPassword");
  if (result?.error === "invalidCode") return t("totp.invalidCode");
  return null;
}

/** Step 1: the current password, which creates a new secret (intent "enable"). */
export function TotpPasswordForm({ error, busy }: { error?: ReactNode; busy: boolean }) {
  const { t } = useTranslation("auth");
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="enable" />
      {error}
      <FormField id="totp-password" label={t("totp.password")}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
        />
      </FormField>
      <Button type="submit" disabled={busy}>
        {t("totp.generate")}
      </Button>
    </Form>
  );
}

/** Step 2: the secret as a QR code, URI and text, and a code from it to turn two-factor on (intent "verify"). */
export function TotpVerifyForm({ setup, error, busy }: { setup: TotpSetupDetails; error?: ReactNode; busy: boolean }) {
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
        <FormField id="totp-code" label={t("totp.code")}>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={9} required />
        </FormField>
        <Button type="submit" disabled={busy}>
          {t("totp.verify")}
        </Button>
      </Form>
    </div>
  );
}
