import { Outlet, useNavigate } from "react-router";
import { readSidebarCollapsed, SIDEBAR_COOKIES } from "~/components/layout/sidebar-state";
import { LeadNoticesButton, showLeadNotice, useLeadNoticesOn } from "~/components/partner/lead-notices";
import { PartnerShell } from "~/components/partner/partner-sidebar";
import { EVERY_PAGE_NAMESPACE, type I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { PARTNER_INVITATIONS_PATH } from "~/lib/lead-rules";
import { PARTNER_LIVE_PATH, useLiveRevalidation } from "~/lib/live-updates";
import { partnerContext, requirePartnerArea } from "~/server/auth/middleware.server";
import { noStore } from "~/server/no-store.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { getWorkCounts } from "~/server/partners/work-counts.server";
import { countsOfRequest } from "~/server/request-context.server";
import type { Route } from "./+types/layout";

export const handle = { i18n: EVERY_PAGE_NAMESPACE } satisfies I18nHandle;

/** Every route below runs behind this guard: a member of an approved partner company. */
export const middleware: Route.MiddlewareFunction[] = [noStore, requirePartnerArea];

/** The frame of the partner back office: who is signed in, the sidebar's state and its counts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Read before the counts: the live stream's first connection asks for what changed since.
  const liveSince = Date.now();
  const partner = context.get(partnerContext);
  return {
    companyName: partner.company.name,
    email: partner.user.email,
    isOwner: partner.memberRole === "owner",
    sidebarCollapsed: readSidebarCollapsed(request.headers.get("cookie"), SIDEBAR_COOKIES.partner),
    counts: await getWorkCounts(scopeOf(partner), { shared: countsOfRequest(context), base: partner.base }),
    liveSince,
  };
}

export default function PartnerLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("backOffice");
  const navigate = useNavigate();
  const noticesOn = useLeadNoticesOn();
  // Every screen's data (the sidebar's counts, Find work, Invitations, a lead's slots) is loaded
  // again when the company's live stream says something it shows changed (decision 020).
  useLiveRevalidation(PARTNER_LIVE_PATH, {
    since: loaderData.liveSince,
    // Notices are for a tab in the background too.
    whileHidden: noticesOn,
    onMessage: (message) => {
      if (message.kind !== "invitation") return;
      showLeadNotice({ title: t("live.noticeTitle"), body: t("live.noticeBody") }, `lead-${message.request}`, () =>
        navigate(PARTNER_INVITATIONS_PATH),
      );
    },
  });
  return (
    <PartnerShell
      initialCollapsed={loaderData.sidebarCollapsed}
      counts={loaderData.counts}
      companyName={loaderData.companyName}
      email={loaderData.email}
      isOwner={loaderData.isOwner}
      headerControls={<LeadNoticesButton />}
    >
      <Outlet />
    </PartnerShell>
  );
}
