import { useEffect, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/ui/sonner";
import { DEFAULT_LOCALE, resolveLocale } from "~/i18n/config";
import { createI18n } from "~/i18n/i18n";
import { getEnv } from "~/server/env.server";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  // Only configured contacts: a page leaves out any that is missing (useSupportContacts).
  const support = {
    email: env.SUPPORT_EMAIL,
    phone: env.SUPPORT_PHONE,
    emergencyPhone: env.EMERGENCY_PHONE,
    partnerPhone: env.PARTNER_PHONE,
  };
  return data(
    { locale: resolveLocale(request.headers), appUrl: env.APP_URL, support },
    { headers: { Vary: "Cookie, Accept-Language" } },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = rootData?.locale ?? DEFAULT_LOCALE;
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const { pathname } = useLocation();
  // The admin panel is a workspace with its own frame (AdminShell), not a page of the site.
  const workspace = pathname === "/admin" || pathname === "/admin/";

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
          {workspace ? null : <SiteHeader pathname={pathname} />}
          <main id="main" className="flex-1">
            {children}
          </main>
          {workspace ? null : <SiteFooter locale={locale} pathname={pathname} />}
          <Toaster richColors position="top-center" closeButton />
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
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
  // Marks the moment the page's controls respond: browser tests wait for it before using them.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = notFound ? t("errors.notFoundTitle") : t("errors.serverErrorTitle");
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${title} | MoveMatch`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-semibold text-brand-600">{t("errors.statusCode", { status })}</p>
      <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{notFound ? t("errors.notFoundBody") : t("errors.serverErrorBody")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t("errors.goHome")}
        </Link>
        <Link to="/quote" className="rounded-md border border-border px-5 py-2.5 font-semibold hover:bg-muted">
          {t("errors.getQuotes")}
        </Link>
      </div>
      {stack ? <pre className="mt-8 overflow-x-auto rounded-md bg-muted p-4 text-left text-xs">{stack}</pre> : null}
    </section>
  );
}
