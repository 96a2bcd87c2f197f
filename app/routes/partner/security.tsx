import { ShieldCheck, ShieldOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { TotpPasswordForm, TotpVerifyForm, useTotpErrorText } from "~/components/auth/totp-setup";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { MAX_PASSWORD_LENGTH } from "~/lib/password-policy";
import type { TotpSetupDetails } from "~/lib/two-factor";
import { authT } from "~/server/auth/i18n.server";
import { partnerContext } from "~/server/auth/middleware.server";
import { turnOffTwoFactor } from "~/server/auth/sessions.server";
import { twoFactorSetupAction } from "~/server/auth/two-factor-setup.server";
import { formFields, readForm } from "~/server/http.server";
import { clientIpContext } from "~/server/request-context.server";
import { FormMessage } from "../auth/ui";
import type { Route } from "./+types/security";

const SECURITY_PATH = "/partner/admin/security";
const NOTICES = ["on", "off"] as const;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.metaTitle ?? "Account security"} | MoveMatch` },
  { name: "robots", content: "noindex" },
];

/** Two-factor authentication is optional for partners: they turn it on or off here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(partnerContext);
  const notice = NOTICES.find((value) => value === new URL(request.url).searchParams.get("notice")) ?? null;
  return { twoFactorEnabled: user.twoFactorEnabled, notice, metaTitle: authT(request)("security.metaTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = context.get(partnerContext);
  const client = { request, clientIp: context.get(clientIpContext) };
  if (user.twoFactorEnabled) {
    const password = formFields(await readForm(request)).password ?? "";
    const result = await turnOffTwoFactor({ ...client, password: password.slice(0, MAX_PASSWORD_LENGTH + 1) });
    if (result.status === "done") return redirect(`${SECURITY_PATH}?notice=off`, { headers: result.headers });
    return data(
      result.status === "rate-limited"
        ? { step: "password" as const, error: "rateLimited" as const, retryAfterSeconds: result.retryAfterSeconds }
        : { step: "password" as const, error: "wrongPassword" as const },
      { status: result.status === "rate-limited" ? 429 : 400 },
    );
  }
  const result = await twoFactorSetupAction(client);
  if (result.step === "done") return redirect(`${SECURITY_PATH}?notice=on`, { headers: result.headers });
  return data(result, { status: result.status });
}

export default function PartnerSecurityPage() {
  const { twoFactorEnabled, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("auth");
  const errorText = useTotpErrorText(result);
  const error = errorText ? <FormMessage tone="error">{errorText}</FormMessage> : undefined;
  const setup: TotpSetupDetails | undefined = result && "setup" in result ? result.setup : undefined;

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">{t("security.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("security.intro")}</p>
      </div>
      {notice && !result ? (
        <FormMessage tone="success">{notice === "on" ? t("security.turnedOn") : t("security.turnedOff")}</FormMessage>
      ) : null}
      <p className="flex items-center gap-2 font-medium">
        {twoFactorEnabled ? (
          <ShieldCheck aria-hidden="true" className="size-5 text-emerald-700" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-5 text-muted-foreground" />
        )}
        {twoFactorEnabled ? t("security.on") : t("security.off")}
      </p>
      <div className="rounded-(--radius-card) border border-border bg-white p-6 shadow-card">
        {twoFactorEnabled ? (
          <>
            <h2 className="font-semibold text-lg">{t("security.turnOffTitle")}</h2>
            <p className="mt-1 mb-4 text-muted-foreground text-sm">{t("security.turnOffIntro")}</p>
            <Form method="post" className="grid gap-4">
              {error}
              <FormField id="security-password" label={t("totp.password")}>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  maxLength={MAX_PASSWORD_LENGTH}
                />
              </FormField>
              <Button type="submit" variant="outline" disabled={busy}>
                {t("security.turnOff")}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <h2 className="mb-4 font-semibold text-lg">{t("security.turnOnTitle")}</h2>
            {setup ? (
              <TotpVerifyForm setup={setup} error={error} busy={busy} />
            ) : (
              <TotpPasswordForm error={error} busy={busy} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
