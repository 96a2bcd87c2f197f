import { redirect } from "react-router";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { LeadCardList, LeadPaging, ResultCount } from "~/components/leads/lead-card-list";
import { LeadListControls } from "~/components/leads/lead-list-controls";
import { screenById } from "~/components/partner/back-office-screens";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { PARTNER_FIND_WORK_PATH } from "~/lib/lead-rules";
import {
  DEFAULT_FIND_WORK_PARAMS,
  type FindWorkParams,
  findWorkSearch,
  parseFindWorkParams,
  sortsByDay,
} from "~/lib/schemas/find-work-params";
import { pageTitle } from "~/lib/seo";
import { todayInUk } from "~/lib/uk-time";
import { partnerContext } from "~/server/auth/middleware.server";
import { listFindWork } from "~/server/leads/find-work.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { countsOfRequest } from "~/server/request-context.server";
import type { Route } from "./+types/orders";

const INVITATIONS_PATH = screenById("invitations").href;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Invitations") },
  { name: "robots", content: "noindex" },
];

/**
 * GET /partner/admin/orders?sort&page: Invitations, the leads matching or staff offered to the
 * company that it can still claim (Find work's Recommended tab, on a screen of its own).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  const { sort, page } = parseFindWorkParams(new URL(request.url).searchParams);
  const params: FindWorkParams = { ...DEFAULT_FIND_WORK_PARAMS, sort, page };
  const list = await listFindWork(scopeOf(partner), {
    tab: "recommended",
    sort,
    page,
    shared: countsOfRequest(context),
    base: partner.base,
  });
  if (page > list.page) throw redirect(`${INVITATIONS_PATH}${findWorkSearch({ ...params, page: list.page })}`);
  return {
    params,
    total: list.counts.recommended,
    items: list.items,
    pageCount: list.pageCount,
    morePages: list.morePages,
    today: todayInUk(),
    metaTitle: requestT(request, "backOffice")("screens.invitations.label"),
  };
}

export default function InvitationsPage({ loaderData }: Route.ComponentProps) {
  const { params, total, items, pageCount, morePages, today } = loaderData;
  const { t } = useTranslation("leads");
  const { t: tBackOffice } = useTranslation("backOffice");
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <div>
        <ScreenHeading>{tBackOffice("screens.invitations.label")}</ScreenHeading>
        <p className="mt-1 text-muted-foreground">{tBackOffice("screens.invitations.description")}</p>
      </div>
      <LeadListControls params={params} />
      <p className="font-semibold text-sm" aria-live="polite">
        <ResultCount count={total} />
      </p>
      <LeadCardList
        cards={items}
        today={today}
        groupByDay={sortsByDay(params.sort)}
        empty={{
          text: t("findWork.empty.recommended"),
          action: { to: PARTNER_FIND_WORK_PATH, label: t("findWork.browse") },
        }}
      />
      <LeadPaging
        page={params.page}
        pageCount={pageCount}
        morePages={morePages}
        hrefFor={(page) => `${INVITATIONS_PATH}${findWorkSearch({ ...params, page })}`}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
