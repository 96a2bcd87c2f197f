import { redirect, useActionData, useNavigation } from "react-router";
import { AdminCard, AdminFormError } from "~/components/admin/admin-card";
import { TotpSetup } from "~/components/auth/totp-setup";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { STAFF_HOME_PATH } from "~/lib/account-paths";
import { requireAdminArea } from "~/server/admin/guard.server";
import { twoFactorSetupAction } from "~/server/auth/two-factor-setup.server";
import { passOnHeaders } from "~/server/forms.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/two-factor";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [{ title: "Two-factor set-up" }, { name: "robots", content: "noindex" }];

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

/** Staff and admins must have TOTP; the guard sends them here until it is on. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminArea(request, { allowWithoutTwoFactor: true });
  if (user.twoFactorEnabled) throw redirect(STAFF_HOME_PATH);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminArea(request, { allowWithoutTwoFactor: true });
  if (user.twoFactorEnabled) throw redirect(STAFF_HOME_PATH);
  const result = await twoFactorSetupAction({ request, clientIp: context.get(clientIpContext) });
  // With two-factor now on, better-auth issued a fresh session: its cookies go with the redirect.
  if (result.done) return redirect(STAFF_HOME_PATH, { headers: result.headers });
  return result.response;
}

export default function TwoFactorSetupPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  const settingUp = result?.ok || Boolean(result?.data);
  return (
    <AdminCard title={t("setup.title")} intro={settingUp ? undefined : t("setup.intro")}>
      <TotpSetup result={result} busy={busy} renderError={(text) => <AdminFormError>{text}</AdminFormError>} />
    </AdminCard>
  );
}
