import { KeyRound } from "lucide-react";
import { Form, href, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { AuthCard, PasswordInput } from "~/components/auth/auth-ui";
import { FormMessage } from "~/components/forms/form-message";
import { useFormErrors } from "~/components/forms/use-message";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { requestT } from "~/i18n/catalogues.server";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "~/lib/account-paths";
import { KEY_PAGE_REFERRER_POLICY } from "~/lib/key-pages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password-policy";
import { setPasswordSchema } from "~/lib/schemas/account";
import { buildMeta } from "~/lib/seo";
import { resetPasswordWithToken } from "~/server/auth/sessions.server";
import { formFailure, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { noStore } from "~/server/no-store.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/set-password";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

/** The token is in the address: never kept by a browser or a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/**
 * Two routes share this module: /account/set-password (the link in a new partner's approval
 * email) and /account/reset-password (the link in a forgotten-password email). Both carry a
 * one-time better-auth reset token; only the wording differs.
 */
type Mode = "set" | "reset";

function modeOf(request: Request): Mode {
  return new URL(request.url).pathname === href("/account/set-password") ? "set" : "reset";
}

/** The token is in the address: keep it out of Referer headers sent to other sites. */
export const headers = passOnHeaders({ "Referrer-Policy": KEY_PAGE_REFERRER_POLICY });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.metaTitle ?? "Choose a new password",
    description: loaderData?.metaDescription ?? "",
    path: loaderData?.mode === "set" ? href("/account/set-password") : href("/account/reset-password"),
    matches,
    noIndex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const mode = modeOf(request);
  const token = new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "";
  const t = requestT(request, "auth");
  return {
    mode,
    token,
    metaTitle: mode === "set" ? t("password.setMetaTitle") : t("password.resetMetaTitle"),
    metaDescription: mode === "set" ? t("password.setIntro") : t("password.resetIntro"),
  };
}

/** A link that no longer works is the token field's problem: the page offers a new link. */
const INVALID_TOKEN = { key: "auth:password.errors.invalidToken" };

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, setPasswordSchema);
  if (!submission.ok) return submission.failure;
  const { token, password } = submission.data;
  if (!token) return formFailure("VALIDATION", INVALID_TOKEN, { fieldErrors: { token: INVALID_TOKEN } });

  const result = await resetPasswordWithToken({
    request,
    clientIp: context.get(clientIpContext),
    token,
    newPassword: password,
  });
  switch (result.status) {
    case "done":
      return redirect(`${LOGIN_PATH}?notice=password-changed`);
    case "rate-limited":
      return rateLimited(result.retryAfterSeconds, {
        key: "auth:password.errors.rateLimited",
        params: { seconds: result.retryAfterSeconds },
      });
    case "weak-password": {
      const refusal = {
        key: `auth:password.errors.${result.problem}`,
        params: { minimum: MIN_PASSWORD_LENGTH, maximum: MAX_PASSWORD_LENGTH },
      };
      return formFailure("VALIDATION", refusal, { fieldErrors: { password: refusal } });
    }
    default:
      return formFailure("VALIDATION", INVALID_TOKEN, { fieldErrors: { token: INVALID_TOKEN } });
  }
}

export default function SetPasswordPage() {
  const { mode, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { t } = useTranslation("auth");
  const errors = useFormErrors(result);
  const limits = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH };
  const expired = !token || Boolean(result && !result.ok && result.fieldErrors.token);

  return (
    <AuthCard
      title={mode === "set" ? t("password.setTitle") : t("password.resetTitle")}
      intro={mode === "set" ? t("password.setIntro") : t("password.resetIntro")}
    >
      {expired ? (
        <div className="grid gap-4">
          <FormMessage tone="error">
            {token ? t("password.errors.invalidToken") : t("password.missingToken")}
          </FormMessage>
          <Button asChild variant="outline">
            <Link to={FORGOT_PASSWORD_PATH}>{t("password.requestNewLink")}</Link>
          </Button>
        </div>
      ) : (
        <Form method="post" className="grid gap-5">
          <input type="hidden" name="token" value={token} />
          {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
          <FormField
            id="new-password"
            label={t("password.newPassword")}
            description={t("password.requirements", limits)}
            error={errors.field("password")}
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={MAX_PASSWORD_LENGTH}
            />
          </FormField>
          <FormField
            id="confirm-password"
            label={t("password.confirmPassword")}
            error={errors.field("confirmPassword")}
          >
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={MAX_PASSWORD_LENGTH}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            <KeyRound aria-hidden="true" />
            {busy ? t("password.submitting") : t("password.submit")}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
