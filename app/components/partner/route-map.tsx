/**
 * The Leaflet map of Routes: each job of the day as a numbered pickup marker, a line to its
 * drop-off and a dot there. Loaded only in the browser (route-day.tsx, with lazyComponent), so
 * Leaflet never loads during server rendering. The list beside the map says the same in text,
 * so the markers are left out of the keyboard order.
 */
import "leaflet/dist/leaflet.css";
import { divIcon, type LatLngTuple, latLngBounds } from "leaflet";
import { useEffect } from "react";
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, useMap } from "react-leaflet";
import { MAP_ATTRIBUTION, NameContainer } from "~/components/map/leaflet-parts";
import type { Point } from "~/lib/geo";

export const ROUTE_MAP_HEIGHT_PX = 480;
/** How close the map comes when the day has a single point. */
const MAX_ZOOM = 12;
const LINE = { color: "#1d56e0", weight: 3, opacity: 0.8 };

export interface MapStop {
  number: number;
  from: Point | null;
  to: Point | null;
  /** The pickup marker's text alternative, e.g. "1. Pickup in Leeds, 08:00–10:00". */
  pickupLabel: string;
}

export interface RouteMapProps {
  stops: MapStop[];
  tileUrl: string;
  /** Names the map for assistive technology. */
  label: string;
}

const tuple = (point: Point): LatLngTuple => [point.lat, point.lng];

function numberIcon(number: number) {
  return divIcon({
    className: "",
    html: `<span class="flex size-7 items-center justify-center rounded-full border-2 border-white bg-brand-700 font-bold text-sm text-white shadow">${number}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

export default function RouteMap({ stops, tileUrl, label }: RouteMapProps) {
  const points = stops.flatMap((stop) => [stop.from, stop.to]).filter((point): point is Point => point !== null);
  const [first] = points;
  if (!first) return null;
  return (
    <MapContainer
      center={tuple(first)}
      zoom={MAX_ZOOM}
      scrollWheelZoom={false}
      style={{ height: ROUTE_MAP_HEIGHT_PX }}
      className="z-0 w-full rounded-lg border border-border bg-muted"
    >
      <TileLayer url={tileUrl} attribution={MAP_ATTRIBUTION} />
      {stops.map((stop) => (
        <StopLayer key={stop.number} stop={stop} />
      ))}
      <FitPoints points={points} />
      <NameContainer label={label} />
    </MapContainer>
  );
}

function StopLayer({ stop }: { stop: MapStop }) {
  const { from, to } = stop;
  return (
    <>
      {from && to ? <Polyline positions={[tuple(from), tuple(to)]} pathOptions={LINE} /> : null}
      {to ? (
        <CircleMarker center={tuple(to)} radius={6} pathOptions={{ ...LINE, fillColor: "#ffffff", fillOpacity: 1 }} />
      ) : null}
      {from ? (
        <Marker
          position={tuple(from)}
          icon={numberIcon(stop.number)}
          alt={stop.pickupLabel}
          title={stop.pickupLabel}
          keyboard={false}
        />
      ) : null}
    </>
  );
}

/** MapContainer reads its view only once; this fits the day's points whenever the day changes. */
function FitPoints({ points }: { points: Point[] }) {
  const map = useMap();
  const key = points.map((point) => `${point.lat},${point.lng}`).join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the points' key stands for the points
  useEffect(() => {
    map.fitBounds(latLngBounds(points.map(tuple)), { padding: [32, 32], maxZoom: MAX_ZOOM });
  }, [map, key]);
  return null;
}
