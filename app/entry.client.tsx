import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale } from "./i18n/config";
import { loadCatalogue, pageNamespaces } from "./i18n/i18n";
import { documentReference, RequestReference } from "./lib/request-reference";

/**
 * The modules of the routes the server rendered: React Router's inline module script imports
 * them and lists them here before it imports this file.
 */
declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>;
  }
}

// The server rendered the page in <html lang>; only that language's catalogue is downloaded, and
// of it the core and the namespaces the page's routes name in their handles: all the page
// renders, so that hydration never waits for a text.
const lang = document.documentElement.lang;
const namespaces = pageNamespaces(
  Object.values(window.__reactRouterRouteModules ?? {}).map((module) => ({ handle: module?.handle })),
);
// An error page shows the reference of the request that rendered it: hydrated, it shows the same.
const reference = documentReference();
loadCatalogue(isLocale(lang) ? lang : DEFAULT_LOCALE, namespaces).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RequestReference.Provider value={reference}>
          <HydratedRouter />
        </RequestReference.Provider>
      </StrictMode>,
    );
  });
});
