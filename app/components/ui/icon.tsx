import { cn } from "~/lib/cn";

/**
 * The sprite files, public/<sprite>.svg, and the icons in each (built by `npm run icons` from
 * lucide-react; see icon-sprite.tsx). The back office's icons are a file of their own: every
 * public page loads /icons.svg, and a visitor has no use for the back office's icons in it.
 */
export const SPRITES = {
  icons: [
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
  ],
  "back-office-icons": [
    "arrow-left",
    "arrow-right",
    "badge-pound-sterling",
    "bell",
    "briefcase",
    "building-2",
    "calendar-check",
    "calendar-days",
    "calendar-range",
    "chart-column",
    "chevron-down",
    "contact-round",
    "container",
    "credit-card",
    "external-link",
    "eye",
    "file-text",
    "gavel",
    "handshake",
    "history",
    "house",
    "id-card",
    "inbox",
    "layout-dashboard",
    "life-buoy",
    "list",
    "log-out",
    "mail",
    "menu",
    "message-square",
    "monitor-smartphone",
    "panel-left",
    "pound-sterling",
    "receipt",
    "route",
    "scroll-text",
    "search",
    "shield-check",
    "sliders-horizontal",
    "star",
    "store",
    "truck",
    "user-round",
    "users",
    "users-round",
  ],
} as const;
export type SpriteName = keyof typeof SPRITES;
export type SpriteIconName<Sprite extends SpriteName = "icons"> = (typeof SPRITES)[Sprite][number];
/** An icon of the back office's sprite (its sidebars, headers and list rows). */
export type BackOfficeIconName = SpriteIconName<"back-office-icons">;

/**
 * A decorative lucide icon drawn from a sprite file (the public site's unless `sprite` names
 * another): a reference of a few dozen bytes instead of the full path markup, for icons repeated
 * down a list (a city page shows dozens) or on every page of an area.
 * Stroke and fill come from the `icon` class, so `fill-current` still fills it.
 */
export function SpriteIcon<Sprite extends SpriteName = "icons">({
  name,
  sprite,
  className,
}: {
  name: SpriteIconName<Sprite>;
  sprite?: Sprite;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" className={cn("icon", className)}>
      <use href={`/${sprite ?? "icons"}.svg#${name}`} />
    </svg>
  );
}
