import { formatDate } from "~/lib/format";
import type { EmailMoveDate } from "./lead-loop-email";
import type { EmailContext } from "./types";

/** A move's date in the recipient's language: "12 June 2026", "Flexible, 1 June 2026 to 14 June 2026". */
export function moveDateText(date: EmailMoveDate, { t, locale }: EmailContext): string {
  if (date.kind === "specific") return formatDate(date.date, locale);
  if (date.from && date.to) {
    return t("moveDate.flexibleWindow", { from: formatDate(date.from, locale), to: formatDate(date.to, locale) });
  }
  return t("moveDate.flexible");
}
