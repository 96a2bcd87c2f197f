import type { ReactNode } from "react";
import { Link, redirect } from "react-router";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { LeadCardList, LeadPaging, ResultCount } from "~/components/leads/lead-card-list";
import { LeadListControls } from "~/components/leads/lead-list-controls";
import { PartnerRouteError } from "~/components/partner/route-error";
import { SpriteIcon } from "~/components/ui/icon";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import {
  FIND_WORK_TABS,
  type FindWorkTab,
  JOURNEY_DAYS_AFTER,
  JOURNEY_RADIUS_MILES,
  PARTNER_FIND_WORK_PATH,
  WORK_COUNT_CAP,
  workCountLabel,
} from "~/lib/lead-rules";
import {
  activeFilterCount,
  DEFAULT_FIND_WORK_PARAMS,
  type FindWorkParams,
  findWorkSearch,
  parseFindWorkParams,
  sortsByDay,
} from "~/lib/schemas/find-work-params";
import { pageTitle } from "~/lib/seo";
import { todayInUk } from "~/lib/uk-time";
import { partnerContext } from "~/server/auth/middleware.server";
import { listCityChoices } from "~/server/directory/cities.server";
import { listFindWork } from "~/server/leads/find-work.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { countsOfRequest } from "~/server/request-context.server";
import type { Route } from "./+types/find-work";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Find work") },
  { name: "robots", content: "noindex" },
];

/**
 * GET /partner/admin/find-work?tab&sort&city&radius&page: the open leads the company can claim,
 * in the spec's tabs (app/server/leads/find-work.server.ts defines each), with every tab's count.
 * The URL holds the whole state; a value the page does not know is its default, a city that is
 * not in the list is the company's base, and a page past the end leads to the last page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  const asked = parseFindWorkParams(new URL(request.url).searchParams);
  const cities = await listCityChoices();
  const params: FindWorkParams = {
    ...asked,
    city: cities.some((city) => city.slug === asked.city) ? asked.city : null,
  };
  const list = await listFindWork(scopeOf(partner), {
    tab: params.tab,
    sort: params.sort,
    page: params.page,
    citySlug: params.city ?? undefined,
    radiusMiles: params.radius,
    shared: countsOfRequest(context),
    base: partner.base,
  });
  if (params.page > list.page) {
    throw redirect(`${PARTNER_FIND_WORK_PATH}${findWorkSearch({ ...params, page: list.page })}`);
  }
  return {
    params,
    cities,
    region: list.region,
    counts: list.counts,
    items: list.items,
    pageCount: list.pageCount,
    morePages: list.morePages,
    today: todayInUk(),
    metaTitle: requestT(request, "backOffice")("screens.findWork.label"),
  };
}

export default function FindWorkPage({ loaderData }: Route.ComponentProps) {
  const { params, cities, region, counts, items, pageCount, morePages, today } = loaderData;
  const { t } = useTranslation("leads");
  const { t: tBackOffice } = useTranslation("backOffice");
  const href = (changes: Partial<FindWorkParams>) =>
    `${PARTNER_FIND_WORK_PATH}${findWorkSearch({ ...params, page: 1, ...changes })}`;
  const filters = activeFilterCount(params);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <div>
        <ScreenHeading>{tBackOffice("screens.findWork.label")}</ScreenHeading>
        <p className="mt-1 text-muted-foreground">{t("findWork.intro")}</p>
      </div>

      {counts.recommended > 0 && params.tab !== "recommended" ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-accent-700">
          <SpriteIcon sprite="back-office-icons" name="inbox" className="size-5 shrink-0" />
          <span className="font-semibold">
            {counts.recommended > WORK_COUNT_CAP
              ? t("findWork.recommendationsOverCap", { cap: WORK_COUNT_CAP })
              : t("findWork.recommendations", { count: counts.recommended })}
          </span>
          <Link to={href({ tab: "recommended" })} className="font-medium underline underline-offset-4">
            {t("findWork.seeRecommendations")}
          </Link>
        </p>
      ) : null}

      <nav aria-label={t("findWork.tabsLabel")}>
        <ul className="flex w-fit flex-wrap gap-1 rounded-lg bg-muted p-1">
          {FIND_WORK_TABS.map((tab) => (
            <li key={tab}>
              <TabLink
                to={href({ tab })}
                current={tab === params.tab}
                name={`${t(`findWork.tabs.${tab}`)}, ${workCountLabel(counts[tab])}`}
              >
                {t(`findWork.tabs.${tab}`)}
                <span className="rounded-full border border-border px-1.5 text-xs tabular-nums">
                  {workCountLabel(counts[tab])}
                </span>
              </TabLink>
            </li>
          ))}
        </ul>
      </nav>

      <p className="text-muted-foreground text-sm">
        <TabAbout tab={params.tab} regionLabel={region?.label ?? null} radius={params.radius} />
      </p>

      <LeadListControls params={params} cities={params.tab === "single" ? cities : undefined} />

      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-live="polite">
        <span className="font-semibold">
          <ResultCount count={counts[params.tab]} />
        </span>
        <span className="text-muted-foreground">{t("findWork.activeFilters", { count: filters })}</span>
        {filters > 0 ? (
          <Link
            to={href({ city: DEFAULT_FIND_WORK_PARAMS.city, radius: DEFAULT_FIND_WORK_PARAMS.radius })}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {t("findWork.clearFilters")}
          </Link>
        ) : null}
      </p>

      <LeadCardList
        cards={items}
        today={today}
        groupByDay={sortsByDay(params.sort)}
        empty={{ text: t(`findWork.empty.${params.tab}`) }}
      />
      <LeadPaging
        page={params.page}
        pageCount={pageCount}
        morePages={morePages}
        hrefFor={(page) => `${PARTNER_FIND_WORK_PATH}${findWorkSearch({ ...params, page })}`}
      />
    </div>
  );
}

/** A tab's link; its name reads "Single jobs, 3" (the count is a badge on screen). */
function TabLink({ to, current, name, children }: { to: string; current: boolean; name: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={name}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-9 items-center gap-2 whitespace-nowrap rounded-md px-3 py-1 font-medium text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
        current && "bg-background text-foreground shadow-sm",
      )}
    >
      {children}
    </Link>
  );
}

/** What the tab on screen lists, with the region Single jobs searches. */
function TabAbout({ tab, regionLabel, radius }: { tab: FindWorkTab; regionLabel: string | null; radius: number }) {
  const { t } = useTranslation("leads");
  if (tab === "recommended") return t("findWork.about.recommended");
  if (tab === "journeys") {
    return t("findWork.about.journeys", { radius: JOURNEY_RADIUS_MILES, days: JOURNEY_DAYS_AFTER });
  }
  return regionLabel ? t("findWork.about.single", { radius, place: regionLabel }) : t("findWork.about.noBase");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
