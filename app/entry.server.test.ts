import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

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

    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    vi.spyOn(console, "info").mockImplementation((line: string) => lines.push(line));
    const errorLines = vi.spyOn(console, "error").mockImplementation(() => undefined);
    handleError(error, { request, params: {}, context: undefined as never });
    expect(errorLines).not.toHaveBeenCalled();
    expect(lines.join("\n")).not.toMatch(/\n\s+at /);
  });
});
