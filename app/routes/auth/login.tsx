import { LogIn, UserPlus } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MAX_PASSWORD_LENGTH } from "~/lib/password-policy";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import { getSessionUser, homePathFor, PARTNER_HOME_PATH } from "~/server/auth/guards.server";
import { authT } from "~/server/auth/i18n.server";
import { signInWithPassword, verifyTwoFactorCode } from "~/server/auth/sessions.server";
import { formFields, readForm } from "~/server/http.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/login";
import { AuthCard, FormMessage, PasswordInput } from "./ui";

/** Why the visitor was sent here; anything else in ?notice= is ignored. */
const NOTICES = ["no-access", "password-changed", "logged-out"] as const;
type Notice = (typeof NOTICES)[number];

function readNotice(value: string | null): Notice | null {
  return NOTICES.find((notice) => notice === value) ?? null;
}

/** A return path from the query or form, or null when absent or not a same-site path. */
function readRedirectTo(value: unknown): string | null {
  const path = safeRedirectPath(value, "");
  return path || null;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.metaTitle ?? "Log Into Your Account",
    description: loaderData?.metaDescription ?? "",
    path: "/account/login",
    baseUrl: baseUrlFrom(matches),
  });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = readRedirectTo(url.searchParams.get("redirectTo"));
  const notice = readNotice(url.searchParams.get("notice"));
  const user = await getSessionUser(request);
  // Someone already signed in goes straight on, unless a guard just sent them back here
  // because this account may not open the page they asked for.
  if (user && notice !== "no-access") {
    const target = redirectTo ?? (await homePathFor(user));
    if (target) throw redirect(target);
  }
  const t = authT(request);
  return {
    redirectTo,
    notice,
    signedInAs: user?.email ?? null,
    metaTitle: t("login.metaTitle"),
    metaDescription: t("login.metaDescription"),
  };
}

type LoginActionData =
  | {
      step: "password";
      error: "invalidCredentials" | "missingFields" | "rateLimited" | "banned" | "forbidden" | "expired";
      retryAfterSeconds?: number;
      email: string;
    }
  | {
      step: "two-factor";
      error?: "invalidCode" | "missingCode" | "rateLimited";
      retryAfterSeconds?: number;
    };

