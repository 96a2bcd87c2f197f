import { Outlet } from "react-router";
import { readSidebarCollapsed, SIDEBAR_COOKIES } from "~/components/layout/sidebar-state";
import { PartnerShell } from "~/components/partner/partner-sidebar";
import { partnerContext, requirePartnerArea } from "~/server/auth/middleware.server";
import { countsOfRequest, getWorkCounts } from "~/server/leads/find-work.server";
import { noStore } from "~/server/no-store.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/layout";

/** Every route below runs behind this guard: a member of an approved partner company. */
export const middleware: Route.MiddlewareFunction[] = [noStore, requirePartnerArea];

/** The frame of the partner back office: who is signed in, the sidebar's state and its counts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  return {
    companyName: partner.company.name,
    email: partner.user.email,
    isOwner: partner.memberRole === "owner",
    sidebarCollapsed: readSidebarCollapsed(request.headers.get("cookie"), SIDEBAR_COOKIES.partner),
    counts: await getWorkCounts(scopeOf(partner), { shared: countsOfRequest(context) }),
  };
}

export default function PartnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PartnerShell
      initialCollapsed={loaderData.sidebarCollapsed}
      counts={loaderData.counts}
      companyName={loaderData.companyName}
      email={loaderData.email}
      isOwner={loaderData.isOwner}
    >
      <Outlet />
    </PartnerShell>
  );
}
