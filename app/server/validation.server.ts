import type { z } from "zod";
import { AppError } from "~/lib/errors";
import { messageOfIssue } from "~/lib/form-result";

/**
 * Validates a service's input with the form's own schema. Services check what they are given
 * even when the route already did: they are called from tests, scripts and other services too.
 * The first problem becomes an AppError naming its field, with the schema's message key.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const message = issue ? messageOfIssue(issue) : { key: "messages:validation.invalid" };
  throw new AppError("VALIDATION", message.key, {
    field: issue?.path.join(".") || undefined,
    params: message.params,
  });
}
