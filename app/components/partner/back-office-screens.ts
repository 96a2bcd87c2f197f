import { href } from "react-router";
import type { BackOfficeIconName } from "~/components/ui/icon";
import type { WorkCounts } from "~/server/partners/work-counts.server";

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
  /** Its address, written with `href()` so the typecheck holds it to a route in app/routes.ts. */
  href: string;
  icon: BackOfficeIconName;
  /** Where the sidebar shows it; null for a screen reached from elsewhere. */
  section: ScreenSection | null;
  /** The count shown as the item's badge (defined in app/server/partners/work-counts.server.ts). */
  count?: keyof WorkCounts;
}

export const BACK_OFFICE_ROOT = href("/partner/admin");

export const BACK_OFFICE_SCREENS: readonly BackOfficeScreen[] = [
  { id: "findWork", href: href("/partner/admin/find-work"), icon: "search", section: "button" },
  { id: "home", href: href("/partner/admin"), icon: "house", section: "main" },
  { id: "work", href: href("/partner/admin/work"), icon: "briefcase", section: "work", count: "myWork" },
  { id: "bidding", href: href("/partner/admin/quotes"), icon: "gavel", section: "work", count: "bidding" },
  { id: "watching", href: href("/partner/admin/watching"), icon: "eye", section: "work", count: "watching" },
  { id: "invitations", href: href("/partner/admin/orders"), icon: "inbox", section: "work", count: "invitations" },
  { id: "alerts", href: href("/partner/admin/alerts"), icon: "bell", section: "work", count: "alerts" },
  { id: "book", href: href("/partner/admin/book"), icon: "calendar-check", section: "work", count: "bookNow" },
  { id: "profileEdit", href: href("/partner/admin/profile/edit"), icon: "store", section: "profile" },
  {
    id: "preferences",
    href: href("/partner/admin/profile/preferences"),
    icon: "sliders-horizontal",
    section: "profile",
  },
  { id: "history", href: href("/partner/admin/profile/history"), icon: "history", section: "profile" },
  { id: "reviews", href: href("/partner/admin/profile/reviews"), icon: "star", section: "profile" },
  { id: "statistics", href: href("/partner/admin/profile/statistics"), icon: "chart-column", section: "profile" },
  { id: "pricing", href: href("/partner/admin/profile/pricing"), icon: "pound-sterling", section: "profile" },
  { id: "vehicles", href: href("/partner/admin/profile/vehicles"), icon: "truck", section: "profile" },
  { id: "drivers", href: href("/partner/admin/profile/drivers"), icon: "id-card", section: "profile" },
  { id: "reservations", href: href("/partner/admin/reservations"), icon: "calendar-days", section: "more" },
  { id: "messages", href: href("/partner/admin/messages"), icon: "message-square", section: "more" },
  { id: "routes", href: href("/partner/admin/routes"), icon: "route", section: "more" },
  { id: "payments", href: href("/partner/admin/payments"), icon: "credit-card", section: "more" },
  { id: "support", href: href("/partner/admin/support"), icon: "life-buoy", section: "more" },
  { id: "contacts", href: href("/partner/admin/contacts"), icon: "contact-round", section: null },
  { id: "fleet", href: href("/partner/admin/fleet"), icon: "container", section: null },
  { id: "team", href: href("/partner/admin/team"), icon: "users-round", section: null },
];

/** Paths below /partner/admin the spec names for a screen that lives at another address. */
export const ALIASES: Readonly<Record<string, string>> = {
  drivers: href("/partner/admin/profile/drivers"),
};

export function screensIn(section: ScreenSection): BackOfficeScreen[] {
  return BACK_OFFICE_SCREENS.filter((screen) => screen.section === section);
}

export function screenById(id: ScreenId): BackOfficeScreen {
  const screen = BACK_OFFICE_SCREENS.find((each) => each.id === id);
  if (!screen) throw new Error(`No back-office screen ${id}`);
  return screen;
}
