import { createContext, useContext } from "react";
import { useLocation } from "react-router";

/**
 * The id of the request that rendered the document (X-Request-Id), which an error page shows so
 * that a person reporting it can be matched with the server's log lines. The server provides it
 * (app/entry.server.tsx); the browser reads it back from the page it hydrates
 * (app/entry.client.tsx) with the address it belongs to, since an error met after a navigation
 * in the browser came from another request.
 */
export interface RequestReferenceValue {
  reference: string;
  /** The document's path and query in the browser; undefined on the server, where there is one. */
  path?: string;
}

export const RequestReference = createContext<RequestReferenceValue | undefined>(undefined);

/** The attribute of the element that shows it, read back by the browser. */
export const REFERENCE_ATTRIBUTE = "data-request-reference";

/** The reference printed in the document being hydrated, if it shows one. */
export function documentReference(): RequestReferenceValue | undefined {
  const reference = document.querySelector(`[${REFERENCE_ATTRIBUTE}]`)?.getAttribute(REFERENCE_ATTRIBUTE);
  return reference ? { reference, path: window.location.pathname + window.location.search } : undefined;
}

/** The reference of the request that rendered this page, or undefined when the page came from elsewhere. */
export function useRequestReference(): string | undefined {
  const value = useContext(RequestReference);
  const location = useLocation();
  if (!value) return undefined;
  return value.path === undefined || value.path === location.pathname + location.search ? value.reference : undefined;
}
