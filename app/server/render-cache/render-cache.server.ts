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

/** What a cached page's inline scripts carry in place of the request's CSP nonce. */
export const NONCE_PLACEHOLDER = "__render_cache_nonce__";

export interface CachedPage {
  /** The HTML with every occurrence of its render's nonce replaced by NONCE_PLACEHOLDER. */
  body: string;
  /** Headers the page's render set (content type, Vary…), never Set-Cookie. */
  headers: Record<string, string | string[]>;
  /** Weak validator over `body`, stable across nonces and processes. */
  etag: string;
  generation: number;
}

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

export class RenderCache {
  #generation = 0;
  #bytes = 0;
  /** A Map keeps insertion order: a hit moves its entry to the end, so the first is the least recently used. */
  readonly #entries = new Map<string, Stored>();
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
    this.#bytes = 0;
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
    }: { html: string; nonce?: string; headers: CachedPage["headers"]; generation: number },
    now = Date.now(),
  ): CachedPage {
    const body = nonce ? html.split(nonce).join(NONCE_PLACEHOLDER) : html;
    const page: CachedPage = { body, headers, etag: weakEtag(body), generation };
    const bytes = Buffer.byteLength(body) + 512;
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

export function weakEtag(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** The page as sent to one request: its nonce in place of the placeholder. */
export function withNonce(body: string, nonce: string | undefined): string {
  return body.includes(NONCE_PLACEHOLDER) ? body.split(NONCE_PLACEHOLDER).join(nonce ?? "") : body;
}

const holder = globalThis as typeof globalThis & { __movematchRenderCache?: RenderCache };

/** The process's cache (on globalThis: Vite re-evaluates modules in development). */
export function getRenderCache(): RenderCache {
  holder.__movematchRenderCache ??= new RenderCache();
  return holder.__movematchRenderCache;
}
