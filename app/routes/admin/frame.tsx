import { Outlet } from "react-router";
import { AdminBrand } from "~/components/admin/admin-brand";
import { ErrorPage } from "~/components/layout/error-page";
import type { I18nHandle } from "~/i18n/i18n";
import { noStore } from "~/server/no-store.server";
import type { Route } from "./+types/frame";

export const handle = { i18n: ["admin"] } satisfies I18nHandle;

/** Signing in and setting up two-factor: never kept by a browser or a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/**
 * The admin area's frame for the pages before the panel: log-in and two-factor set-up. It is not
 * the public site's chrome, and it guards nothing: each of these pages decides who may see it.
 */
function AdminFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted">
      <header className="flex h-12 items-center gap-2 border-border border-b bg-background px-4">
        <AdminBrand linkToPanel={false} />
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
