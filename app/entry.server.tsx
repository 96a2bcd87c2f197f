import { Writable } from "node:stream";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { RequestReference } from "~/lib/request-reference";
import { StaticMarkup } from "~/lib/static-markup";
import { logger } from "~/server/logger.server";
import { cspNonceContext, requestIdContext } from "~/server/request-context.server";

/**
 * React Router's default server entry, plus the Content-Security-Policy nonce: ServerRouter puts
 * it on its own inline scripts and hands it to <Scripts>, <ScrollRestoration> and <Links>;
 * React puts it on the scripts it streams. The browser runs no inline script without it.
 * It also lends the app renderToStaticMarkup (StaticMarkup: a page that starts the app on intent).
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const requestId = loadContext.get(requestIdContext);
  const reference = requestId ? { reference: requestId } : undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA renders wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <StaticMarkup.Provider value={renderToStaticMarkup}>
        <RequestReference.Provider value={reference}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestReference.Provider>
      </StaticMarkup.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The status is the shell's: an error in a boundary streamed later is the client's to show.
          const status = responseStatusCode;
          pipe(
            collectBody((body) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html");
              responseHeaders.set("Content-Length", String(body.byteLength));
              resolve(new Response(body, { headers: responseHeaders, status }));
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the initial shell reject and are logged by React Router.
          if (shellRendered) logUnexpectedError(error);
        },
      },
    );
  });
}

/**
 * As React Router's default, except for a body the HTTP server refused while it was being read
 * (server/body-limit.ts): the client already has its 413, nothing failed.
 */
/** React Router's refusal of a method a route does not answer (a POST to a page without an action). */
const METHOD_NOT_ANSWERED = /did not provide an? `(action|loader)`/;

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Error && error.name === "PayloadTooLargeError") return;
  // The client's mistake, answered 405: one line, not a stack trace per probe.
  if (error instanceof Error && METHOD_NOT_ANSWERED.test(error.message)) {
    logger.info("Method not allowed", { method: request.method, path: new URL(request.url).pathname, status: 405 });
    return;
  }
  logUnexpectedError(error);
};

/** An error nobody expected: one JSON line with its stack, the request's id added by the logger. */
function logUnexpectedError(error: unknown): void {
  logger.error("Unexpected error", { error, stack: error instanceof Error ? error.stack : undefined });
}

/**
 * Where React writes the page: its chunks (a few kilobytes each) kept and handed on as one body
 * when the render ends, so the page goes out in one write with its length rather than through a
 * web stream chunk by chunk, which cost more than the markup itself. The pages stream no
 * deferred data, so nothing reaches the browser later than it did.
 */
function collectBody(done: (body: Uint8Array<ArrayBuffer>) => void): Writable {
  const chunks: Uint8Array[] = [];
  let length = 0;
  return new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      chunks.push(chunk);
      length += chunk.byteLength;
      callback();
    },
    final(callback) {
      const body = new Uint8Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      done(body);
      callback();
    },
  });
}
