import { data } from "react-router";
import type { z } from "zod";
import { AppError, type AppErrorCode, statusOf } from "~/lib/errors";
import {
  FIX_FIELDS,
  type FieldErrors,
  type FormFailure,
  type FormSuccess,
  fieldErrorsFromZod,
  type Message,
} from "~/lib/form-result";
import { formFields, readForm, readJson } from "./http.server";

/**
 * The server half of the form contract (app/lib/form-result.ts): every action reads its input
 * with `parseSubmission` and answers with `formSuccess` or `formFailure`; an `AppError` thrown
 * by a service becomes a failure with `failureFromError`.
 */

/** Reads the body (JSON or form data, by its content type) and validates it against `schema`. */
export async function parseSubmission<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; failure: ReturnType<typeof formFailure> }> {
  const isJson = (request.headers.get("content-type") ?? "").includes("application/json");
  const input = isJson ? await readJson(request) : formFields(await readForm(request));
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    failure: formFailure("VALIDATION", FIX_FIELDS, { fieldErrors: fieldErrorsFromZod(parsed.error) }),
  };
}

export function formSuccess<T>(value: T, init?: ResponseInit) {
  return data<FormSuccess<T>>({ ok: true, data: value }, init);
}

export function formFailure(
  code: AppErrorCode,
  message: Message,
  { fieldErrors = {}, headers }: { fieldErrors?: FieldErrors; headers?: HeadersInit } = {},
) {
  return data<FormFailure>({ ok: false, code, message, fieldErrors }, { status: statusOf(code), headers });
}

/**
 * The one place an `AppError` becomes a response: its status, its message, and its field when it
 * names one (429s also say when to retry). Anything else is not expected and is rethrown.
 */
export function failureFromError(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const message = error.toMessage();
  const { field, retryAfterSeconds } = error.details;
  return formFailure(error.code, message, {
    fieldErrors: field ? { [field]: message } : {},
    headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
  });
}
