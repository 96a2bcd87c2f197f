import { href } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/config";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";

/** The address of the switch to `locale`, back to `returnTo` in that language (routes/resources/locale.ts). */
function switchLocaleHref(locale: Locale, returnTo: string): string {
  return `${href("/locale")}?${new URLSearchParams({ locale, to: returnTo })}`;
}

/**
 * One plain link per language, so it works without JavaScript; following it loads a whole
 * document, and with it the language's catalogue (entry.client). The current language is
 * marked, not linked.
 */
export function LocaleSwitcher({
  locale,
  returnTo,
  className,
  linkClassName,
}: {
  locale: Locale;
  /** The page's path and query. */
  returnTo: string;
  className?: string;
  linkClassName?: string;
}) {
  const { t } = useTranslation("layout");
  return (
    <nav aria-label={t("locale.label")} className={cn("text-sm", className)}>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {LOCALES.map((value) => (
          <li key={value}>
            {value === locale ? (
              <span aria-current="page" lang={value} className="font-semibold">
                {LOCALE_NAMES[value]}
              </span>
            ) : (
              <a href={switchLocaleHref(value, returnTo)} lang={value} hrefLang={value} className={linkClassName}>
                {LOCALE_NAMES[value]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
