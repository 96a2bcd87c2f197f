import { LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { AdminCard, AdminFormError } from "~/components/admin/admin-card";
import { CurrentPasswordField, TotpCodeField } from "~/components/auth/auth-ui";
import { useFormErrors } from "~/components/forms/use-message";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/sonner";
import { requestT } from "~/i18n/catalogues.server";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { ADMIN_LOGIN_PATH, STAFF_HOME_PATH } from "~/lib/account-paths";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { type SignInNextStep, signInSchema } from "~/lib/schemas/account";
import { clearNoticeCookie, readNotice, setNoticeCookie } from "~/server/admin/notice.server";
import { discardNewSession } from "~/server/admin/session-helpers.server";
import { getSessionUser } from "~/server/auth/guards.server";
import { continueSignIn, type SignInRefusal, signInFailure } from "~/server/auth/sign-in.server";
import { formSuccess, parseSubmission, passOnHeaders } from "~/server/forms.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/login";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

function isStaffRole(role: string): boolean {
  return role === "staff" || role === "admin";
}

function readRedirectTo(value: unknown): string {
  const path = safeRedirectPath(value, STAFF_HOME_PATH);
  return path.startsWith(STAFF_HOME_PATH) && !path.startsWith(ADMIN_LOGIN_PATH) ? path : STAFF_HOME_PATH;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.metaTitle ?? "Admin log-in" },
  { name: "robots", content: "noindex" },
];

/** The loader's one-time notice cookie is cleared on the document response too. */
export const headers = passOnHeaders();

/** The admin log-in page is public; a signed-in member of staff goes straight to the panel. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  if (user && isStaffRole(user.role)) throw redirect(readRedirectTo(url.searchParams.get("redirectTo")));
  const t = requestT(request, "admin");
  const notice = readNotice(request);
  return data(
    { redirectTo: readRedirectTo(url.searchParams.get("redirectTo")), notice, metaTitle: t("login.metaTitle") },
    notice ? { headers: { "set-cookie": clearNoticeCookie() } } : undefined,
  );
}

/** One generic answer for every refused password (spec: "Neteisingas vartotojo vardas…"). */
const REFUSALS: Record<SignInRefusal, string> = {
  "invalid-credentials": "admin:login.invalidCredentials",
  banned: "admin:login.invalidCredentials",
  forbidden: "admin:login.invalidCredentials",
  "rate-limited": "admin:login.rateLimited",
  "account-waiting": "admin:login.rateLimited",
  "invalid-code": "admin:login.invalidCode",
  "code-rate-limited": "admin:login.rateLimited",
  expired: "admin:login.expired",
};

/**
 * Sign-in goes through better-auth's HTTP handler (continueSignIn), so its limiter (10
 * attempts a minute per address, before any hashing) applies. Staff sessions are never
 * "remembered" and no device is trusted, whatever was posted: they end after 8 hours.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, signInSchema, { keepValues: ["email"] });
  if (!submission.ok) return submission.failure;
  const staffOnly = { ...submission.data, rememberMe: false, trustDevice: false };
  const redirectTo = readRedirectTo(staffOnly.redirectTo);
  const result = await continueSignIn({ request, clientIp: context.get(clientIpContext), submission: staffOnly });
  if (result.status === "two-factor")
    return formSuccess<SignInNextStep>({ step: "two-factor" }, { headers: result.headers });
  if (result.status === "refused") {
    return signInFailure(result, REFUSALS, staffOnly.intent === "password" ? { email: staffOnly.email } : undefined);
  }
  if (!isStaffRole(result.user.role)) {
    // A partner or customer: same answer as a wrong password, and no session for the browser.
    await discardNewSession(request.url, result.headers);
    return signInFailure({ status: "refused", reason: "invalid-credentials" }, REFUSALS);
  }
  const headers = new Headers(result.headers);
  headers.append("set-cookie", setNoticeCookie("signed-in"));
  return redirect(redirectTo, { headers });
}

export default function AdminLoginPage() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const errors = useFormErrors(result);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const passwordRef = useRef<HTMLInputElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const errorText = errors.summary;
  // The code step follows an accepted password and stays while its code is refused.
  const codeStep = result?.ok ? result.data.step === "two-factor" : Boolean(failed?.fieldErrors.code);

  useEffect(() => {
    if (notice === "logged-out") toast.success(t("login.loggedOut"));
  }, [notice, t]);

  useEffect(() => {
    if (result && passwordRef.current) passwordRef.current.value = "";
    if (errorText) toast.error(t("login.errorTitle"), { description: errorText });
  }, [result, errorText, t]);

  const error = errorText ? <AdminFormError title={t("login.errorTitle")}>{errorText}</AdminFormError> : null;

  if (codeStep) {
    return (
      <AdminCard title={t("login.twoFactorTitle")} intro={t("login.twoFactorIntro")}>
        <Form method="post" className="grid gap-5">
          <input type="hidden" name="intent" value="two-factor" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {error}
          <TotpCodeField id="admin-code" label={t("login.code")} error={errors.field("code")} />
          <Button type="submit" size="lg" disabled={busy}>
            {t("login.verify")}
          </Button>
        </Form>
      </AdminCard>
    );
  }

  return (
    <AdminCard title={t("login.title")} intro={t("login.intro")}>
      <Form method="post" className="grid gap-5">
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {error}
        <FormField id="admin-username" label={t("login.username")} error={errors.field("email")}>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={320}
            defaultValue={failed?.values?.email}
          />
        </FormField>
        <CurrentPasswordField
          id="admin-password"
          label={t("login.password")}
          error={errors.field("password")}
          inputRef={passwordRef}
        />
        <Button type="submit" size="lg" disabled={busy}>
          <LogIn aria-hidden="true" />
          {busy ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
    </AdminCard>
  );
}
