import { type ReactNode, useEffect, useState } from "react";
import { href } from "react-router";
import { lazyComponent, useLazyComponent } from "~/components/map/lazy-component";
import { useTranslation } from "~/i18n/use-translation";
import type { ServiceAreaMapProps } from "./service-area-map";

/** The geocode endpoint's answer (app/routes/resources/geocode.ts). */
export interface FoundLocation {
  lat: number;
  lng: number;
  label: string;
}

export type LookupState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; location: FoundLocation }
  | { status: "not-found" }
  | { status: "error" };

/** Typing pauses this long before a lookup. */
const DEBOUNCE_MS = 500;
/** Answers already fetched in this page, so stepping back and forth does not look up again. */
const lookups = new Map<string, FoundLocation | null>();

function lookupKey(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Looks up the typed location through GET /api/geocode, debounced. Errors are only logged
 * (docs/product-rules.md §2.3: "Geocoding error: only logged; no map").
 */
export function useLocationLookup(query: string): LookupState {
  const key = lookupKey(query);
  const [state, setState] = useState<LookupState>({ status: "idle" });

  useEffect(() => {
    if (key.length < 2) {
      setState({ status: "idle" });
      return;
    }
    const cached = lookups.get(key);
    if (cached !== undefined) {
      setState(cached ? { status: "found", location: cached } : { status: "not-found" });
      return;
    }
    setState({ status: "loading" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${href("/api/geocode")}?q=${encodeURIComponent(key)}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (response.status === 404) {
          lookups.set(key, null);
          setState({ status: "not-found" });
          return;
        }
        if (!response.ok) throw new Error(`Location look-up answered ${response.status}`);
        const found = (await response.json()) as FoundLocation;
        lookups.set(key, found);
        setState({ status: "found", location: found });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("Location look-up failed", error);
        setState({ status: "error" });
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key]);

  return state;
}

const serviceAreaMap = lazyComponent<ServiceAreaMapProps>(() => import("./service-area-map"));

/** Starts loading Leaflet (once per page); safe to call early, e.g. when "Radius" is chosen. */
export const preloadServiceAreaMap = serviceAreaMap.preload;

interface MapPreviewProps {
  location: string;
  radiusMiles: number;
  lookup: LookupState;
  tileUrl: string;
}

/**
 * The radius option's preview (docs/product-rules.md §2.3): "Loading map..." while Leaflet loads, "Finding
 * location..." while the place is looked up, then the map with a marker and a circle of the
 * radius and a sentence saying what was chosen. Nothing when the place is not found.
 */
export function MapPreview({ location, radiusMiles, lookup, tileUrl }: MapPreviewProps) {
  const { t } = useTranslation("partner");
  const ServiceAreaMap = useLazyComponent(serviceAreaMap);
  const place = location.trim();
  if (place === "" || ServiceAreaMap === "failed") return null;

  let status: string | undefined;
  let map: ReactNode = null;
  if (ServiceAreaMap === "loading") status = t("area.loadingMap");
  else if (lookup.status === "loading") status = t("area.findingLocation");
  else if (lookup.status === "found") {
    map = (
      <ServiceAreaMap
        lat={lookup.location.lat}
        lng={lookup.location.lng}
        radiusMiles={radiusMiles}
        tileUrl={tileUrl}
        label={t("area.mapLabel", { location: place })}
        markerLabel={lookup.location.label}
      />
    );
    status = t("area.summary", { miles: radiusMiles, location: place });
  }

  return (
    <div className="grid gap-3">
      {map}
      <p aria-live="polite" className={map ? "font-medium text-brand-900" : "text-muted-foreground text-sm"}>
        {status}
      </p>
    </div>
  );
}
