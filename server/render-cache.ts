import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import Negotiator from "negotiator";
import vary from "vary";
import { LOCALE_COOKIE, preferredLocale } from "~/i18n/config";
import { PUBLIC_PAGES } from "~/i18n/public-pages";
import { nameRoute } from "~/server/observability/request-scope.server";
import {
  bodyWithNonce,
  type CachedPage,
  getRenderCache,
  headersWithNonce,
} from "~/server/render-cache/render-cache.server";
import { newNonce } from "./security-headers";

/**
 * Serves anonymous visitors' public pages from the render cache and gives them HTTP validators
 * (docs/decisions/008-render-cache.md). Only the public pages marked `cached` (in English and
 * under /lt/, app/i18n/public-pages.ts), only GET and HEAD, only without
 * cookies other than the language: a signed-in visitor, a token page or a back-office page
 * never reaches the cache, and neither does a response that is not a 200 or that sets a cookie.
 *
 * A stored page keeps every header its render sent, security headers included, so a hit is
 * answered before Express with a new nonce (server.js); Express only sees the misses.
 */
const PUBLIC_PAGE = new RegExp(
  `^/(?:lt(?=/|$)/?)?(?:${PUBLIC_PAGES.filter((page) => page.cached)
    .map((page) => page.path.replace(/:\w+/g, "[\\w-]+"))
    .join("|")})$`,
);

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
function cacheKey(req: IncomingMessage): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? "" : url.slice(query);
  if (!PUBLIC_PAGE.test(path)) return undefined;
  if (!onlyLanguageCookie(req.headers.cookie)) return undefined;
  if (/[?&][^=]*token/i.test(search)) return undefined;
  // A public page's address names its language, so the address is the key; only the home page
  // sends a visitor who prefers Lithuanian on to /lt, which is not a page to keep.
  if (path === "/" && prefersLithuanian(req)) return undefined;
  return `${path}${search}`;
}

function prefersLithuanian(req: IncomingMessage): boolean {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  if (req.headers["accept-language"]) headers.set("accept-language", req.headers["accept-language"]);
  return preferredLocale(headers) === "lt";
}

function cspNonce(res: Response): string | undefined {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === "string" && nonce.length > 0 ? nonce : undefined;
}

function etagMatches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

/**
 * Sets the validators and caching headers of a stored page; answers 304 when the browser's copy
 * is current and returns false, otherwise returns true for the caller to send the body.
 */
function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage, status: "hit" | "miss"): boolean {
  res.setHeader(CACHE_STATUS, status);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  // The home page's answer depends on the language preference (it may send the visitor to /lt).
  if ((req.url ?? "/").split("?")[0] === "/") vary(res, ["Cookie", "Accept-Language"]);
  res.setHeader("ETag", page.etag);
  if (!etagMatches(req, page.etag)) return true;
  // The browser keeps the body and headers it has: a new CSP header would carry a nonce its
  // copy of the page does not.
  res.removeHeader("Content-Security-Policy");
  res.statusCode = 304;
  res.end();
  return false;
}

/** The same settings as compression() gives the pages Express renders. */
const COMPRESS = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
} as const;
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
type Encoding = keyof typeof COMPRESS;

function acceptedEncoding(req: IncomingMessage): Encoding | undefined {
  if (req.method === "HEAD") return undefined;
  // negotiator 0.6.4 takes the server's preference second, as compression() passes it; its types omit it.
  const negotiator = new Negotiator(req) as Negotiator & { encoding(available: string[], preferred: string[]): string };
  const chosen = negotiator.encoding(["br", "gzip", "identity"], ["br", "gzip"]);
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/** A one-part page is compressed once per encoding; a page with a nonce, for each response. */
function compressed(page: CachedPage, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const compress = () => (encoding === "br" ? COMPRESS.br(body, BROTLI_OPTIONS) : COMPRESS.gzip(body));
  if (page.parts.length > 1) return compress();
  let copy = page.compressed.get(encoding);
  if (!copy) {
    copy = compress();
    page.compressed.set(encoding, copy);
  }
  return copy;
}

function sendBody(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Answers a request from a stored page, with a nonce of its own; false when there is none. */
function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
  const key = cacheKey(req);
  const page = key === undefined ? undefined : getRenderCache().get(key);
  if (!page) return false;
  nameRoute("render-cache");
  const nonce = newNonce();
  for (const [name, value] of headersWithNonce(page, nonce)) res.setHeader(name, value);
  if (!answer(req, res, page, "hit")) return true;
  res.statusCode = 200;
  vary(res, "Accept-Encoding");
  const body = bodyWithNonce(page, nonce);
  const encoding = acceptedEncoding(req);
  if (!encoding) {
    sendBody(req, res, body);
    return true;
  }
  compressed(page, body, encoding).then(
    (bytes) => {
      res.setHeader("Content-Encoding", encoding);
      sendBody(req, res, bytes);
    },
    () => sendBody(req, res, body),
  );
  return true;
}

/** Headers not kept with a stored render: per response, or recomputed for each answer. */
const NOT_STORED = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
  "date",
  "connection",
  "x-request-id",
  CACHE_STATUS.toLowerCase(),
]);

/**
 * The render cache: `serveHit` answers from it ahead of Express (server.js mounts it first),
 * `keepRender` is the Express middleware that stores what a missed page renders.
 */
export function renderCache(enabled: boolean) {
  return {
    serveHit: enabled ? serveHit : () => false,
    keepRender(req: Request, res: Response, next: NextFunction): void {
      const key = enabled && req.method === "GET" ? cacheKey(req) : undefined;
      if (key) captureRender(req, res, key, getRenderCache().generation);
      next();
    },
  };
}

/**
 * Holds the render's body back until it is complete, then stores it when it may be shared and
 * sends it with its validator; anything else goes out as it was rendered.
 */
function captureRender(req: Request, res: Response, key: string, generation: number): void {
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
      if (NOT_STORED.has(name) || value === undefined) continue;
      headers[name] = typeof value === "number" ? String(value) : value;
    }
    const page = getRenderCache().set(key, { html: body, nonce: cspNonce(res), headers, generation });
    res.removeHeader("Content-Length");
    // compression() is mounted before the app, so this body is compressed as any render is.
    if (answer(req, res, page, "miss")) end(body);
    if (done) res.once("finish", done);
    return res;
  }) as Response["end"];
}
