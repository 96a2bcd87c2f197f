import { ChevronLeft, ChevronRight } from "lucide-react";
import { href, Link, useNavigation } from "react-router";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { dayHeading } from "~/components/partner/my-work";
import { RouteDay } from "~/components/partner/route-day";
import { PartnerRouteError } from "~/components/partner/route-error";
import { Button } from "~/components/ui/button";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { parseRouteDay } from "~/lib/schemas/route-day-params";
import { pageTitle } from "~/lib/seo";
import { addDays, todayInUk } from "~/lib/uk-time";
import { partnerContext } from "~/server/auth/middleware.server";
import { getEnv } from "~/server/env.server";
import { listRouteDay } from "~/server/jobs/route-day.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/routes";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Routes") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/routes?date=YYYY-MM-DD: the company's jobs of one UK day (today by default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = todayInUk();
  const day = parseRouteDay(new URL(request.url).searchParams, today);
  return {
    day,
    today,
    stops: await listRouteDay(scopeOf(context.get(partnerContext)), { day }),
    tileUrl: getEnv().MAP_TILE_URL,
    metaTitle: requestT(request, "backOffice")("routes.title"),
  };
}

const dayHref = (day: string) => `?date=${day}`;

export default function RoutesPage({ loaderData }: Route.ComponentProps) {
  const { day, today, stops, tileUrl } = loaderData;
  const { t, i18n } = useTranslation("backOffice");
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === href("/partner/admin/routes");
  const heading = dayHeading(day, i18n.language);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <ScreenHeading>{t("routes.title")}</ScreenHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t("routes.intro")}</p>
      </div>
      <nav aria-label={t("routes.days")} className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={dayHref(addDays(day, -1))}>
            <ChevronLeft aria-hidden="true" />
            {t("routes.previous")}
          </Link>
        </Button>
        {day === today ? null : (
          <Button asChild variant="ghost" size="sm">
            <Link to={dayHref(today)}>{t("routes.today")}</Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={dayHref(addDays(day, 1))}>
            {t("routes.next")}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </nav>
      <section aria-labelledby="route-day-heading" aria-busy={loading} className="grid gap-3">
        <h2 id="route-day-heading" className="font-semibold text-lg">
          {heading}
        </h2>
        <p role="status" className="text-muted-foreground text-sm">
          {loading ? t("routes.loading") : t("routes.count", { count: stops.length })}
        </p>
        {stops.length > 0 ? (
          <RouteDay day={day} stops={stops} tileUrl={tileUrl} />
        ) : (
          <div className="rounded-lg border border-border border-dashed bg-background p-6">
            <p className="font-medium">{t("routes.emptyTitle")}</p>
            <p className="mt-1 text-muted-foreground text-sm">{t("routes.empty")}</p>
          </div>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
