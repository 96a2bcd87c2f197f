import { cn } from "~/lib/cn";

/** The icons in public/icons.svg (built by `npm run icons` from lucide-react; see icon-sprite.ts). */
export const spriteIconNames = [
  "arrow-left",
  "building-2",
  "calendar-days",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-alert",
  "circle-check",
  "house",
  "info",
  "log-in",
  "mail",
  "map-pin",
  "menu",
  "phone",
  "pound-sterling",
  "star",
] as const;
export type SpriteIconName = (typeof spriteIconNames)[number];

/**
 * A decorative lucide icon drawn from the shared sprite file: a reference of a few dozen bytes
 * instead of the full path markup, for icons repeated down a list (a city page shows dozens).
 * Stroke and fill come from the `icon` class, so `fill-current` still fills it.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn("icon", className)}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
