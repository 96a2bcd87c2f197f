import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { adminMeta } from "~/components/admin/meta";
import { getDashboardStats } from "~/server/admin/dashboard.server";
import { staffContext } from "~/server/auth/middleware.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => adminMeta();

/** The spec links to `/admin?tab=quotes|partners|contacts`; each tab is now a page of its own. */
const TAB_PAGES = new Map([
  ["quotes", "/admin/quote-requests"],
  ["partners", "/admin/partners"],
  ["contacts", "/admin/contacts"],
]);
/** The list parameters a tab link carries over to its page. */
const LIST_PARAMS = ["q", "status", "page"];

/** GET /admin: the stat cards; an old tab link is redirected to its list, with its filters. */
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
  return {
    user: { firstName: user.firstName, lastName: user.lastName, name: user.name, role: user.role },
    stats: await getDashboardStats(),
  };
}

function StatCard({ label, value, hint, to }: { label: string; value: string | number; hint?: string; to?: string }) {
  const body = (
    <>
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="mt-1 font-bold text-2xl">{value}</p>
      {hint ? <p className="mt-1 text-muted-foreground text-xs">{hint}</p> : null}
    </>
  );
  const className = "block rounded-lg border border-border bg-background p-4";
  return to ? (
    <Link to={to} className={`${className} hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-ring`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, stats } = loaderData;
  const { t } = useTranslation("admin");
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name;
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <h1 className="font-bold text-2xl">{t("greeting", { name })}</h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("stats.quoteRequests")}
          value={stats.quoteRequests}
          hint={t("stats.pending", { count: stats.pendingQuoteRequests })}
          to="/admin/quote-requests"
        />
        <StatCard
          label={t("stats.partners")}
          value={stats.partners}
          hint={t("stats.applications", { count: stats.pendingApplications })}
          to="/admin/partners"
        />
        <StatCard label={t("stats.contacts")} value={stats.contacts} to="/admin/contacts" />
        <StatCard label={t("stats.role")} value={user.role === "admin" ? t("roles.admin") : t("roles.staff")} />
      </div>
    </div>
  );
}
