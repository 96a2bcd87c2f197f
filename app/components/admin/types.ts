/** The shapes the admin loaders send to the components (dates as ISO strings). */
export interface PageInfo {
  total: number;
  page: number;
  pageCount: number;
}

export interface QuoteRow {
  id: string;
  reference: string;
  createdAt: string;
  fullName: string;
  email: string;
  movingDate: "specific" | "flexible";
  specificDate: string | null;
  propertyType: string;
  status: "pending" | "in_progress" | "completed" | "cancelled";
}

export interface PartnerRow {
  id: string;
  createdAt: string;
  name: string;
  status: "pending" | "approved" | "rejected" | "suspended";
  phone: string;
  address: string;
  serviceAreas: string[];
}

export interface ContactRow {
  id: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  category: string;
  priority: "low" | "medium" | "high";
  status: "new" | "in_progress" | "resolved" | "closed";
}

export const QUOTE_STATUS_OPTIONS = ["pending", "in_progress", "completed", "cancelled"] as const;
export const CONTACT_STATUS_OPTIONS = ["new", "in_progress", "resolved", "closed"] as const;
export const COMPANY_STATUS_OPTIONS = ["pending", "approved", "rejected", "suspended"] as const;

type BadgeVariant = "success" | "warning" | "info" | "destructive" | "secondary";

/** The spec's colours: pending/new yellow, in progress blue, done green, cancelled/closed red. */
export const STATUS_VARIANT: Record<string, BadgeVariant> = {
  pending: "warning",
  new: "warning",
  in_progress: "info",
  completed: "success",
  resolved: "success",
  approved: "success",
  cancelled: "destructive",
  closed: "secondary",
  rejected: "destructive",
  suspended: "destructive",
};

export const PRIORITY_VARIANT: Record<ContactRow["priority"], BadgeVariant> = {
  high: "destructive",
  medium: "warning",
  low: "success",
};

/** The dot colour beside a status select (colour is never the only cue: the text says it). */
export const STATUS_DOT: Record<string, string> = {
  pending: "bg-warning",
  new: "bg-warning",
  in_progress: "bg-brand-700",
  completed: "bg-success",
  resolved: "bg-success",
  cancelled: "bg-destructive",
  closed: "bg-muted-foreground",
};

export function formatDate(iso: string | null, locale: string): string {
  if (!iso) return "";
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(date);
}
