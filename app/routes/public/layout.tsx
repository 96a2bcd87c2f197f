import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { DEFAULT_LOCALE } from "~/i18n/config";
import type { HydrationHandle } from "~/lib/hydration";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/layout";

// The header, footer and mobile menu work without JavaScript: each page decides for itself.
export const handle = { hydrate: false } satisfies HydrationHandle;

/** The public site's frame: header, main content, footer. Its error pages keep the frame. */
function PublicFrame({ children }: { children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const locale = useRouteLoaderData<typeof rootLoader>("root")?.locale ?? DEFAULT_LOCALE;
  return (
    <>
      <SiteHeader pathname={pathname} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} returnTo={`${pathname}${search}`} />
    </>
  );
}

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PublicFrame>
      <ErrorPage error={error} />
    </PublicFrame>
  );
}
