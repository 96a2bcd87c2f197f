import { AppError } from "~/lib/errors";
import { messageOfIssue } from "~/lib/form-result";
import { z } from "~/lib/zod";

/**
 * Validates a service's input with the form's own schema. Services check what they are given
 * even when the route already did: they are called from tests, scripts and other services too.
 * The first problem becomes an AppError naming its field, with the schema's message key.
 */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const message = issue ? messageOfIssue(issue) : { key: "messages:validation.invalid" };
  throw new AppError("VALIDATION", message.key, {
    field: issue?.path.join(".") || undefined,
    params: message.params,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL or a form: anything but a UUID is simply not found (never a database error). */
export function assertId(id: string | undefined, notFoundKey: string): asserts id is string {
  if (!id || !UUID.test(id)) throw new AppError("NOT_FOUND", notFoundKey);
}
