import { useEffect, useRef } from "react";
import { href, useRevalidator } from "react-router";

/**
 * Live updates in the browser (docs/decisions/020-live-updates.md): a page opens one
 * Server-Sent Events stream and loads its data again when the server says something it shows
 * changed. Without JavaScript nothing connects and the page works as before, current at each load.
 */

/** What a live stream sends: a kind and ids its audience may already see, nothing more. */
export type LiveMessage =
  /** A lead was offered to the company. */
  | { kind: "invitation"; request: string }
  /** The company's own lead or quote changed, or a request it holds a lead on. */
  | { kind: "lead"; request: string }
  /** A request in the company's reach (Find work) is new, took a slot or closed; or its own reach changed. */
  | { kind: "work"; request?: string }
  /** The customer's request, its companies or its quotes changed. */
  | { kind: "request" }
  /** Changes may have been missed: load again. */
  | { kind: "resync" };

const KINDS = new Set<string>(["invitation", "lead", "work", "request", "resync"]);

export const PARTNER_LIVE_PATH = href("/partner/admin/live");
export const customerRequestLivePath = (token: string) =>
  href("/my-request/:token/live", { token: encodeURIComponent(token) });

/** The query parameter of a stream's first connection: when the page's data was read (ms). */
export const LIVE_SINCE_PARAM = "since";

/** Events closer together than this cause one reload; a steady flow still reloads this often. */
export const LIVE_DEBOUNCE_MS = 300;
export const LIVE_MAX_WAIT_MS = 1_500;

export function parseLiveMessage(data: string): LiveMessage | null {
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== "object" || message === null) return null;
    const kind = (message as { kind?: unknown }).kind;
    return typeof kind === "string" && KINDS.has(kind) ? (message as LiveMessage) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the page's loaders current: opens an EventSource on `url` (the first connection says when
 * the page's data was read, `since`, so that a change in between is not missed) and revalidates
 * once per burst of events, and once after a gap in the connection (the browser's own retry, or
 * the tab shown again). Hidden tabs let go of their connection unless `whileHidden`.
 */
export function useLiveRevalidation(
  url: string,
  {
    since,
    whileHidden = false,
    onMessage,
  }: { since?: number; whileHidden?: boolean; onMessage?: (message: LiveMessage) => void } = {},
): void {
  const { revalidate } = useRevalidator();
  const latest = useRef({ revalidate, onMessage });
  latest.current = { revalidate, onMessage };
  // Only the first connection asks for what happened since the page was read.
  const firstSince = useRef(since);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let burstStartedAt = 0;
    let connectedBefore = false;

    const reload = () => {
      timer = undefined;
      burstStartedAt = 0;
      void latest.current.revalidate();
    };
    const schedule = () => {
      const now = Date.now();
      if (burstStartedAt === 0) burstStartedAt = now;
      clearTimeout(timer);
      timer = setTimeout(reload, Math.max(0, Math.min(LIVE_DEBOUNCE_MS, burstStartedAt + LIVE_MAX_WAIT_MS - now)));
    };
    const open = () => {
      let address = url;
      if (!connectedBefore && firstSince.current !== undefined) {
        address += `${url.includes("?") ? "&" : "?"}${LIVE_SINCE_PARAM}=${firstSince.current}`;
      }
      const current = new EventSource(address);
      current.onopen = () => {
        // Connected again after a gap: whatever changed meanwhile is unknown.
        if (connectedBefore) schedule();
        connectedBefore = true;
      };
      current.onmessage = (event: MessageEvent<string>) => {
        const message = parseLiveMessage(event.data);
        if (!message) return;
        latest.current.onMessage?.(message);
        schedule();
      };
      source = current;
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") {
        if (!whileHidden) close();
      } else if (!source) {
        open();
      }
    };
    if (whileHidden || document.visibilityState !== "hidden") open();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      clearTimeout(timer);
      close();
    };
  }, [url, whileHidden]);
}
