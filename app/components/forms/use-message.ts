import { useCallback } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult, Message } from "~/lib/form-result";

/** Translates the `Message`s of a form result (app/lib/form-result.ts) in the page's language. */
export function useMessage(): (message: Message | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      // A staff namespace reaches the browser on first use (app/i18n/i18n.ts): wait for it, as
      // useTranslation does, rather than show the key.
      const [namespace] = message.key.split(":");
      if (namespace && namespace !== message.key && !i18n.hasLoadedNamespace(namespace)) {
        throw i18n.loadNamespaces(namespace);
      }
      return (t as (key: string, params?: object) => string)(message.key, message.params);
    },
    [t, i18n],
  );
}

/**
 * A refused form's texts, each said once: `summary` above the form, and `field(name)` next to
 * a field, unless the summary already says the same (a wrong code is both the form's answer
 * and the code field's problem).
 */
export function useFormErrors(result: FormResult<unknown, unknown> | undefined) {
  const message = useMessage();
  const failed = result && !result.ok ? result : undefined;
  return {
    summary: message(failed?.message),
    field: (name: string) => {
      const error = failed?.fieldErrors[name];
      return error && error.key !== failed?.message.key ? message(error) : undefined;
    },
  };
}
