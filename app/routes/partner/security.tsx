import { ShieldCheck, ShieldOff } from "lucide-react";
import { Form, href, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { CurrentPasswordField } from "~/components/auth/auth-ui";
import { TotpSetup } from "~/components/auth/totp-setup";
import { FormMessage } from "~/components/forms/form-message";
import { useFormErrors } from "~/components/forms/use-message";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { Button } from "~/components/ui/button";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { totpOffSchema } from "~/lib/schemas/account";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { turnOffTwoFactor } from "~/server/auth/sessions.server";
import { twoFactorSetupAction } from "~/server/auth/two-factor-setup.server";
import { formFailure, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/security";

const SECURITY_PATH = href("/partner/admin/security");
const NOTICES = ["on", "off"] as const;
const WRONG_PASSWORD = { key: "auth:totp.wrongPassword" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Account security") },
  { name: "robots", content: "noindex" },
];

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

/** Two-factor authentication is optional for partners: they turn it on or off here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(partnerContext);
  const notice = NOTICES.find((value) => value === new URL(request.url).searchParams.get("notice")) ?? null;
  return {
    twoFactorEnabled: user.twoFactorEnabled,
    notice,
    metaTitle: requestT(request, "auth")("security.metaTitle"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = context.get(partnerContext);
  const client = { request, clientIp: context.get(clientIpContext) };
  if (!user.twoFactorEnabled) {
    const result = await twoFactorSetupAction(client);
    if (result.done) return redirect(`${SECURITY_PATH}?notice=on`, { headers: result.headers });
    return result.response;
  }
  const submission = await parseSubmission(request, totpOffSchema);
  if (!submission.ok) return submission.failure;
  const result = await turnOffTwoFactor({ ...client, password: submission.data.password });
  if (result.status === "done") return redirect(`${SECURITY_PATH}?notice=off`, { headers: result.headers });
  if (result.status === "rate-limited") {
    const seconds = result.retryAfterSeconds;
    return rateLimited(seconds, { key: "auth:totp.rateLimited", params: { seconds } });
  }
  return formFailure("VALIDATION", WRONG_PASSWORD, { fieldErrors: { password: WRONG_PASSWORD } });
}

export default function PartnerSecurityPage() {
  const { twoFactorEnabled, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("auth");
  const errors = useFormErrors(result);

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <ScreenHeading>{t("security.title")}</ScreenHeading>
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
              {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
              <CurrentPasswordField
                id="security-password"
                label={t("totp.password")}
                error={errors.field("password")}
              />
              <Button type="submit" variant="outline" disabled={busy}>
                {t("security.turnOff")}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <h2 className="mb-4 font-semibold text-lg">{t("security.turnOnTitle")}</h2>
            <TotpSetup
              result={result}
              busy={busy}
              renderError={(text) => <FormMessage tone="error">{text}</FormMessage>}
            />
          </>
        )}
      </div>
    </section>
  );
}
