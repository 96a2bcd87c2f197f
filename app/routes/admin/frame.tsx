import { HouseIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { SITE_NAME } from "~/lib/constants";
import type { Route } from "./+types/frame";

/**
 * The admin area's frame for the pages before the panel: log-in and two-factor set-up. It is not
 * the public site's chrome, and it guards nothing: each of these pages decides who may see it.
 */
function AdminFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex min-h-svh flex-col bg-muted">
      <header className="flex h-12 items-center gap-2 border-border border-b bg-background px-4">
        <span className="flex items-center gap-2 font-bold tracking-tight">
          <span className="grid size-7 place-items-center rounded-md bg-brand-600 text-white">
            <HouseIcon aria-hidden="true" className="size-4" />
          </span>
          {t("shell.brand", { siteName: SITE_NAME })}
        </span>
        <Link to="/" className="ml-auto text-muted-foreground text-sm hover:text-foreground hover:underline">
          {t("shell.viewSite")}
        </Link>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

export default function AdminFrameLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminFrame>
      <ErrorPage error={error} />
    </AdminFrame>
  );
}