function rateLimited<T extends LoginActionData>(body: T, retryAfterSeconds: number) {
  return data<LoginActionData>(body, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}

async function signedIn(headers: Headers, user: { id: string; role: string }, requested: string | null) {
  const target = requested ?? (await homePathFor(user)) ?? PARTNER_HOME_PATH;
  return redirect(target, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readForm(request));
  const requested = readRedirectTo(fields.redirectTo);
  const client = { request, clientIp: context.get(clientIpContext) };

  if (fields.intent === "two-factor") {
    const code = (fields.code ?? "").replace(/\s+/g, "");
    if (!/^\d{6,8}$/.test(code)) {
      return data<LoginActionData>({ step: "two-factor", error: "missingCode" }, { status: 400 });
    }
    const result = await verifyTwoFactorCode({ ...client, code, trustDevice: fields.trustDevice === "on" });
    switch (result.status) {
      case "signed-in":
        return signedIn(result.headers, result.user, requested);
      case "rate-limited":
        return rateLimited(
          { step: "two-factor", error: "rateLimited", retryAfterSeconds: result.retryAfterSeconds },
          result.retryAfterSeconds,
        );
      case "expired":
        return data<LoginActionData>({ step: "password", error: "expired", email: "" }, { status: 401 });
      default:
        return data<LoginActionData>({ step: "two-factor", error: "invalidCode" }, { status: 401 });
    }
  }

  const email = (fields.email ?? "").trim().slice(0, 320);
  const password = (fields.password ?? "").slice(0, MAX_PASSWORD_LENGTH + 1);
  if (!email || !password) {
    return data<LoginActionData>({ step: "password", error: "missingFields", email }, { status: 400 });
  }
  const result = await signInWithPassword({ ...client, email, password, rememberMe: fields.rememberMe === "on" });
  switch (result.status) {
    case "signed-in":
      return signedIn(result.headers, result.user, requested);
    case "two-factor":
      return data<LoginActionData>({ step: "two-factor" }, { headers: result.headers });
    case "rate-limited":
      return rateLimited(
        { step: "password", error: "rateLimited", retryAfterSeconds: result.retryAfterSeconds, email },
        result.retryAfterSeconds,
      );
    case "banned":
      return data<LoginActionData>({ step: "password", error: "banned", email }, { status: 403 });
    case "forbidden":
      return data<LoginActionData>({ step: "password", error: "forbidden", email }, { status: 403 });
    default:
      return data<LoginActionData>({ step: "password", error: "invalidCredentials", email }, { status: 401 });
  }
}

export default function LoginPage() {
  const { redirectTo, notice, signedInAs } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("auth");

  if (result?.step === "two-factor") {
    return (
      <AuthCard title={t("twoFactor.title")} intro={t("twoFactor.intro")}>
        <TwoFactorForm redirectTo={redirectTo} result={result} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("login.title")} intro={t("login.intro")}>
      {notice === "no-access" && signedInAs ? (
        <div className="mb-5 grid gap-3">
          <FormMessage tone="info">
            <p>{t("login.signedInAs", { email: signedInAs })}</p>
            <p className="mt-1 font-normal">{t("login.noAccess")}</p>
          </FormMessage>
          <Form method="post" action="/account/logout">
            <Button type="submit" variant="outline" size="sm">
              {t("login.logOut")}
            </Button>
          </Form>
        </div>
      ) : null}
      {notice === "password-changed" && !result ? (
        <FormMessage tone="success" className="mb-5">
          {t("login.passwordChanged")}
        </FormMessage>
      ) : null}
      {notice === "logged-out" && !result ? (
        <FormMessage tone="info" className="mb-5">
          {t("login.loggedOut")}
        </FormMessage>
      ) : null}
      <PasswordForm redirectTo={redirectTo} result={result?.step === "password" ? result : undefined} />
    </AuthCard>
  );
}

function PasswordForm({
  redirectTo,
  result,
}: {
  redirectTo: string | null;
  result: Extract<LoginActionData, { step: "password" }> | undefined;
}) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const rememberId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const error = result?.error;
  // A refused password is never left in the field (the page keeps the form when JavaScript runs).
  useEffect(() => {
    if (result && passwordRef.current) passwordRef.current.value = "";
  }, [result]);
  const errorText =
    error === "rateLimited"
      ? t("login.errors.rateLimited", { seconds: result?.retryAfterSeconds ?? 60 })
      : error === "expired"
        ? t("twoFactor.errors.expired")
        : error
          ? t(`login.errors.${error}`)
          : null;

  return (
    <Form method="post" className="grid gap-5">
      <input type="hidden" name="intent" value="password" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <FormField id="login-email" label={t("login.email")}>
        <Input
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={320}
          defaultValue={result?.email}
          aria-invalid={error === "invalidCredentials" || undefined}
        />
      </FormField>
      <FormField id="login-password" label={t("login.password")}>
        <PasswordInput
          ref={passwordRef}
          name="password"
          autoComplete="current-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
          aria-invalid={error === "invalidCredentials" || undefined}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Checkbox id={rememberId} name="rememberMe" aria-describedby={`${rememberId}-hint`} />
          <Label htmlFor={rememberId}>{t("login.rememberMe")}</Label>
        </div>
        <Link
          to="/account/forgot-password"
          className="rounded-sm font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          {t("login.forgotPassword")}
        </Link>
      </div>
      <p id={`${rememberId}-hint`} className="-mt-3 text-muted-foreground text-xs">
        {t("login.rememberMeHint")}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <LogIn aria-hidden="true" />
        {busy ? t("login.submitting") : t("login.submit")}
      </Button>
      <div className="border-border border-t pt-5 text-center">
        <p className="text-muted-foreground text-sm">{t("login.newHere")}</p>
        {/* The registration wizard opens from /become-partner. */}
        <Button asChild variant="outline" size="lg" className="mt-3 w-full">
          <Link to="/become-partner">
            <UserPlus aria-hidden="true" />
            {t("login.createAccount")}
          </Link>
        </Button>
      </div>
    </Form>
  );
}

function TwoFactorForm({
  redirectTo,
  result,
}: {
  redirectTo: string | null;
  result: Extract<LoginActionData, { step: "two-factor" }>;
}) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const trustId = useId();
  const error = result.error;
  const errorText =
    error === "rateLimited"
      ? t("twoFactor.errors.rateLimited", { seconds: result.retryAfterSeconds ?? 10 })
      : error
        ? t(`twoFactor.errors.${error}`)
        : null;

  return (
    <Form method="post" className="grid gap-5">
      <input type="hidden" name="intent" value="two-factor" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <FormField id="login-code" label={t("twoFactor.code")}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={9}
          required
          autoFocus
          aria-invalid={error === "invalidCode" || undefined}
          className="font-mono text-lg tracking-widest"
        />
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id={trustId} name="trustDevice" />
        <Label htmlFor={trustId}>{t("twoFactor.trustDevice")}</Label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t("twoFactor.submitting") : t("twoFactor.submit")}
      </Button>
      <Link
        to="/account/login"
        reloadDocument
        className="text-center font-medium text-brand-700 text-sm hover:underline"
      >
        {t("twoFactor.startAgain")}
      </Link>
    </Form>
  );
}
