import { createContext, type ReactElement } from "react";

/**
 * How the server turns a React element into HTML on its own: react-dom/server's
 * renderToStaticMarkup, provided by app/entry.server.tsx so that the browser bundle does not
 * carry it. Absent in the browser.
 */
export const StaticMarkup = createContext<((element: ReactElement) => string) | undefined>(undefined);
