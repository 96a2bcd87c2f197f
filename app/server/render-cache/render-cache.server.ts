import { createHash } from "node:crypto";

/**
 * Rendered public pages kept in memory, so an anonymous visitor's page is one map lookup
 * instead of a React render and its queries (docs/decisions/008-render-cache.md).
 *
 * Invalidation is a generation number: any change to what public pages show (a review
 * published, a company edited, a partner approved…) bumps it, and an entry stored under an
 * older generation is a miss. A render that started before a bump is never stored under the new
 * generation, so it cannot bring old data back.
 */

export interface CachedPage {
  /**
   * The HTML split where its render's CSP nonce was: a response joins the parts with its own
   * nonce. A page without inline scripts is one part.
   */
  parts: Buffer[];
  /** Every header the render sent (security headers, content type, Vary…), never Set-Cookie; NONCE in place of the nonce. */
  headers: Record<string, string | string[]>;
  /** Weak validator over the parts, stable across nonces and processes. */
  etag: string;
  generation: number;
  /** Compressed copies of a one-part page, made once per encoding on first use. */
  compressed: Map<string, Promise<Buffer>>;
}

/** What a stored header carries in place of its render's nonce. */
const NONCE = "__render_cache_nonce__";

export interface RenderCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** Pages also show time ("3 days ago"): no entry outlives this, invalidated or not. */
  ttlMs: number;
}

export const DEFAULT_RENDER_CACHE_OPTIONS: RenderCacheOptions = {
  maxEntries: 2_000,
  maxBytes: 64 * 1024 * 1024,
  ttlMs: 5 * 60_000,
};

interface Stored {
  page: CachedPage;
  bytes: number;
  expiresAt: number;
}

interface RememberedRead {
  value: Promise<unknown>;
  expiresAt: number;
}

export class RenderCache {
  #generation = 0;
  #bytes = 0;
  /** A Map keeps insertion order: a hit moves its entry to the end, so the first is the least recently used. */
  readonly #entries = new Map<string, Stored>();
  readonly #reads = new Map<string, RememberedRead>();
  readonly #options: RenderCacheOptions;

  constructor(options: RenderCacheOptions = DEFAULT_RENDER_CACHE_OPTIONS) {
    this.#options = options;
  }

  get generation(): number {
    return this.#generation;
  }

  /** Every page stored so far is out of date. */
  invalidateAll(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#reads.clear();
    this.#bytes = 0;
  }

  /**
   * A read the public pages share (the cities, the directory's figures, the latest reviews),
   * kept as a page is: until the next change announcement or the TTL, whether or not rendered
   * pages are kept (RENDER_CACHE). Callers at the same time share one read; a failed read is not
   * kept. The value is frozen, as every caller gets the same one.
   */
  remember<T>(key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
    const kept = this.#reads.get(key);
    if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
    const value = read().then(deepFreeze);
    const entry: RememberedRead = { value, expiresAt: now + this.#options.ttlMs };
    this.#reads.set(key, entry);
    value.catch(() => {
      if (this.#reads.get(key) === entry) this.#reads.delete(key);
    });
    return value;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const stored = this.#entries.get(key);
    if (!stored) return undefined;
    this.#delete(key);
    if (stored.expiresAt <= now || stored.page.generation !== this.#generation) return undefined;
    this.#entries.set(key, stored);
    this.#bytes += stored.bytes;
    return stored.page;
  }

  /**
   * Stores a page rendered while `generation` was current and returns it; a page whose render
   * overlapped an invalidation is returned but not stored.
   */
  set(
    key: string,
    {
      html,
      nonce,
      headers,
      generation,
    }: { html: Buffer; nonce?: string; headers: CachedPage["headers"]; generation: number },
    now = Date.now(),
  ): CachedPage {
    const parts = nonce ? splitAt(html, nonce) : [html];
    const stored: CachedPage["headers"] = {};
    for (const [name, value] of Object.entries(headers)) {
      stored[name] = nonce ? replaceInHeader(value, nonce, NONCE) : value;
    }
    const page: CachedPage = { parts, headers: stored, etag: weakEtag(parts), generation, compressed: new Map() };
    // Compressed copies are a fraction of the HTML; the margin counts them and the headers.
    const bytes = Math.ceil(html.length * 1.3) + 1024;
    if (generation !== this.#generation || bytes > this.#options.maxBytes) return page;
    this.#delete(key);
    this.#entries.set(key, { page, bytes, expiresAt: now + this.#options.ttlMs });
    this.#bytes += bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#options.maxEntries && this.#bytes <= this.#options.maxBytes) break;
      this.#delete(oldest);
    }
    return page;
  }

  #delete(key: string): void {
    const stored = this.#entries.get(key);
    if (!stored) return;
    this.#entries.delete(key);
    this.#bytes -= stored.bytes;
  }

  get size(): number {
    return this.#entries.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

function weakEtag(parts: readonly Buffer[]): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update(NONCE);
  return `W/"${hash.digest("base64url")}"`;
}

function splitAt(body: Buffer, separator: string): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator, from); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + Buffer.byteLength(separator);
  }
  parts.push(body.subarray(from));
  return parts;
}

function replaceInHeader(value: string | string[], from: string, to: string): string | string[] {
  return Array.isArray(value) ? value.map((item) => item.split(from).join(to)) : value.split(from).join(to);
}

/** The page's HTML as sent to one response, with that response's nonce. */
export function bodyWithNonce(page: CachedPage, nonce: string): Buffer {
  const [only] = page.parts;
  if (page.parts.length === 1 && only) return only;
  const separator = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/** The page's headers as sent to one response, with that response's nonce. */
export function headersWithNonce(page: CachedPage, nonce: string): [string, string | string[]][] {
  return Object.entries(page.headers).map(([name, value]) => [name, replaceInHeader(value, NONCE, nonce)]);
}

const holder = globalThis as typeof globalThis & { __movematchRenderCache?: RenderCache };

/** The process's cache (on globalThis: Vite re-evaluates modules in development). */
export function getRenderCache(): RenderCache {
  holder.__movematchRenderCache ??= new RenderCache();
  return holder.__movematchRenderCache;
}
