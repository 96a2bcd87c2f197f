import {
  ArrowLeft,
  Building2,
  CalendarDays,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  House,
  Info,
  LogIn,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  Phone,
  PoundSterling,
  Star,
} from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SpriteIconName } from "./icon";

const sources: Record<SpriteIconName, LucideIcon> = {
  "arrow-left": ArrowLeft,
  "building-2": Building2,
  "calendar-days": CalendarDays,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-alert": CircleAlert,
  "circle-check": CheckCircle2,
  house: House,
  info: Info,
  "log-in": LogIn,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  phone: Phone,
  "pound-sterling": PoundSterling,
  star: Star,
};

/** The text of public/icons.svg: one <symbol> per icon, holding lucide's own shapes. */
export function buildIconSprite(): string {
  const symbols = Object.entries(sources).map(([name, Icon]) => {
    const markup = renderToStaticMarkup(<Icon />);
    const shapes = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${symbols.join("")}</svg>\n`;
}
