import { ArrowLeft, Mail } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-ui";
import { FormMessage } from "~/components/forms/form-message";
import { useFormErrors } from "~/components/forms/use-message";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { requestT } from "~/i18n/catalogues.server";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "~/lib/account-paths";
import { forgotPasswordSchema } from "~/lib/schemas/account";
import { buildMeta } from "~/lib/seo";
import { requestPasswordReset } from "~/server/auth/sessions.server";
import { runInBackground } from "~/server/background.server";
import { formSuccess, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { noStore } from "~/server/no-store.server";
import { addressKey, consumeRateLimit, QUIET_RATE_LIMITS, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/forgot-password";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

/** An account page: never kept by a browser or a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.metaTitle ?? "Forgot your password?",
    description: loaderData?.metaDescription ?? "",
    path: FORGOT_PASSWORD_PATH,
    matches,
    noIndex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const t = requestT(request, "auth");
  return { metaTitle: t("forgot.metaTitle"), metaDescription: t("forgot.intro") };
}

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, forgotPasswordSchema, { keepValues: ["email"] });
  if (!submission.ok) return submission.failure;
  const { email } = submission.data;
  const limit = await consumeRateLimit(RATE_LIMITS.passwordResetNetwork, context.get(clientNetworkContext));
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return rateLimited(limit.retryAfterSeconds, { key: "auth:forgot.errors.rateLimited", params: { minutes } });
  }
  // The same answer, after the same work, whether or not the address has an account: the
  // lookup and the email happen after answering. Past its daily few, an address gets no email.
  const mailable = await consumeRateLimit(QUIET_RATE_LIMITS.passwordResetAddress, addressKey(email));
  if (mailable.allowed) runInBackground("password-reset", () => requestPasswordReset(email));
  return formSuccess({ email });
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { t } = useTranslation("auth");
  const errors = useFormErrors(result);
  const failed = result && !result.ok ? result : undefined;

  return (
    <AuthCard title={t("forgot.title")} intro={result?.ok ? undefined : t("forgot.intro")}>
      {result?.ok ? (
        <FormMessage tone="success">{t("forgot.sent", { email: result.data.email })}</FormMessage>
      ) : (
        <Form method="post" className="grid gap-5">
          {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
          <FormField id="forgot-email" label={t("forgot.email")} error={errors.field("email")}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={320}
              defaultValue={failed?.values?.email}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            <Mail aria-hidden="true" />
            {busy ? t("forgot.submitting") : t("forgot.submit")}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center">
        <Link
          to={LOGIN_PATH}
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("forgot.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}
