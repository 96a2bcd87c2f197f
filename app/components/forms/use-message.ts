import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "~/lib/form-result";

/** Translates the `Message`s of a form result (app/lib/form-result.ts) in the page's language. */
export function useMessage(): (message: Message | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => (message ? (t as (key: string, params?: object) => string)(message.key, message.params) : undefined),
    [t],
  );
}
