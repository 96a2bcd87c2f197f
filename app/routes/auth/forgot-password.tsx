import { ArrowLeft, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import { authT } from "~/server/auth/i18n.server";
import { requestPasswordReset } from "~/server/auth/sessions.server";
import { formFields, readForm } from "~/server/http.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/forgot-password";
import { AuthCard, FormMessage } from "./ui";

const forgotPasswordSchema = z.object({ email: z.string().trim().toLowerCase().max(320).pipe(z.email()) });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.metaTitle ?? "Forgot your password?",
    description: loaderData?.metaDescription ?? "",
    path: "/account/forgot-password",
    baseUrl: baseUrlFrom(matches),
    noIndex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const t = authT(request);
  return { metaTitle: t("forgot.metaTitle"), metaDescription: t("forgot.intro") };
}

type ForgotResult =
  | { ok: true; email: string }
  | { ok: false; error: "invalidEmail" | "rateLimited"; email: string; retryAfterMinutes?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readForm(request));
  const parsed = forgotPasswordSchema.safeParse(fields);
  if (!parsed.success) {
    return data<ForgotResult>({ ok: false, error: "invalidEmail", email: fields.email ?? "" }, { status: 400 });
  }
  const { email } = parsed.data;
  const result = await requestPasswordReset({ request, clientIp: context.get(clientIpContext), email });
  if (result.status === "rate-limited") {
    return data<ForgotResult>(
      { ok: false, error: "rateLimited", email, retryAfterMinutes: Math.ceil(result.retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  // The same answer whether or not the address has an account.
  return data<ForgotResult>({ ok: true, email });
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { t } = useTranslation("auth");
  const failed = result && !result.ok ? result : undefined;

  return (
    <AuthCard title={t("forgot.title")} intro={result?.ok ? undefined : t("forgot.intro")}>
      {result?.ok ? (
        <FormMessage tone="success">{t("forgot.sent", { email: result.email })}</FormMessage>
      ) : (
        <Form method="post" className="grid gap-5">
          {failed?.error === "rateLimited" ? (
            <FormMessage tone="error">
              {t("forgot.errors.rateLimited", { minutes: failed.retryAfterMinutes ?? 60 })}
            </FormMessage>
          ) : null}
          <FormField
            id="forgot-email"
            label={t("forgot.email")}
            error={failed?.error === "invalidEmail" ? t("forgot.errors.invalidEmail") : undefined}
          >
            <Input
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={320}
              defaultValue={failed?.email}
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
          to="/account/login"
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 text-sm hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("forgot.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}
