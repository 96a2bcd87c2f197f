const ratingFormatters = new Map<string, Intl.NumberFormat>();

/** Ratings are on a 0-10 scale, shown with one decimal in the reader's language ("9.1", "9,1"). */
export function formatRating(rating: number | null | undefined, locale = "en-GB"): string {
  if (rating == null) return "–";
  let formatter = ratingFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormatters.set(locale, formatter);
  }
  return formatter.format(rating);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A date formatter made once per locale and options: making one costs far more than using it. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = dateTimeFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, formatter);
  }
  return formatter;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: Date | string, locale = "en-GB"): string {
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    dateFormatters.set(locale, formatter);
  }
  return formatter.format(typeof value === "string" ? new Date(value) : value);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "3 weeks ago", relative to `now` (passed in so server and client render the same text). */
export function formatTimeAgo(value: Date | string, now: Date, locale = "en-GB"): string {
  const seconds = Math.round(((typeof value === "string" ? new Date(value) : value).getTime() - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, "minute");
}

/** "house-removals" → "House removals". */
export function labelFromSlug(slug: string): string {
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A UK phone number as a tel: link target. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+44${digits.slice(1)}` : digits}`;
}

const poundFormatters = new Map<string, Intl.NumberFormat>();

/** Pence as pounds in the reader's language: "£18.00", "1 250,50 £" (the £ sign in every language). */
export function formatPounds(pence: number, locale = "en-GB"): string {
  let formatter = poundFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency: "GBP", currencyDisplay: "narrowSymbol" });
    poundFormatters.set(locale, formatter);
  }
  // A total of nothing can arrive as -0 (minus an empty sum): never show "−£0.00".
  return formatter.format(pence === 0 ? 0 : pence / 100);
}

/** A month ("2026-05") in the reader's language: "May 2026", or "May" with `short`. */
export function formatMonth(month: string, locale = "en-GB", { short = false }: { short?: boolean } = {}): string {
  const options: Intl.DateTimeFormatOptions = short
    ? { month: "short", timeZone: "UTC" }
    : { month: "long", year: "numeric", timeZone: "UTC" };
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${month}-01T00:00:00Z`));
}

/** A share from 0 to 1 as a whole percentage: "38%", "38 %". */
export function formatPercent(share: number, locale = "en-GB"): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(share);
}
