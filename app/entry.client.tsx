import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale } from "./i18n/config";
import { loadCatalogue } from "./i18n/i18n";
import { documentReference, RequestReference } from "./lib/request-reference";

// The server rendered the page in <html lang>; only that language's catalogue is downloaded, and
// its staff namespaces only on the admin panel's and the back office's pages.
const lang = document.documentElement.lang;
const staff = /^\/(admin|partner\/admin)(\/|$)/.test(window.location.pathname);
// An error page shows the reference of the request that rendered it: hydrated, it shows the same.
const reference = documentReference();
loadCatalogue(isLocale(lang) ? lang : DEFAULT_LOCALE, { staff }).then(() => {
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
