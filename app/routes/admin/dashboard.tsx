import { href, redirect, useLocation, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/meta";
import { AdminRouteError } from "~/components/admin/route-error";
import { WorkQueueSections } from "~/components/admin/work-queue";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { Badge } from "~/components/ui/badge";
import { useTranslation } from "~/i18n/use-translation";
import { getWorkQueue } from "~/server/admin/dashboard.server";
import { staffContext } from "~/server/auth/middleware.server";
import type { Route } from "./+types/dashboard";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** The spec links to `/admin?tab=quotes|partners|contacts`; each tab is now a page of its own. */
const TAB_PAGES = new Map([
  ["quotes", href("/admin/quote-requests")],
  ["partners", href("/admin/partners")],
  ["contacts", href("/admin/contacts")],
]);
/** The list parameters a tab link carries over to its page. */
const LIST_PARAMS = ["q", "status", "page"];

/**
 * GET /admin: the work queue (requests short of claims or unclaimed, partners never offered a
 * lead, applications waiting), read at one moment; an old tab link is redirected to its list,
 * with its filters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tabPage = TAB_PAGES.get(url.searchParams.get("tab") ?? "");
  if (tabPage) {
    const kept = new URLSearchParams();
    for (const name of LIST_PARAMS) {
      const value = url.searchParams.get(name);
      if (value) kept.set(name, value);
    }
    throw redirect(kept.size > 0 ? `${tabPage}?${kept}` : tabPage);
  }
  const user = context.get(staffContext);
  const now = new Date();
  return {
    user: { firstName: user.firstName, lastName: user.lastName, name: user.name, role: user.role },
    now: now.toISOString(),
    queue: await getWorkQueue({ now }),
    metaTitle: adminPageTitle(request),
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, now, queue } = loaderData;
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const location = useLocation();
  // As the lists do: while this page's next version loads, it says so.
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name;
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="grid gap-1">
        <ScreenHeading>{t("greeting", { name })}</ScreenHeading>
        <p className="text-muted-foreground text-sm">
          {t("stats.role")}:{" "}
          <Badge variant="secondary">{user.role === "admin" ? t("roles.admin") : t("roles.staff")}</Badge>
        </p>
      </div>
      <section aria-labelledby="work-queue-title" aria-busy={loading} className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="work-queue-title" className="font-semibold text-xl">
            {t("workQueue.title")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("workQueue.intro")}</p>
        </div>
        {loading ? (
          <p role="status" className="text-muted-foreground text-sm">
            {t("list.loading")}
          </p>
        ) : null}
        <WorkQueueSections queue={queue} now={now} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
