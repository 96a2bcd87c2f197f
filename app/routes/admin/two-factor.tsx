import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { AdminCard, AdminFormError } from "~/components/admin/admin-card";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { requireAdminArea } from "~/server/admin/guard.server";
import { getAuth } from "~/server/auth/auth.server";
import { MAX_PASSWORD_LENGTH } from "~/server/auth/policy";
import { verifyTwoFactorCode } from "~/server/auth/sessions.server";
import { formFields, readForm } from "~/server/http.server";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => [{ title: "Two-factor set-up" }, { name: "robots", content: "noindex" }];

/** Admins must have TOTP; the guard sends an admin without it here. Others have nothing to do here. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminArea(request, { allowWithoutTwoFactor: true });
  if (user.role !== "admin" || user.twoFactorEnabled) throw redirect("/admin");
  return null;
}

type SetupActionData =
  | { step: "password"; error?: "wrongPassword" }
  | { step: "verify"; totpURI: string; secret: string; backupCodes: string[]; error?: "invalidCode" };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminArea(request, { allowWithoutTwoFactor: true });
  if (user.role !== "admin" || user.twoFactorEnabled) throw redirect("/admin");
  const fields = formFields(await readForm(request));

  if (fields.intent === "verify") {
    const code = (fields.code ?? "").replace(/\s+/g, "");
    // With a session and two-factor not yet on, better-auth's verify-totp turns it on and
    // issues a fresh session (the cookies are passed on).
    const result = /^\d{6,8}$/.test(code)
      ? await verifyTwoFactorCode({ request, clientIp: context.clientIp, code, trustDevice: false })
      : ({ status: "invalid-code" } as const);
    if (result.status === "signed-in") return redirect("/admin", { headers: result.headers });
    return data<SetupActionData>(
      {
        step: "verify",
        totpURI: fields.totpURI ?? "",
        secret: fields.secret ?? "",
        backupCodes: [],
        error: "invalidCode",
      },
      { status: result.status === "rate-limited" ? 429 : 400 },
    );
  }

  const password = (fields.password ?? "").slice(0, MAX_PASSWORD_LENGTH + 1);
  const auth = await getAuth();
  try {
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: request.headers });
    if (enabled.method !== "totp") throw new Error("expected a TOTP set-up");
    const secret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
    return data<SetupActionData>({
      step: "verify",
      totpURI: enabled.totpURI,
      secret,
      backupCodes: enabled.backupCodes,
    });
  } catch {
    return data<SetupActionData>({ step: "password", error: "wrongPassword" }, { status: 400 });
  }
}

export default function TwoFactorSetupPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";

  if (result?.step === "verify") {
    return (
      <AdminCard title={t("setup.title")} intro={t("setup.scan")}>
        <div className="grid gap-4">
          <div>
            <p className="font-medium text-sm">{t("setup.uri")}</p>
            <code className="mt-1 block break-all rounded-md bg-muted p-2 text-xs">{result.totpURI}</code>
          </div>
          <div>
            <p className="font-medium text-sm">{t("setup.secret")}</p>
            <code className="mt-1 block break-all rounded-md bg-muted p-2 font-mono text-sm">{result.secret}</code>
          </div>
          {result.backupCodes.length > 0 ? (
            <div>
              <p className="font-medium text-sm">{t("setup.backupCodes")}</p>
              <ul className="mt-1 grid grid-cols-2 gap-1 font-mono text-xs">
                {result.backupCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="totpURI" value={result.totpURI} />
            <input type="hidden" name="secret" value={result.secret} />
            {result.error ? <AdminFormError>{t("setup.invalidCode")}</AdminFormError> : null}
            <FormField id="setup-code" label={t("setup.code")}>
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={9} required />
            </FormField>
            <Button type="submit" disabled={busy}>
              {t("setup.verify")}
            </Button>
          </Form>
        </div>
      </AdminCard>
    );
  }

  return (
    <AdminCard title={t("setup.title")} intro={t("setup.intro")}>
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="enable" />
        {result?.error ? <AdminFormError>{t("setup.wrongPassword")}</AdminFormError> : null}
        <FormField id="setup-password" label={t("setup.password")}>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
          />
        </FormField>
        <Button type="submit" disabled={busy}>
          {t("setup.generate")}
        </Button>
      </Form>
    </AdminCard>
  );
}
