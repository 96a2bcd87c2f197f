import { useTranslation } from "react-i18next";
import { data, redirect, useActionData, useNavigation } from "react-router";
import { AdminCard, AdminFormError } from "~/components/admin/admin-card";
import { TotpPasswordForm, TotpVerifyForm, useTotpErrorText } from "~/components/auth/totp-setup";
import type { TotpSetupDetails } from "~/lib/two-factor";
import { requireAdminArea } from "~/server/admin/guard.server";
import { twoFactorSetupAction } from "~/server/auth/two-factor-setup.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => [{ title: "Two-factor set-up" }, { name: "robots", content: "noindex" }];

/** Staff and admins must have TOTP; the guard sends them here until it is on. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminArea(request, { allowWithoutTwoFactor: true });
  if (user.twoFactorEnabled) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminArea(request, { allowWithoutTwoFactor: true });
  if (user.twoFactorEnabled) throw redirect("/admin");
  const result = await twoFactorSetupAction({ request, clientIp: context.get(clientIpContext) });
  // With two-factor now on, better-auth issued a fresh session: its cookies go with the redirect.
  if (result.step === "done") return redirect("/admin", { headers: result.headers });
  return data(result, { status: result.status });
}

export default function TwoFactorSetupPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  const errorText = useTotpErrorText(result);
  const error = errorText ? <AdminFormError>{errorText}</AdminFormError> : undefined;
  const setup: TotpSetupDetails | undefined = result?.step === "verify" ? result.setup : undefined;

  return (
    <AdminCard title={t("setup.title")} intro={setup ? undefined : t("setup.intro")}>
      {setup ? (
        <TotpVerifyForm setup={setup} error={error} busy={busy} />
      ) : (
        <TotpPasswordForm error={error} busy={busy} />
      )}
    </AdminCard>
  );
}
