/** One error type for expected failures; `httpStatus` maps each code to a response status. */
export type AppErrorCode = "NOT_FOUND" | "FORBIDDEN" | "UNAUTHORIZED" | "VALIDATION" | "CONFLICT" | "RATE_LIMITED";

const statusByCode: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  get httpStatus(): number {
    return statusByCode[this.code];
  }
}
