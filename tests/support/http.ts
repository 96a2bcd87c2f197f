import { createRequestContext } from "~/server/request-context.server";

/**
 * Calling route loaders and actions the way React Router does, with real `Request`s, and reading
 * back what they answered. Integration tests import these instead of writing their own.
 */

/** The origin of every test request; matches APP_URL in vitest.config.ts. */
export const ORIGIN = "http://localhost:3000";

/** A page request (GET), as a browser with that cookie would send it. */
export function page(path: string, { cookie }: { cookie?: string } = {}): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

/**
 * A same-site form post (or JSON with `json: true`), carrying the Origin header browsers send
 * and better-auth checks. `headers` adds or overrides headers, e.g. a spoofed X-Forwarded-For.
 */
export function post(
  path: string,
  fields: Record<string, unknown> = {},
  { cookie, json = false, headers = {} }: { cookie?: string; json?: boolean; headers?: Record<string, string> } = {},
): Request {
  const body = json
    ? JSON.stringify(fields)
    : new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": json ? "application/json" : "application/x-www-form-urlencoded",
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body,
  });
}

let addressCount = 0;
/** A client address no other call has used: better-auth's rate limits count per address. */
export function nextIp(): string {
  addressCount += 1;
  return `10.100.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

/**
 * The argument React Router passes to a loader or action. The client address is fresh unless
 * given, so that rate limits never carry over from one call to the next by accident.
 */
export function args<T = never>(
  request: Request,
  { params = {}, clientIp = nextIp() }: { params?: Record<string, string>; clientIp?: string } = {},
): T {
  return { request, params, context: createRequestContext({ clientIp }), url: new URL(request.url), pattern: "" } as T;
}

export interface Settled {
  status: number;
  /** The redirect target, if it redirected. */
  location: string | null;
  /** The data it returned (plain or through `data()`); null for a Response. */
  body: Record<string, unknown> | null;
  headers: Headers;
}

function isDataResult(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * Runs a loader or action (a promise, or a function returning one) and reports what it returned
 * or threw alike: a Response (redirects included), a `data()` result or a plain object.
 * Any other thrown error is thrown again.
 */
export async function settle(run: Promise<unknown> | (() => Promise<unknown>)): Promise<Settled> {
  let outcome: unknown;
  try {
    outcome = await (typeof run === "function" ? run() : run);
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    return { status: outcome.status, location: outcome.headers.get("location"), body: null, headers: outcome.headers };
  }
  if (isDataResult(outcome)) {
    return {
      status: outcome.init?.status ?? 200,
      location: null,
      body: outcome.data as Record<string, unknown>,
      headers: new Headers(outcome.init?.headers),
    };
  }
  return { status: 200, location: null, body: outcome as Record<string, unknown> | null, headers: new Headers() };
}

/**
 * The Cookie header a browser would send after these Set-Cookie lines, starting from
 * `previous`: later values replace earlier ones, and cleared cookies are dropped.
 */
export function cookieHeader(setCookies: string[], previous = ""): string {
  const jar = new Map(
    previous
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const line of setCookies) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (/max-age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
