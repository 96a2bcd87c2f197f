import { StatusBadge, toneOf } from "~/components/data-table/status";
import { lazyComponent, useLazyComponent } from "~/components/map/lazy-component";
import { useTranslation } from "~/i18n/use-translation";
import { formatPounds } from "~/lib/format";
import type { RouteStop } from "~/server/jobs/route-day.server";
import { JobRoute } from "./job-route";
import { JobTitle } from "./job-title";
import { JobPickup, pickupWindow } from "./my-work";
import type { MapStop, RouteMapProps } from "./route-map";

const routeMap = lazyComponent<RouteMapProps>(() => import("./route-map"));

/**
 * A day of Routes: the map (loaded in the browser only) beside the list of the day's jobs,
 * numbered in order of pickup time as on the map. A job whose addresses have no position is
 * listed and said to be missing from the map.
 */
export function RouteDay({ day, stops, tileUrl }: { day: string; stops: RouteStop[]; tileUrl: string }) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  const mapStops: MapStop[] = stops.map((stop, index) => ({
    number: index + 1,
    from: stop.from,
    to: stop.to,
    pickupLabel: t("routes.pickupLabel", {
      number: index + 1,
      town: stop.fromTown,
      time: pickupWindow(stop, day, locale),
    }),
  }));
  const onMap = stops.some((stop) => stop.from || stop.to);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="lg:sticky lg:top-4 lg:self-start">
        {onMap ? (
          <DayMap stops={mapStops} tileUrl={tileUrl} label={t("routes.mapLabel", { count: stops.length })} />
        ) : (
          <p className="rounded-lg border border-border bg-muted p-4 text-muted-foreground text-sm">
            {t("routes.noPositions")}
          </p>
        )}
      </div>
      <ol className="grid gap-2" aria-label={t("routes.listLabel")}>
        {stops.map((stop, index) => (
          <li key={stop.reference} className="flex gap-3 rounded-lg border border-border bg-background p-4">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-sm text-white"
            >
              {index + 1}
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold text-sm">
                  <span className="sr-only">{t("myWork.reference")}: </span>
                  {stop.reference}
                </span>
                <StatusBadge tone={toneOf(stop.status)}>{t(`myWork.statuses.${stop.status}`)}</StatusBadge>
              </p>
              <JobTitle job={stop} className="font-medium" />
              <JobPickup job={stop} day={day} />
              <JobRoute fromTown={stop.fromTown} toTown={stop.toTown} />
              <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-semibold tabular-nums">
                  <span className="sr-only">{t("myWork.price")}: </span>
                  {formatPounds(stop.pricePence, locale)}
                </span>
                {stop.from ? null : <span className="text-muted-foreground text-xs">{t("routes.notOnMap")}</span>}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "Loading map..." until Leaflet is there; nothing when it could not load (the list remains). */
function DayMap(props: RouteMapProps) {
  const { t } = useTranslation("backOffice");
  const RouteMap = useLazyComponent(routeMap);
  if (RouteMap === "failed") return null;
  if (RouteMap === "loading") {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted p-4 text-muted-foreground text-sm">
        {t("routes.loadingMap")}
      </p>
    );
  }
  return <RouteMap {...props} />;
}
