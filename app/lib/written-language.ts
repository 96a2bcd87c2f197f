import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/config";

/**
 * The language users wrote their own words in (a company's description, a review, a quote's
 * text) is stored next to the text: the author's page language when they wrote it. Rows written
 * before it was recorded hold null, shown as the site's default language (docs/decisions/023).
 */

/** The `lang` a stored text is shown with. */
export function writtenLanguageOf(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/**
 * The language to store with a text being saved: the author's when the text is new or changed,
 * the one already stored when the author saved the form without touching the text (an English
 * description stays English when its owner edits the phone number in Lithuanian), and null when
 * there is no text.
 */
export function languageOfSavedText(
  saved: { text: string | null; language: Locale | null } | undefined,
  text: string | null,
  authorLanguage: Locale,
): Locale | null {
  if (!text) return null;
  if (saved && saved.text === text) return saved.language;
  return authorLanguage;
}
