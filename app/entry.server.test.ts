import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";
import { logger } from "./server/logger.server";

afterEach(() => vi.restoreAllMocks());

describe("server errors in the log", () => {
  it("a request for a method the route does not answer (405) is one line, without a stack trace", async () => {
    // The error React Router itself hands to handleError for a POST to a page without an action.
    const handler = createStaticHandler([{ id: "page", path: "/about", loader: () => null }]);
    const request = new Request("http://localhost/about", { method: "POST", body: "x" });
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error("expected a context");
    const refusal = Object.values(context.errors ?? {})[0];
    expect(isRouteErrorResponse(refusal) && refusal.status).toBe(405);
    const error = (refusal as { error?: Error }).error;
    expect(error).toBeInstanceOf(Error);

    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const errorLines = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(error, { request, params: {}, context: undefined as never });
    expect(errorLines).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/\n\s+at /);
  });

  it("an unexpected error is one error line carrying its stack", () => {
    const errorLines = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("boom"), {
      request: new Request("http://localhost/"),
      params: {},
      context: undefined as never,
    });
    expect(errorLines).toHaveBeenCalledWith("Unexpected error", {
      error: expect.any(Error),
      stack: expect.stringMatching(/^Error: boom\n\s+at /),
    });
  });
});
