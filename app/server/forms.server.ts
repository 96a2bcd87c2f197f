import { data, type HeadersFunction } from "react-router";
import { AppError, type AppErrorCode, statusOf } from "~/lib/errors";
import {
  FIX_FIELDS,
  type FieldErrors,
  type FormFailure,
  type FormSuccess,
  fieldErrorsFromZod,
  type Message,
} from "~/lib/form-result";
import { z } from "~/lib/zod";
import { formFields, readForm, readJson } from "./http.server";
import { logger } from "./logger.server";

/**
 * The server half of the form contract (app/lib/form-result.ts): every action reads its input
 * with `parseSubmission` and answers with `formSuccess` or `formFailure`; an `AppError` thrown
 * by a service becomes a failure with `failureFromError`.
 */

export type FailureResponse = ReturnType<typeof formFailure<never>>;
export type Submission<T> = { ok: true; data: T } | { ok: false; failure: FailureResponse };

export interface ParseOptions {
  /** How a form post becomes the schema's input; by default its string fields by name. */
  fromForm?: (form: FormData) => unknown;
  /** Fields of a form post sent back with a refusal, for a page without JavaScript. Never passwords. */
  keepValues?: readonly string[];
}

/**
 * Reads the body (JSON or form data, by its content type) and validates it against `schema`.
 * A body that cannot be read (too large 413, wrong type 415, malformed 400) and invalid input
 * (400 with a message per field) come back as `failure`, ready to return.
 */
export async function parseSubmission<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  { fromForm = formFields, keepValues = [] }: ParseOptions = {},
): Promise<Submission<z.output<S>>> {
  let input: unknown;
  try {
    const isJson = (request.headers.get("content-type") ?? "").includes("application/json");
    input = isJson ? await readJson(request) : fromForm(await readForm(request));
  } catch (error) {
    return { ok: false, failure: failureFromError(error) };
  }
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    failure: formFailure("VALIDATION", FIX_FIELDS, {
      fieldErrors: fieldErrorsFromZod(parsed.error),
      values: keptValues(input, keepValues),
    }),
  };
}

function keptValues(input: unknown, names: readonly string[]): Record<string, string> | undefined {
  if (names.length === 0 || typeof input !== "object" || input === null) return undefined;
  const fields = input as Record<string, unknown>;
  return Object.fromEntries(names.flatMap((name) => (typeof fields[name] === "string" ? [[name, fields[name]]] : [])));
}

export function formSuccess<T>(value: T, init?: ResponseInit) {
  return data<FormSuccess<T>>({ ok: true, data: value }, init);
}

export function formFailure<D = never>(
  code: AppErrorCode,
  message: Message,
  {
    fieldErrors = {},
    values,
    data: pageData,
    headers,
  }: { fieldErrors?: FieldErrors; values?: Record<string, string>; data?: D; headers?: HeadersInit } = {},
) {
  const failure: FormFailure<D> = { ok: false, code, message, fieldErrors };
  if (values) failure.values = values;
  if (pageData !== undefined) failure.data = pageData;
  return data(failure, { status: statusOf(code), headers });
}

/**
 * The `headers` export of a route whose action or loader answers with headers of its own (a
 * 429's Retry-After): React Router sends a `data()`'s headers only through that export (Set-Cookie
 * aside). `own` are the page's own headers (a Referrer-Policy).
 */
export function passOnHeaders(own: HeadersInit = {}): HeadersFunction {
  return ({ parentHeaders, loaderHeaders, actionHeaders }) => {
    const headers = new Headers(parentHeaders);
    for (const source of [new Headers(own), loaderHeaders, actionHeaders]) {
      source.forEach((value, name) => {
        if (name !== "set-cookie") headers.set(name, value);
      });
    }
    return headers;
  };
}

/** A refused attempt of a rate-limited form: 429, and when to try again (sent by `passOnHeaders`). */
export function rateLimited(retryAfterSeconds: number, message: Message = { key: "messages:form.tooMany" }) {
  return formFailure("RATE_LIMITED", message, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

/**
 * The one place an error becomes a response: an `AppError`'s status, its message, and its field
 * when it names one (429s also say when to retry). Anything else is not expected and is
 * rethrown (the error page), unless the form passes `unexpected`: then it is logged and
 * answered 500 with that message, for pages that must stay up (the wizards show a toast).
 */
export function failureFromError(error: unknown, { unexpected }: { unexpected?: Message } = {}) {
  if (!(error instanceof AppError)) {
    if (!unexpected) throw error;
    logger.error("A form submission failed", { error: error instanceof Error ? error.message : String(error) });
    return formFailure("INTERNAL", unexpected);
  }
  const message = error.toMessage();
  const { field, retryAfterSeconds } = error.details;
  return formFailure(error.code, message, {
    fieldErrors: field ? { [field]: message } : {},
    headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
  });
}
