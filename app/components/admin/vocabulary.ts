import { useCallback } from "react";
import type { admin } from "~/i18n/en-GB/admin";
import { useTranslation } from "~/i18n/use-translation";

type Vocabulary = (typeof admin)["vocabulary"];
export type VocabularyList = keyof Vocabulary;

/**
 * The label of a value of one of app/lib/vocabulary.ts's lists, in the page's language
 * ("quoteRequestStatus", "in_progress" → "In progress"). Unknown values are shown as they are.
 */
export function useVocabulary() {
  const { t } = useTranslation("admin");
  return useCallback(
    <L extends VocabularyList>(list: L, value: string) =>
      t(`vocabulary.${list}.${value}` as `vocabulary.${L}.${keyof Vocabulary[L] & string}`, { defaultValue: value }),
    [t],
  );
}
