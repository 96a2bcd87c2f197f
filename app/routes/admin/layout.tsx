import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/admin-sidebar";
import { readSidebarCollapsed } from "~/components/admin/sidebar-state";
import { ErrorPage } from "~/components/layout/error-page";
import { requireStaffArea, staffContext } from "~/server/auth/middleware.server";
import type { Route } from "./+types/layout";

/** Every route below runs behind this guard: staff or admin, two-factor on, session under 8 hours. */
export const middleware: Route.MiddlewareFunction[] = [requireStaffArea];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  return {
    user: { firstName: user.firstName, lastName: user.lastName, name: user.name, role: user.role },
    sidebarCollapsed: readSidebarCollapsed(request.headers.get("cookie")),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell initialCollapsed={loaderData.sidebarCollapsed}>
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
