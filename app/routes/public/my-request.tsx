import { MailCheck, Send } from "lucide-react";
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
import { ACCESS_LINK_DAYS, CUSTOMER_REQUEST_PATH } from "~/lib/lead-rules";
import { lostLinkSchema } from "~/lib/schemas/customer-request";
import { buildMeta } from "~/lib/seo";
import { failureFromError, formSuccess, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { sendRequestLinks } from "~/server/quote-requests/lost-links.server";
import { consumeRateLimit, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/my-request";

export const handle = { i18n: ["auth", "leads", "myRequest", "quote"] } satisfies I18nHandle;

/**
 * Per network, on top of the service's limit per address: enough for a household that mistypes,
 * too few to probe which addresses have requests.
 */

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.title ?? "",
    description: loaderData?.description ?? "",
    path: CUSTOMER_REQUEST_PATH,
    matches,
    noIndex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const t = requestT(request, "myRequest");
  return { title: t("meta.lostLinkTitle"), description: t("meta.lostLinkDescription") };
}

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

/**
 * Emails fresh links to every request of the address. The answer is the same whether or not the
 * address has requests (and whether or not its hourly limit let an email go).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, lostLinkSchema, { keepValues: ["email"] });
  if (!submission.ok) return submission.failure;
  const limit = await consumeRateLimit(RATE_LIMITS.lostLinkNetwork, context.get(clientNetworkContext));
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
  try {
    await sendRequestLinks({ email: submission.data.email });
  } catch (error) {
    return failureFromError(error);
  }
  return formSuccess({ email: submission.data.email });
}

export default function LostLinkPage() {
  const { t } = useTranslation("myRequest");
  const result = useActionData<typeof action>();
  const errors = useFormErrors(result);
  const sending = useNavigation().state === "submitting";
  const kept = result && !result.ok ? result.values : undefined;

  if (result?.ok) {
    return (
      <AuthCard title={t("lostLink.sentTitle")}>
        <div className="grid gap-5">
          <FormMessage tone="success">
            <span className="flex items-start gap-2">
              <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {t("lostLink.sentBody", { email: result.data.email, days: ACCESS_LINK_DAYS })}
            </span>
          </FormMessage>
          <Button asChild variant="outline">
            <Link to={CUSTOMER_REQUEST_PATH}>{t("lostLink.again")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("lostLink.title")} intro={t("lostLink.intro")}>
      <Form method="post" noValidate className="grid gap-5">
        {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
        <FormField id="lost-link-email" label={t("lostLink.email")} error={errors.field("email")}>
          <Input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={kept?.email} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          <Send aria-hidden="true" />
          {sending ? t("lostLink.sending") : t("lostLink.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
