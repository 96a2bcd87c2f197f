import { useEffect } from "react";
import { data, Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-sidebar";
import { ErrorPage } from "~/components/layout/error-page";
import { readSidebarCollapsed, SIDEBAR_COOKIES } from "~/components/layout/sidebar-state";
import { toast } from "~/components/ui/sonner";
import { EVERY_PAGE_NAMESPACE, type I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { clearNoticeCookie, readNotice } from "~/server/admin/notice.server";
import { requireStaffArea, staffContext } from "~/server/auth/middleware.server";
import { noStore } from "~/server/no-store.server";
import type { Route } from "./+types/layout";

export const handle = { i18n: EVERY_PAGE_NAMESPACE } satisfies I18nHandle;

/** Every route below runs behind this guard: staff or admin, two-factor on, session under 8 hours. */
export const middleware: Route.MiddlewareFunction[] = [noStore, requireStaffArea];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  // Whichever admin page the log-in sends someone to shows its notice once: the cookie is
  // cleared in the same response (React Router passes loaders' Set-Cookie on).
  const notice = readNotice(request);
  return data(
    {
      role: user.role,
      sidebarCollapsed: readSidebarCollapsed(request.headers.get("cookie"), SIDEBAR_COOKIES.admin),
      notice,
    },
    notice ? { headers: { "set-cookie": clearNoticeCookie() } } : undefined,
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { notice } = loaderData;
  useEffect(() => {
    if (notice === "signed-in") toast.success(t("login.signedIn"));
  }, [notice, t]);
  return (
    <AdminShell initialCollapsed={loaderData.sidebarCollapsed} isAdmin={loaderData.role === "admin"}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="flex-1">
      <ErrorPage error={error} />
    </main>
  );
}
