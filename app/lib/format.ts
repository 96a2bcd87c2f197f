/**
 * Intl formatters, made once per kind, locale and options and kept: making one costs 0.1-0.3 ms
 * (more with a time zone), using one a few microseconds, and a list page formats dozens of dates.
 * Locales and options come from the code, so the set stays small.
 */
const formatters = new Map<string, DateFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function kept<T extends DateFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Ranges kept per formatter; emptied when full. */
const RANGES_KEPT = 2_000;

/** A date formatter whose text is the same whichever ICU made it (see `sameSpaces`). */
export interface DateFormat {
  format(date: Date | number): string;
  formatRange(from: Date, to: Date): string;
}

/**
 * Node's ICU writes thin spaces (U+2009) around a range's dash and a narrow no-break space
 * (U+202F) before "am"/"pm"; Chromium's writes plain spaces. A page rendered on the server must
 * read the same in the browser or React discards it (a hydration mismatch), so every date is
 * written with plain spaces. No-break spaces (U+00A0, in Lithuanian numbers) are the same in both.
 */
function sameSpaces(text: string): string {
  return text.replace(/[\u2009\u202F]/g, " ");
}

/** The one way to format dates and times, on the server and in the browser alike. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormat {
  return kept(`date ${locale} ${JSON.stringify(options)}`, () => {
    const formatter = new Intl.DateTimeFormat(locale, options);
    // A range costs ICU tens of microseconds, and a list shows the same move windows on every render.
    const ranges = new Map<string, string>();
    return {
      format: (date) => sameSpaces(formatter.format(date)),
      formatRange: (from, to) => {
        const key = `${from.getTime()} ${to.getTime()}`;
        let text = ranges.get(key);
        if (text === undefined) {
          text = sameSpaces(formatter.formatRange(from, to));
          if (ranges.size >= RANGES_KEPT) ranges.clear();
          ranges.set(key, text);
        }
        return text;
      },
    };
  });
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** Ratings are on a 0-10 scale, shown with one decimal in the reader's language ("9.1", "9,1"). */
export function formatRating(rating: number | null | undefined, locale = "en-GB"): string {
  if (rating == null) return "–";
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

export function formatDate(value: Date | string, locale = "en-GB"): string {
  return dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}

/** A date (or timestamp) as the UK office reads it: "3 Mar 2026", in London time. */
export function formatLondonDate(iso: string | null, locale: string): string {
  if (!iso) return "";
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return dateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(date);
}

/** A moment as the UK reads it, in London time whatever the machine's clock: "5 May 2026, 09:00". */
export function formatDateTime(value: Date | string, locale = "en-GB"): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" }).format(
    typeof value === "string" ? new Date(value) : value,
  );
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
  const formatter = kept(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, "minute");
}

/** A UK phone number as a tel: link target. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+44${digits.slice(1)}` : digits}`;
}

/** Pence as pounds in the reader's language: "£18.00", "1 250,50 £" (the £ sign in every language). */
export function formatPounds(pence: number, locale = "en-GB"): string {
  const formatter = numberFormat(locale, { style: "currency", currency: "GBP", currencyDisplay: "narrowSymbol" });
  // A total of nothing can arrive as -0 (minus an empty sum): never show "−£0.00".
  return formatter.format(pence === 0 ? 0 : pence / 100);
}

/** Whole pounds, as guide prices are written: "£1,080", "1 080 £". */
export function formatWholePounds(pounds: number, locale = "en-GB"): string {
  return wholePounds(locale).format(pounds);
}

/** A range of whole pounds: "£300 – £350", "300–350 £". */
export function formatPoundsRange(min: number, max: number, locale = "en-GB"): string {
  return wholePounds(locale).formatRange(min, max);
}

function wholePounds(locale: string): Intl.NumberFormat {
  return numberFormat(locale, {
    style: "currency",
    currency: "GBP",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  });
}

/** A number of days with its noun in the reader's language: "1 day", "90 days", "2 dienos", "90 dienų". */
export function formatDays(count: number, locale = "en-GB"): string {
  return numberFormat(locale, { style: "unit", unit: "day", unitDisplay: "long" }).format(count);
}

/** A length of time in whole hours when it is one, else in minutes: "2 hours", "90 minutes", "2 valandos". */
export function formatDuration(minutes: number, locale = "en-GB"): string {
  const [unit, count] = minutes % 60 === 0 ? (["hour", minutes / 60] as const) : (["minute", minutes] as const);
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(count);
}

/** A month ("2026-05") in the reader's language: "May 2026", or "May" with `short`. */
export function formatMonth(month: string, locale = "en-GB", { short = false }: { short?: boolean } = {}): string {
  const options: Intl.DateTimeFormatOptions = short
    ? { month: "short", timeZone: "UTC" }
    : { month: "long", year: "numeric", timeZone: "UTC" };
  return dateTimeFormat(locale, options).format(new Date(`${month}-01T00:00:00Z`));
}

/** A share from 0 to 1 as a whole percentage: "38%", "38 %". */
export function formatPercent(share: number, locale = "en-GB"): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(share);
}
