import { LogIn, UserPlus } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, href, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { AuthCard, CurrentPasswordField, TotpCodeField } from "~/components/auth/auth-ui";
import { FormMessage } from "~/components/forms/form-message";
import { useFormErrors } from "~/components/forms/use-message";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import {
  PartnerRegistrationButton,
  PartnerRegistrationProvider,
} from "~/components/partner-registration/registration-dialog";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { requestT } from "~/i18n/catalogues.server";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, PARTNER_HOME_PATH } from "~/lib/account-paths";
import type { FormResult } from "~/lib/form-result";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { type SignInNextStep, signInSchema } from "~/lib/schemas/account";
import { buildMeta } from "~/lib/seo";
import { getSessionUser, homePathFor } from "~/server/auth/guards.server";
import { continueSignIn, type SignInRefusal, signInFailure } from "~/server/auth/sign-in.server";
import { getEnv } from "~/server/env.server";
import { formSuccess, parseSubmission, passOnHeaders } from "~/server/forms.server";
import { noStore } from "~/server/no-store.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/login";

export const handle = { i18n: ["auth", "partner"] } satisfies I18nHandle;

/** The sign-in and two-factor steps: never kept by a browser or a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

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
    path: LOGIN_PATH,
    matches,
  });

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

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
  const t = requestT(request, "auth");
  return {
    redirectTo,
    notice,
    signedInAs: user?.email ?? null,
    metaTitle: t("login.metaTitle"),
    metaDescription: t("login.metaDescription"),
    mapTileUrl: getEnv().MAP_TILE_URL,
  };
}

/** How this page words a refused step (the admin log-in words them as one generic message). */
const REFUSALS: Record<SignInRefusal, string> = {
  "invalid-credentials": "auth:login.errors.invalidCredentials",
  banned: "auth:login.errors.banned",
  forbidden: "auth:login.errors.forbidden",
  "rate-limited": "auth:login.errors.rateLimited",
  "account-waiting": "auth:login.errors.accountWaiting",
  "invalid-code": "auth:twoFactor.errors.invalidCode",
  "code-rate-limited": "auth:twoFactor.errors.rateLimited",
  expired: "auth:twoFactor.errors.expired",
};

async function signedIn(headers: Headers, user: { id: string; role: string }, requested: string | null) {
  const target = requested ?? (await homePathFor(user)) ?? PARTNER_HOME_PATH;
  return redirect(target, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, signInSchema, { keepValues: ["email"] });
  if (!submission.ok) return submission.failure;
  const requested = readRedirectTo(submission.data.redirectTo);
  const result = await continueSignIn({ request, clientIp: context.get(clientIpContext), submission: submission.data });
  if (result.status === "signed-in") return signedIn(result.headers, result.user, requested);
  if (result.status === "two-factor")
    return formSuccess<SignInNextStep>({ step: "two-factor" }, { headers: result.headers });
  const email = submission.data.intent === "password" ? { email: submission.data.email } : undefined;
  return signInFailure(result, REFUSALS, email);
}

/** The code step shows after the password was accepted, and again while its code is refused. */
function isCodeStep(result: FormResult<SignInNextStep> | undefined): boolean {
  if (!result) return false;
  return result.ok ? result.data.step === "two-factor" : "code" in result.fieldErrors;
}

export default function LoginPage() {
  const { redirectTo, notice, signedInAs, mapTileUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("auth");

  if (isCodeStep(result)) {
    return (
      <AuthCard title={t("twoFactor.title")} intro={t("twoFactor.intro")}>
        <TwoFactorForm redirectTo={redirectTo} result={result} />
      </AuthCard>
    );
  }

  return (
    <PartnerRegistrationProvider mapTileUrl={mapTileUrl}>
      <AuthCard title={t("login.title")} intro={t("login.intro")}>
        {notice === "no-access" && signedInAs ? (
          <div className="mb-5 grid gap-3">
            <FormMessage tone="info">
              <p>{t("login.signedInAs", { email: signedInAs })}</p>
              <p className="mt-1 font-normal">{t("login.noAccess")}</p>
            </FormMessage>
            <Form method="post" action={href("/account/logout")}>
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
        <PasswordForm redirectTo={redirectTo} result={result} />
      </AuthCard>
    </PartnerRegistrationProvider>
  );
}

function PasswordForm({
  redirectTo,
  result,
}: {
  redirectTo: string | null;
  result: FormResult<SignInNextStep> | undefined;
}) {
  const { t } = useTranslation("auth");
  const errors = useFormErrors(result);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const rememberId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const failed = result && !result.ok ? result : undefined;
  // A refused password is never left in the field (the page keeps the form when JavaScript runs).
  useEffect(() => {
    if (result && passwordRef.current) passwordRef.current.value = "";
  }, [result]);

  return (
    <Form method="post" className="grid gap-5">
      <input type="hidden" name="intent" value="password" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
      <FormField id="login-email" label={t("login.email")} error={errors.field("email")}>
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
        id="login-password"
        label={t("login.password")}
        error={errors.field("password")}
        inputRef={passwordRef}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Checkbox id={rememberId} name="rememberMe" aria-describedby={`${rememberId}-hint`} />
          <Label htmlFor={rememberId}>{t("login.rememberMe")}</Label>
        </div>
        <Link
          to={FORGOT_PASSWORD_PATH}
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
        {/* The registration wizard opens over this page (the spec); without JavaScript the link
            leads to the recruitment page, where the application form is. */}
        <PartnerRegistrationButton asChild variant="outline" size="lg" className="mt-3 w-full">
          <Link to={href("/become-partner")}>
            <UserPlus aria-hidden="true" />
            {t("login.createAccount")}
          </Link>
        </PartnerRegistrationButton>
      </div>
    </Form>
  );
}

function TwoFactorForm({
  redirectTo,
  result,
}: {
  redirectTo: string | null;
  result: FormResult<SignInNextStep> | undefined;
}) {
  const { t } = useTranslation("auth");
  const errors = useFormErrors(result);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const trustId = useId();

  return (
    <Form method="post" className="grid gap-5">
      <input type="hidden" name="intent" value="two-factor" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
      <TotpCodeField id="login-code" label={t("twoFactor.code")} error={errors.field("code")} autoFocus />
      <div className="flex items-center gap-2">
        <Checkbox id={trustId} name="trustDevice" />
        <Label htmlFor={trustId}>{t("twoFactor.trustDevice")}</Label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t("twoFactor.submitting") : t("twoFactor.submit")}
      </Button>
      <Link to={LOGIN_PATH} reloadDocument className="text-center font-medium text-brand-700 text-sm hover:underline">
        {t("twoFactor.startAgain")}
      </Link>
    </Form>
  );
}
