import { expect } from "vitest";
import { AppError, type AppErrorCode } from "~/lib/errors";

/** Awaits a promise that must fail with an AppError of this code and message key. */
export async function expectAppError(promise: Promise<unknown>, code: AppErrorCode, key: string): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `expected ${code} ${key}`).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect({ code: appError.code, key: appError.message }).toEqual({ code, key });
  return appError;
}
