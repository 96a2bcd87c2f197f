import { useSyncExternalStore } from "react";
import type { UIMatch } from "react-router";

/**
 * What a route module says about JavaScript in its `handle`:
 * - `hydrate: false`: its part of the page works entirely without it (links, GET forms, plain
 *   posts, native disclosures);
 * - `hydrate: "on-intent"`: it works without it until the visitor reaches for a control marked
 *   `data-hydrate-on-intent`, and needs the app from then on.
 * Nothing said: it needs the app at once (docs/decisions/013-pages-without-javascript.md).
 */
export type HydrationHandle = { hydrate?: false | "on-intent" };

/** How a document loads the app: at once, when the visitor shows intent, or never. */
export type DocumentHydration = "eager" | "on-intent" | "none";

export function documentHydration(matches: readonly Pick<UIMatch, "handle">[]): DocumentHydration {
  const says = matches.map((match) => (match.handle as HydrationHandle | undefined)?.hydrate);
  if (says.some((hydrate) => hydrate === undefined)) return "eager";
  return says.includes("on-intent") ? "on-intent" : "none";
}

const nothingToWatch = () => () => {};

/**
 * False in the server's HTML and while the app takes the page over, true from then on (and at
 * once for anything mounted later). A control that only works with the app is disabled until
 * then, so that pressing it early is visibly not possible rather than silently ignored.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
