/** One error type for expected failures; `httpStatus` maps each code to a response status. */
export type AppErrorCode =
  | "VALIDATION"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  /** Not an expected failure: only a form's answer when something else broke (failureFromError). */
  | "INTERNAL";

const statusByCode: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export function statusOf(code: AppErrorCode): number {
  return statusByCode[code];
}

/**
 * An expected failure. `message` is a message key ("namespace:key", translated in the UI in
 * the visitor's language, see app/lib/form-result.ts), never English text; `params` fill it.
 * `field` names the form field it belongs to, if any.
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { field?: string; params?: Record<string, string | number>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  get httpStatus(): number {
    return statusByCode[this.code];
  }

  /** The message as the UI translates it (a `Message` of app/lib/form-result.ts). */
  toMessage(): { key: string; params?: Record<string, string | number> } {
    return this.details.params ? { key: this.message, params: this.details.params } : { key: this.message };
  }
}
