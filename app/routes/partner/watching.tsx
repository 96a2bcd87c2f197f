import { ScreenHeading } from "~/components/layout/screen-heading";
import { LeadCardList } from "~/components/leads/lead-card-list";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { PARTNER_FIND_WORK_PATH } from "~/lib/lead-rules";
import { pageTitle } from "~/lib/seo";
import { todayInUk } from "~/lib/uk-time";
import { partnerContext } from "~/server/auth/middleware.server";
import { listWatching } from "~/server/leads/find-work.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/watching";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Watching") },
  { name: "robots", content: "noindex" },
];

/**
 * GET /partner/admin/watching: the leads the company saved for later and can still claim, by
 * moving day. A saved lead that filled up, closed or was claimed leaves the list by itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = await listWatching(scopeOf(context.get(partnerContext)));
  return {
    items,
    today: todayInUk(),
    metaTitle: requestT(request, "backOffice")("screens.watching.label"),
  };
}

export default function WatchingPage({ loaderData }: Route.ComponentProps) {
  const { items, today } = loaderData;
  const { t } = useTranslation("leads");
  const { t: tBackOffice } = useTranslation("backOffice");
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <div>
        <ScreenHeading>{tBackOffice("screens.watching.label")}</ScreenHeading>
        <p className="mt-1 text-muted-foreground">{tBackOffice("screens.watching.description")}</p>
      </div>
      <p className="font-semibold text-sm">{t("findWork.results", { count: items.length })}</p>
      <LeadCardList
        cards={items}
        today={today}
        groupByDay
        empty={{
          text: t("findWork.empty.watching"),
          action: { to: PARTNER_FIND_WORK_PATH, label: t("findWork.browse") },
        }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
