/**
 * Pieces shared by the account pages (log in, forgot/set password, application status, the
 * TOTP set-up) of the partner site and the admin panel.
 */
import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, type Ref, useState } from "react";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/hydration";
import { MAX_PASSWORD_LENGTH } from "~/lib/password-policy";

/** The centred card every account page sits in. */
export function AuthCard({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="bg-linear-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div
        className={cn(
          "mx-auto w-full rounded-(--radius-card) border border-border bg-white p-6 shadow-card sm:p-8",
          wide ? "max-w-2xl" : "max-w-md",
        )}
      >
        <h1 className="text-balance font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-muted-foreground">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/**
 * A password input with a show/hide toggle. Used inside FormField, which passes the id and
 * aria attributes on to the input itself.
 */
export function PasswordInput({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  const { t } = useTranslation("auth");
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className={cn("pr-11", className)} />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={visible ? t("login.hidePassword") : t("login.showPassword")}
        aria-controls={props.id}
        disabled={!hydrated}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}

/** The current password of a signed-in or signing-in account (never refilled after a refusal). */
export function CurrentPasswordField({
  id,
  label,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordInput
        ref={inputRef}
        name="password"
        autoComplete="current-password"
        required
        maxLength={MAX_PASSWORD_LENGTH}
      />
    </FormField>
  );
}

/** A 6-digit code from an authenticator app (spaces allowed, as apps show "123 456"). */
export function TotpCodeField({
  id,
  label,
  error,
  autoFocus,
}: {
  id: string;
  label: string;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={9}
        required
        autoFocus={autoFocus}
        className="font-mono text-lg tracking-widest"
      />
    </FormField>
  );
}
