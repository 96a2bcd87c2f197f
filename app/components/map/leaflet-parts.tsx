/**
 * Pieces every Leaflet map of the app shares. Import this only from a module loaded with
 * `lazyComponent` (lazy-component.ts): Leaflet needs the browser.
 */
import { useEffect } from "react";
import { useMap } from "react-leaflet";

export const MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Leaflet makes its container focusable (arrow keys pan); give it a role and a name. */
export function NameContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
  }, [map, label]);
  return null;
}
