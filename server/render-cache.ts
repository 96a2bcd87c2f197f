import type { NextFunction, Request, Response } from "express";
import { LOCALE_COOKIE, resolveLocale } from "~/i18n/config";
import { type CachedPage, getRenderCache, withNonce } from "~/server/render-cache/render-cache.server";

/**
 * Serves anonymous visitors' public pages from the render cache and gives them HTTP validators
 * (docs/decisions/008-render-cache.md). Only the pages below, only GET and HEAD, only without
 * cookies other than the language: a signed-in visitor, a token page or a back-office page
 * never reaches the cache, and neither does a response that is not a 200 or that sets a cookie.
 */
const PUBLIC_PAGE =
  /^\/(?:|movers\/[\w-]+\/[\w-]+|company\/[\w-]+|blog(?:\/[\w-]+)?|about|services|man-and-van|local-movers|piano-removals|international|moving-abroad|how-it-works|domestic|moving-guides|faq|partner-faq|removal-van|disclaimer|privacy|cookies)$/;

/**
 * Shared caches may keep a page but must ask again before each use; while they ask they may
 * show the copy they have for a minute. Private pages say no-store themselves.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, stale-while-revalidate=60";

/** The header the cache reports itself in, for measuring and tests. */
const CACHE_STATUS = "X-Render-Cache";

function onlyLanguageCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true;
  return cookieHeader.split(";").every((part) => {
    const name = part.split("=")[0]?.trim();
    return !name || name === LOCALE_COOKIE;
  });
}

/** The cache key, or undefined when this request must be rendered for itself. */
function cacheKey(req: Request): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  if (!PUBLIC_PAGE.test(req.path)) return undefined;
  if (!onlyLanguageCookie(req.headers.cookie)) return undefined;
  const search = req.originalUrl.slice(req.originalUrl.indexOf(req.path) + req.path.length);
  if (/[?&][^=]*token/i.test(search)) return undefined;
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  if (req.headers["accept-language"]) headers.set("accept-language", req.headers["accept-language"]);
  // The page varies with the language only (the root loader's Vary: Cookie, Accept-Language).
  return `${resolveLocale(headers)} ${req.path}${search}`;
}

function cspNonce(res: Response): string | undefined {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === "string" && nonce.length > 0 ? nonce : undefined;
}

function etagMatches(req: Request, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

function send(req: Request, res: Response, page: CachedPage, status: "hit" | "miss"): void {
  res.setHeader(CACHE_STATUS, status);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  // The language comes from the locale cookie or Accept-Language (resolveLocale).
  res.vary("Cookie");
  res.vary("Accept-Language");
  res.setHeader("ETag", page.etag);
  if (etagMatches(req, page.etag)) {
    // The browser keeps the body and headers it has: a new CSP header would carry a nonce its
    // copy of the page does not.
    res.removeHeader("Content-Security-Policy");
    res.status(304).end();
    return;
  }
  res.status(200).end(withNonce(page.body, cspNonce(res)));
}

/** Headers not replayed from a stored render: per response, or recomputed for each answer. */
const NOT_REPLAYED = new Set(["set-cookie", "content-length", "etag", "cache-control", "date", "connection"]);

export function renderCache(enabled: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = enabled ? cacheKey(req) : undefined;
    if (!key) {
      next();
      return;
    }
    const cache = getRenderCache();
    const cached = cache.get(key);
    if (cached) {
      for (const [name, value] of Object.entries(cached.headers)) res.setHeader(name, value);
      send(req, res, cached, "hit");
      return;
    }
    if (req.method === "HEAD") {
      next();
      return;
    }
    captureRender(req, res, key, cache.generation);
    next();
  };
}

/**
 * Holds the render's body back until it is complete, then stores it when it may be shared and
 * sends it with its validator; anything else goes out as it was rendered.
 */
function captureRender(req: Request, res: Response, key: string, generation: number): void {
  const headersBefore = new Set(Object.keys(res.getHeaders()));
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    res.write = write;
    res.end = end;
    const body = Buffer.concat(chunks);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
    const cacheControl = String(res.getHeader("Cache-Control") ?? "");
    const shareable =
      res.statusCode === 200 &&
      !res.hasHeader("Set-Cookie") &&
      !/no-store|private/i.test(cacheControl) &&
      /^text\/html/i.test(String(res.getHeader("Content-Type") ?? ""));
    if (!shareable) {
      res.setHeader(CACHE_STATUS, "bypass");
      return end(body, done);
    }
    const headers: CachedPage["headers"] = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (headersBefore.has(name) || NOT_REPLAYED.has(name) || value === undefined) continue;
      headers[name] = typeof value === "number" ? String(value) : value;
    }
    const page = getRenderCache().set(key, { html: body.toString("utf8"), nonce: cspNonce(res), headers, generation });
    res.removeHeader("Content-Length");
    send(req, res, page, "miss");
    if (done) res.once("finish", done);
    return res;
  }) as Response["end"];
}
