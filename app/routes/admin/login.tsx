import { LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { toast } from "sonner";
import { AdminCard, AdminFormError } from "~/components/admin/admin-card";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { serverI18n } from "~/i18n/catalogues.server";
import { resolveLocale } from "~/i18n/config";
import { MAX_PASSWORD_LENGTH } from "~/lib/password-policy";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { clearNoticeCookie, readNotice, setNoticeCookie } from "~/server/admin/notice.server";
import { discardNewSession } from "~/server/admin/session-helpers.server";
import { getSessionUser, STAFF_HOME_PATH } from "~/server/auth/guards.server";
import { signInWithPassword, verifyTwoFactorCode } from "~/server/auth/sessions.server";
import { formFields, readForm } from "~/server/http.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/login";

function isStaffRole(role: string): boolean {
  return role === "staff" || role === "admin";
}

function readRedirectTo(value: unknown): string {
  const path = safeRedirectPath(value, STAFF_HOME_PATH);
  return path.startsWith("/admin") && !path.startsWith("/admin/login") ? path : STAFF_HOME_PATH;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.metaTitle ?? "Admin log-in" },
  { name: "robots", content: "noindex" },
];

/** The loader's one-time notice cookie is cleared on the document response too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The admin log-in page is public; a signed-in member of staff goes straight to the panel. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  if (user && isStaffRole(user.role)) throw redirect(readRedirectTo(url.searchParams.get("redirectTo")));
  const locale = resolveLocale(request.headers);
  const t = serverI18n(locale).getFixedT(locale, "admin");
  const notice = readNotice(request);
  return data(
    { redirectTo: readRedirectTo(url.searchParams.get("redirectTo")), notice, metaTitle: t("login.metaTitle") },
    notice ? { headers: { "set-cookie": clearNoticeCookie() } } : undefined,
  );
}

type LoginActionData =
  | {
      step: "password";
      error: "invalidCredentials" | "missingFields" | "rateLimited" | "expired";
      retryAfterSeconds?: number;
      email: string;
    }
  | { step: "two-factor"; error?: "invalidCode" | "rateLimited"; retryAfterSeconds?: number };

async function signedIn(request: Request, headers: Headers, role: string, redirectTo: string) {
  if (!isStaffRole(role)) {
    // A partner or customer: same answer as a wrong password, and no session for the browser.
    await discardNewSession(request.url, headers);
    return data<LoginActionData>({ step: "password", error: "invalidCredentials", email: "" }, { status: 401 });
  }
  const out = new Headers(headers);
  out.append("set-cookie", setNoticeCookie("signed-in"));
  return redirect(redirectTo, { headers: out });
}

/**
 * Sign-in goes through better-auth's HTTP handler (signInWithPassword), so its limiter (10
 * attempts a minute per address, before any hashing) applies. Staff sessions are never
 * "remembered": they end after 8 hours.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readForm(request));
  const redirectTo = readRedirectTo(fields.redirectTo);
  const client = { request, clientIp: context.get(clientIpContext) };

  if (fields.intent === "two-factor") {
    const code = (fields.code ?? "").replace(/\s+/g, "");
    if (!/^\d{6,8}$/.test(code))
      return data<LoginActionData>({ step: "two-factor", error: "invalidCode" }, { status: 400 });
    const result = await verifyTwoFactorCode({ ...client, code, trustDevice: false });
    if (result.status === "signed-in") return signedIn(request, result.headers, result.user.role, redirectTo);
    if (result.status === "rate-limited") {
      return data<LoginActionData>(
        { step: "two-factor", error: "rateLimited", retryAfterSeconds: result.retryAfterSeconds },
        { status: 429 },
      );
    }
    if (result.status === "expired") {
      return data<LoginActionData>({ step: "password", error: "expired", email: "" }, { status: 401 });
    }
    return data<LoginActionData>({ step: "two-factor", error: "invalidCode" }, { status: 401 });
  }

  const email = (fields.username ?? "").trim().slice(0, 320);
  const password = (fields.password ?? "").slice(0, MAX_PASSWORD_LENGTH + 1);
  if (!email || !password) {
    return data<LoginActionData>({ step: "password", error: "missingFields", email }, { status: 400 });
  }
  const result = await signInWithPassword({ ...client, email, password, rememberMe: false });
  switch (result.status) {
    case "signed-in":
      return signedIn(request, result.headers, result.user.role, redirectTo);
    case "two-factor":
      return data<LoginActionData>({ step: "two-factor" }, { headers: result.headers });
    case "rate-limited":
      return data<LoginActionData>(
        { step: "password", error: "rateLimited", retryAfterSeconds: result.retryAfterSeconds, email },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    default:
      // Unknown user, wrong password, banned, forbidden: one generic answer.
      return data<LoginActionData>({ step: "password", error: "invalidCredentials", email }, { status: 401 });
  }
}

export default function AdminLoginPage() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (notice === "logged-out") toast.success(t("login.loggedOut"));
  }, [notice, t]);

  const errorText =
    result?.error === "rateLimited"
      ? t("login.rateLimited", { seconds: result.retryAfterSeconds ?? 60 })
      : result?.error === "invalidCredentials"
        ? t("login.invalidCredentials")
        : result?.error === "missingFields"
          ? t("login.missingFields")
          : result?.error === "expired"
            ? t("login.expired")
            : result?.error === "invalidCode"
              ? t("login.invalidCode")
              : null;

  useEffect(() => {
    if (result && passwordRef.current) passwordRef.current.value = "";
    if (errorText) toast.error(t("login.errorTitle"), { description: errorText });
  }, [result, errorText, t]);

  if (result?.step === "two-factor") {
    return (
      <AdminCard title={t("login.twoFactorTitle")} intro={t("login.twoFactorIntro")}>
        <Form method="post" className="grid gap-5">
          <input type="hidden" name="intent" value="two-factor" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {errorText ? <AdminFormError title={t("login.errorTitle")}>{errorText}</AdminFormError> : null}
          <FormField id="admin-code" label={t("login.code")}>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={9}
              required
              className="font-mono text-lg tracking-widest"
            />
          </FormField>
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
        {errorText ? <AdminFormError title={t("login.errorTitle")}>{errorText}</AdminFormError> : null}
        <FormField id="admin-username" label={t("login.username")}>
          <Input
            name="username"
            type="email"
            autoComplete="username"
            required
            maxLength={320}
            defaultValue={result?.step === "password" ? result.email : undefined}
          />
        </FormField>
        <FormField id="admin-password" label={t("login.password")}>
          <Input
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={busy}>
          <LogIn aria-hidden="true" />
          {busy ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
    </AdminCard>
  );
}
