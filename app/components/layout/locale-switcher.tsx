import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/config";
import { cn } from "~/lib/cn";

/**
 * A plain POST form to /locale, so it works before (or without) JavaScript. The explicit
 * submit button is kept on purpose: changing a select must not change the page by itself. It
 * reloads the document so that the browser loads the new language's catalogue (entry.client).
 */
export function LocaleSwitcher({
  locale,
  pathname,
  className,
}: {
  locale: Locale;
  pathname: string;
  className?: string;
}) {
  const { t } = useTranslation("layout");
  const selectId = useId();

  return (
    <Form method="post" action="/locale" reloadDocument className={cn("flex flex-wrap items-center gap-2", className)}>
      <input type="hidden" name="returnTo" value={pathname} />
      <label htmlFor={selectId} className="font-medium text-sm">
        {t("locale.label")}
      </label>
      <NativeSelect id={selectId} name="locale" defaultValue={locale} size="sm" className="w-auto">
        {LOCALES.map((value) => (
          <NativeSelectOption key={value} value={value} lang={value}>
            {LOCALE_NAMES[value]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <Button type="submit" size="sm" variant="secondary">
        {t("locale.submit")}
      </Button>
    </Form>
  );
}
