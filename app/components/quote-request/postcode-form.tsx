import { useEffect, useRef, useState } from "react";
import { href, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { usePageLocale } from "~/content/localized";
import { localizedPath } from "~/i18n/addresses";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/hydration";

/**
 * The quote wizard's address: with the postcode the visitor typed (trimmed) and the company whose
 * page they came from (the request names it), each only when given. Never a postcode area: the
 * box starts empty unless the visitor typed a postcode.
 */
export function quoteUrl({ postcode = "", company }: { postcode?: string; company?: string }): string {
  const query = new URLSearchParams();
  if (postcode.trim()) query.set("postcode", postcode.trim());
  if (company) query.set("company", company);
  const search = query.toString();
  return search ? `${href("/quote")}?${search}` : href("/quote");
}

/**
 * A postcode box that starts the quote wizard. It is a GET form to /quote, so it works before
 * hydration; with JavaScript it navigates client-side and drops an empty parameter, or hands the
 * trimmed postcode to `onContinue` when the wizard opens on the same page.
 */
export function PostcodeForm({
  buttonLabel,
  requirePostcode,
  id,
  className,
  size = "lg",
  onContinue,
  busy = false,
  company,
}: {
  buttonLabel: string;
  /** The landing page's Go is disabled while the trimmed postcode is empty. */
  requirePostcode?: boolean;
  id: string;
  className?: string;
  size?: "default" | "lg";
  onContinue?: (postcode: string) => void;
  /** The wizard is on its way: Go waits. */
  busy?: boolean;
  /** On a partner's page: the request names that company. */
  company?: string;
}) {
  const [postcode, setPostcode] = useState("");
  const navigate = useNavigate();
  const locale = usePageLocale();
  const { t } = useTranslation();
  // Go is disabled only once this page responds: before (or without) JavaScript, the browser's
  // own `required` check stands in and the form goes to /quote.
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // What was typed before the page started the app (hydration keeps it in the box).
    const typed = input.current?.value;
    if (typed) setPostcode(typed);
  }, []);
  const blank = postcode.trim() === "";

  return (
    <form
      method="get"
      action={localizedPath(href("/quote"), locale)}
      className={cn("flex w-full gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || (requirePostcode && blank)) return;
        if (onContinue) onContinue(postcode.trim());
        else navigate(localizedPath(quoteUrl({ postcode, company }), locale));
      }}
    >
      {company ? <input type="hidden" name="company" value={company} /> : null}
      <label htmlFor={id} className="sr-only">
        {t("postcode.label")}
      </label>
      <Input
        ref={input}
        id={id}
        name="postcode"
        placeholder={t("postcode.placeholder")}
        autoComplete="postal-code"
        autoCapitalize="characters"
        maxLength={10}
        required={requirePostcode}
        value={postcode}
        onChange={(event) => setPostcode(event.target.value)}
        className={cn("min-w-0 flex-1 bg-white text-foreground", size === "lg" && "h-12 text-base")}
      />
      <Button
        type="submit"
        variant="accent"
        size={size}
        disabled={busy || (hydrated && requirePostcode && blank)}
        aria-busy={busy || undefined}
        className={cn(size === "lg" && "h-12")}
      >
        {buttonLabel}
      </Button>
    </form>
  );
}
