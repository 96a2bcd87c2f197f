/**
 * The Leaflet map of the radius option. Loaded only in the browser with a dynamic import (see
 * map-preview.tsx), so Leaflet and its stylesheet never load during server rendering or on
 * pages that do not show the map.
 */
import "leaflet/dist/leaflet.css";
import { icon, type LatLngTuple } from "leaflet";
import markerIconUrl from "leaflet/dist/images/marker-icon.png?url";
import markerIconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png?url";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png?url";
import { useEffect } from "react";
import { Circle, MapContainer, Marker, TileLayer, useMap } from "react-leaflet";
import { MAP_ATTRIBUTION, NameContainer } from "~/components/map/leaflet-parts";
import { METRES_PER_MILE } from "~/lib/geo";

/** 400 px high at zoom 9 (docs/product-rules.md §2.3). */
export const MAP_HEIGHT_PX = 400;
export const MAP_ZOOM = 9;

/**
 * Leaflet's default icon finds its images through a CSS path that bundlers rewrite, so it
 * breaks; these URLs come from the bundle and, like the circle (SVG), need no tile server.
 */
const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface ServiceAreaMapProps {
  lat: number;
  lng: number;
  radiusMiles: number;
  tileUrl: string;
  /** Names the map for assistive technology, e.g. "Map of the area around M1 1AE". */
  label: string;
  /** The marker's text alternative. */
  markerLabel: string;
}

export default function ServiceAreaMap({ lat, lng, radiusMiles, tileUrl, label, markerLabel }: ServiceAreaMapProps) {
  const centre: LatLngTuple = [lat, lng];
  return (
    <MapContainer
      center={centre}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      style={{ height: MAP_HEIGHT_PX }}
      className="z-0 w-full rounded-lg border border-border bg-muted"
    >
      <TileLayer url={tileUrl} attribution={MAP_ATTRIBUTION} />
      <Circle
        center={centre}
        radius={radiusMiles * METRES_PER_MILE}
        pathOptions={{ color: "#1d56e0", weight: 2, fillColor: "#3374f5", fillOpacity: 0.15 }}
      />
      <Marker position={centre} icon={markerIcon} alt={markerLabel} title={markerLabel} keyboard={false} />
      <FollowCentre lat={lat} lng={lng} />
      <NameContainer label={label} />
    </MapContainer>
  );
}

/** MapContainer reads its centre only once; this moves the view when the location changes. */
function FollowCentre({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}
