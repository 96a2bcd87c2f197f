import { useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { data, Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { AppScripts } from "~/components/layout/app-scripts";
import { ErrorPage } from "~/components/layout/error-page";
import { ToasterSlot } from "~/components/ui/toaster-slot";
import { localeOfAddress, resolveLocale } from "~/i18n/addresses";
import { DEFAULT_LOCALE } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18n";
import { usePageNamespaces, useTranslation } from "~/i18n/use-translation";
import { documentHydration, type HydrationHandle } from "~/lib/hydration";
import { getEnv } from "~/server/env.server";
import { recordRoutePattern } from "~/server/observability/request-scope.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // A precedence makes React send the stylesheet before the scripts' modulepreloads: the first
  // paint waits for it, not for them.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The document itself (skip link, toasts slot, error page) works without JavaScript.
export const handle = { hydrate: false } satisfies HydrationHandle;

/** Names the matched route (its pattern) for the request's access line and metrics. */
export const middleware: Route.MiddlewareFunction[] = [recordRoutePattern];

export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  // Only configured contacts: a page leaves out any that is missing (useSupportContacts).
  const support = {
    email: env.SUPPORT_EMAIL,
    phone: env.SUPPORT_PHONE,
    emergencyPhone: env.EMERGENCY_PHONE,
    partnerPhone: env.PARTNER_PHONE,
  };
  // A public page's address names its language; any other page varies with the preference.
  const namedByAddress = localeOfAddress(new URL(request.url).pathname) !== undefined;
  return data(
    { locale: resolveLocale(request), appUrl: env.APP_URL, support },
    namedByAddress ? undefined : { headers: { Vary: "Cookie, Accept-Language" } },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = rootData?.locale ?? DEFAULT_LOCALE;
  const i18n = i18nFor(locale);
  // Decided once, by the document request: a page that works without JavaScript is sent without
  // the app's scripts. A browser running the app keeps them (and ScrollRestoration's navigation
  // handling) whatever page it moves to.
  const matches = useMatches();
  const [hydration] = useState(() => documentHydration(matches));

  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d56e0" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nextProvider i18n={i18n}>
          <SkipLink />
          {children}
          <ToasterSlot richColors position="top-center" closeButton />
        </I18nextProvider>
        <AppScripts hydration={hydration} />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-card"
    >
      {t("skipToContent")}
    </a>
  );
}

export default function App() {
  usePageNamespaces(useMatches());
  // Marks the moment the page's controls respond: browser tests wait for it before using them.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

/** Errors outside any area (and an area's own boundary re-uses this page inside its frame). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="flex-1">
      <ErrorPage error={error} />
    </main>
  );
}
