import type { z } from "~/lib/zod";
import type { AppErrorCode } from "./errors";

/**
 * The one contract between every action and its form (docs/decisions/005-form-contract.md).
 *
 * An action answers `FormResult<T>`: `{ ok: true, data }`, or `{ ok: false, code, message,
 * fieldErrors }` (and, rarely, `data` the page needs to show the form again). Messages are never English text: a `Message` is an i18n key
 * ("namespace:key", e.g. "messages:validation.required") with parameters, translated by the
 * page in the visitor's language (`useMessage` in app/components/forms/use-message.ts).
 */
export type MessageParams = Record<string, string | number>;

export interface Message {
  key: string;
  params?: MessageParams;
}

/** Dotted field path ("movingFrom.postcode") → the first problem with that field. */
export type FieldErrors = Record<string, Message>;

export interface FormSuccess<T> {
  ok: true;
  data: T;
}

export interface FormFailure<D = never> {
  ok: false;
  code: AppErrorCode;
  message: Message;
  fieldErrors: FieldErrors;
  /** The fields as posted, for a page without JavaScript to fill in again (never passwords). */
  values?: Record<string, string>;
  /** What the page needs to show the form again, when that is more than the fields (a TOTP secret). */
  data?: D;
}

export type FormResult<T = null, D = never> = FormSuccess<T> | FormFailure<D>;

/** The summary shown above a form whose fields have problems. */
export const FIX_FIELDS: Message = { key: "messages:form.fixFields" };

/** A message key is "namespace:key"; anything else (Zod's own English defaults) is replaced. */
const MESSAGE_KEY = /^[a-z][a-zA-Z]*:[a-zA-Z0-9_.-]+$/;

/** Length limits fill {{minimum}} and {{maximum}}; a custom issue (refine, addIssue) brings its own `params`. */
function paramsOf(issue: z.core.$ZodIssue): MessageParams | undefined {
  if (issue.code === "too_small") return { minimum: Number(issue.minimum) };
  if (issue.code === "too_big") return { maximum: Number(issue.maximum) };
  if (issue.code === "custom" && issue.params) return issue.params as MessageParams;
  return undefined;
}

/** The message an issue carries: its key, or a generic one for Zod's built-in English texts. */
export function messageOfIssue(issue: z.core.$ZodIssue): Message {
  const params = paramsOf(issue);
  const key = MESSAGE_KEY.test(issue.message) ? issue.message : "messages:validation.invalid";
  return params ? { key, params } : { key };
}

/** The one mapping from Zod issues to fields: dotted path → first message ("form" for the root). */
export function fieldErrorsFromZod(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "form";
    errors[path] ??= messageOfIssue(issue);
  }
  return errors;
}
