import { LIVE_SINCE_PARAM, type LiveMessage } from "~/lib/live-updates";
import { getDb } from "../db.server";
import type { CompanyScope } from "../partners/company-scope.server";
import { findRequestIdByToken } from "../quote-requests/access-links.server";
import { type Audience, getLiveBus } from "./live-bus.server";

/**
 * A live stream as an HTTP response: Server-Sent Events (text/event-stream), one `data:` line of
 * JSON per message (a LiveMessage), a comment every 25 seconds so that proxies keep the connection
 * open, and an end after about 15 minutes so that the browser connects again through the area's
 * guard (a signed-out or suspended member, or an expired link, stops hearing within that time).
 * It ends when the client goes, and when the server shuts down (server.js). server.js leaves
 * text/event-stream out of compression, and X-Accel-Buffering asks a proxy not to buffer it.
 */
export const LIVE_STREAM_TIMING = {
  heartbeatMs: 25_000,
  lifetimeMs: 15 * 60_000,
  /** How long the browser waits before it connects again (EventSource's `retry`). */
  retryMs: 3_000,
};

const encoder = new TextEncoder();

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Accel-Buffering": "no",
};

/** `since` of a stream's first connection: a time in ms, or undefined when absent or not one. */
function sinceOf(request: Request): number | undefined {
  const value = new URL(request.url).searchParams.get(LIVE_SINCE_PARAM);
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Opens a live stream for an audience the caller has already checked (the partner area's guard,
 * or the customer's link). While the server shuts down it answers a stream that only tells the
 * browser to connect again later, which then reaches a server that is running.
 */
export async function openLiveStream(
  request: Request,
  audience: Audience,
  timing: typeof LIVE_STREAM_TIMING = LIVE_STREAM_TIMING,
): Promise<Response> {
  const bus = getLiveBus();
  const retry = `retry: ${timing.retryMs}\n\n`;
  if (bus.closed) return new Response(retry, { headers: STREAM_HEADERS });

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let finished = false;
  let unsubscribe: (() => void) | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const write = (text: string) => {
    if (finished) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };
  const finish = () => {
    if (finished) return;
    finished = true;
    for (const timer of timers) clearTimeout(timer);
    request.signal.removeEventListener("abort", finish);
    unsubscribe?.();
    try {
      controller.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
  };
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
    cancel: finish,
  });
  write(`${retry}: connected\n\n`);
  const heartbeat = setInterval(() => write(": heartbeat\n\n"), timing.heartbeatMs);
  // Spread over ±20 %, so that streams opened together do not all connect again together.
  const lifetime = setTimeout(finish, timing.lifetimeMs * (0.8 + Math.random() * 0.4));
  for (const timer of [heartbeat, lifetime]) {
    timer.unref?.();
    timers.push(timer);
  }
  request.signal.addEventListener("abort", finish, { once: true });
  const remove = await bus.subscribe(
    { audience, send: (message: LiveMessage) => write(`data: ${JSON.stringify(message)}\n\n`), close: finish },
    { since: sinceOf(request) },
  );
  if (finished || request.signal.aborted) {
    remove();
    finish();
  } else {
    unsubscribe = remove;
  }
  return new Response(body, { headers: STREAM_HEADERS });
}

/** The back office's stream: the member's company (from partnerContext, never from the request). */
export function openPartnerLiveStream(request: Request, scope: CompanyScope): Promise<Response> {
  return openLiveStream(request, { type: "partner", companyId: scope.companyId });
}

/**
 * The customer's stream: the request their link opens, found exactly as their page finds it; null
 * for a wrong, tampered or expired link (the route answers 404, as the page does).
 */
export async function openCustomerLiveStream(request: Request, token: string): Promise<Response | null> {
  const requestId = await findRequestIdByToken(await getDb(), token);
  return requestId ? openLiveStream(request, { type: "customer", requestId }) : null;
}
