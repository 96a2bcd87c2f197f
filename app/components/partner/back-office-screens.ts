import {
  Bell,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  ContactRound,
  Container,
  CreditCard,
  Eye,
  Gavel,
  History,
  House,
  IdCard,
  Inbox,
  LifeBuoy,
  type LucideIcon,
  MessageSquare,
  PoundSterling,
  Route,
  Search,
  SlidersHorizontal,
  Star,
  Store,
  Truck,
  UsersRound,
} from "lucide-react";
import type { WorkCounts } from "~/server/leads/find-work.server";

/**
 * Every screen of the partner back office, in sidebar order: the one list the sidebar and the
 * home page read; each has its own route in app/routes.ts. Its label is
 * `backOffice:screens.<id>.label`.
 *
 * Where each sidebar item leads (the spec names the paths but not every item's; /watching and
 * /alerts are ours, as the spec shows those items without a path):
 *
 *   Find work (button) /partner/admin/find-work     Profile (group):
 *   Home             /partner/admin                   Edit profile     profile/edit
 *   My work          /partner/admin/work              Preferences      profile/preferences
 *   Bidding          /partner/admin/quotes            History          profile/history
 *   Watching         /partner/admin/watching          Reviews          profile/reviews
 *   Invitations      /partner/admin/orders            Statistics       profile/statistics
 *   Alerts           /partner/admin/alerts            Pricing          profile/pricing
 *   Book now         /partner/admin/book              My vehicles      profile/vehicles
 *                                                     My drivers       profile/drivers
 *   Reservations, Messages, Routes, Payments, Support: their own names.
 *
 * The spec also lists /partner/admin/fleet and /partner/admin/drivers as sidebar paths. Drivers
 * is the Profile group's My drivers, so it leads there (ALIASES) rather than being a second
 * screen of the same thing; Fleet shows the vehicles and drivers tables together, a screen
 * outside the sidebar (`section: null`) linked from both. So is /partner/admin/contacts (the
 * customers whose details the company has claimed), which has no sidebar item in the spec's
 * layout.
 *
 * Team (/partner/admin/team, owners only) is outside the sidebar too: the spec's Profile group
 * has exactly eight items and no other group fits, so the header links to it for owners.
 */

/** Where a screen sits in the sidebar: the Find work button, Home, the work group, Profile, the rest. */
export type ScreenSection = "button" | "main" | "work" | "profile" | "more";

export type ScreenId =
  | "home"
  | "findWork"
  | "work"
  | "bidding"
  | "watching"
  | "invitations"
  | "alerts"
  | "book"
  | "profileEdit"
  | "preferences"
  | "history"
  | "reviews"
  | "statistics"
  | "pricing"
  | "vehicles"
  | "drivers"
  | "fleet"
  | "reservations"
  | "messages"
  | "routes"
  | "payments"
  | "support"
  | "contacts"
  | "team";

export interface BackOfficeScreen {
  id: ScreenId;
  /** The path below /partner/admin ("" for Home). */
  path: string;
  icon: LucideIcon;
  /** Where the sidebar shows it; null for a screen reached from elsewhere. */
  section: ScreenSection | null;
  /** The count shown as the item's badge (defined in app/server/leads/find-work.server.ts). */
  count?: keyof WorkCounts;
}

export const BACK_OFFICE_ROOT = "/partner/admin";

export const BACK_OFFICE_SCREENS: readonly BackOfficeScreen[] = [
  { id: "findWork", path: "find-work", icon: Search, section: "button" },
  { id: "home", path: "", icon: House, section: "main" },
  { id: "work", path: "work", icon: Briefcase, section: "work", count: "myWork" },
  { id: "bidding", path: "quotes", icon: Gavel, section: "work", count: "bidding" },
  { id: "watching", path: "watching", icon: Eye, section: "work", count: "watching" },
  { id: "invitations", path: "orders", icon: Inbox, section: "work", count: "invitations" },
  { id: "alerts", path: "alerts", icon: Bell, section: "work", count: "alerts" },
  { id: "book", path: "book", icon: CalendarCheck, section: "work", count: "bookNow" },
  { id: "profileEdit", path: "profile/edit", icon: Store, section: "profile" },
  { id: "preferences", path: "profile/preferences", icon: SlidersHorizontal, section: "profile" },
  { id: "history", path: "profile/history", icon: History, section: "profile" },
  { id: "reviews", path: "profile/reviews", icon: Star, section: "profile" },
  { id: "statistics", path: "profile/statistics", icon: ChartColumn, section: "profile" },
  { id: "pricing", path: "profile/pricing", icon: PoundSterling, section: "profile" },
  { id: "vehicles", path: "profile/vehicles", icon: Truck, section: "profile" },
  { id: "drivers", path: "profile/drivers", icon: IdCard, section: "profile" },
  { id: "reservations", path: "reservations", icon: CalendarDays, section: "more" },
  { id: "messages", path: "messages", icon: MessageSquare, section: "more" },
  { id: "routes", path: "routes", icon: Route, section: "more" },
  { id: "payments", path: "payments", icon: CreditCard, section: "more" },
  { id: "support", path: "support", icon: LifeBuoy, section: "more" },
  { id: "contacts", path: "contacts", icon: ContactRound, section: null },
  { id: "fleet", path: "fleet", icon: Container, section: null },
  { id: "team", path: "team", icon: UsersRound, section: null },
];

/** Paths the spec names for a screen that lives under another path. */
export const ALIASES: Readonly<Record<string, string>> = {
  drivers: "profile/drivers",
};

/** The full URL of a screen. */
export function screenHref(screen: BackOfficeScreen): string {
  return screen.path ? `${BACK_OFFICE_ROOT}/${screen.path}` : BACK_OFFICE_ROOT;
}

export function screensIn(section: ScreenSection): BackOfficeScreen[] {
  return BACK_OFFICE_SCREENS.filter((screen) => screen.section === section);
}

/** The screen at a path below /partner/admin ("profile/edit"), ignoring a trailing slash. */
export function screenAt(path: string): BackOfficeScreen | undefined {
  const clean = path.replace(/\/+$/, "");
  return BACK_OFFICE_SCREENS.find((screen) => screen.path === clean);
}

export function screenById(id: ScreenId): BackOfficeScreen {
  const screen = BACK_OFFICE_SCREENS.find((each) => each.id === id);
  if (!screen) throw new Error(`No back-office screen ${id}`);
  return screen;
}
