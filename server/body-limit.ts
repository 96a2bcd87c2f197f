import type { NextFunction, Request, RequestHandler, Response } from "express";

/** No request body may be larger than this, on any route (forms read at most 256 KB themselves). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The partner profile's image uploads (logo, project photos) take up to 5 MB plus the form's
 * overhead, which the routes count themselves (readUploadForm) so that the partner is told about
 * the image's size. The limit here sits a little above theirs: it only stops what they would not.
 */
export const UPLOAD_MAX_BODY_BYTES = 6 * 1024 * 1024;
const UPLOAD_PATHS = new Set(["/partner/admin/profile/logo", "/partner/admin/profile/photos"]);

export class PayloadTooLargeError extends Error {
  override name = "PayloadTooLargeError";
}

/** The limit for a request path (a React Router data request ends in ".data"). */
export function bodyLimitFor(path: string): number {
  return UPLOAD_PATHS.has(path.replace(/\.data$/, "")) ? UPLOAD_MAX_BODY_BYTES : MAX_BODY_BYTES;
}

/**
 * How long the rest of a refused body is read and dropped before the connection is closed.
 * Closing a socket that still has unread data resets it, and the reset can overtake the answer:
 * the client would see a broken connection instead of the 413.
 */
const LINGER_MS = 2000;

/**
 * Refuses request bodies over the limit with 413, before React Router or better-auth read them.
 * A declared Content-Length over the limit is refused at once. A body without one (chunked) or
 * with a false one is counted as it arrives: the request stream's `push`, through which Node's
 * HTTP parser hands over every chunk, is wrapped on this one request, so whoever reads the body
 * (React Router's Request, a streaming upload) gets at most `limit` bytes. At the first byte past
 * it the client gets 413 and the reader an error, so a cut-off body is never taken for a whole one.
 *
 * Whenever a response is finished before its body arrived (refused here, or by a route that read
 * less, such as a form over 256 KB), nothing more is kept: the rest is dropped as it arrives, and
 * the connection is closed if the body has not ended LINGER_MS later.
 */
export function limitRequestBody(limitFor: (path: string) => number = bodyLimitFor): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = limitFor(req.path);
    let received = 0;
    let discarding = false;

    // The reader (if any, now or later) fails rather than take a cut-off body for a whole one;
    // the listener keeps a request nobody reads from crashing the process.
    const failTheReader = () => {
      req.on("error", () => {});
      req.emit("error", new PayloadTooLargeError("request body over the limit or not read"));
    };
    const discardTheRest = () => {
      if (discarding) return;
      discarding = true;
      req.resume();
      setTimeout(() => {
        if (!req.complete) req.socket.destroy();
      }, LINGER_MS).unref();
    };
    res.once("finish", () => {
      if (!req.complete) discardTheRest();
    });

    const push = req.push;
    req.push = function countedPush(chunk: unknown, encoding?: BufferEncoding): boolean {
      if (discarding) {
        if (chunk !== null) return true;
        // The whole body has arrived: the connection is clean and may carry the next request.
        failTheReader();
        return push.call(this, null);
      }
      if (chunk !== null && chunk !== undefined) {
        received += (chunk as Buffer).length;
        if (received > limit) {
          failTheReader();
          discardTheRest();
          if (!res.headersSent) refuse(res);
          return true;
        }
      }
      return push.call(this, chunk, encoding);
    };

    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      refuse(res);
      return;
    }
    next();
  };
}

function refuse(res: Response): void {
  res.status(413).type("text/plain").send("Payload too large");
}
