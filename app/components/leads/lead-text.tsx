import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format";
import type { LeadCard, MoveDate } from "~/server/leads/lead-cards.server";

/** A lead's title: "Domestic move from Manchester to Leeds". */
export function LeadTitleText({ card }: { card: Pick<LeadCard, "moveType" | "from" | "to"> }) {
  const { t } = useTranslation("leads");
  const { t: tQuote } = useTranslation("quote");
  const moveType = tQuote(`type.${card.moveType}`);
  return card.to.town
    ? t("detail.titleTo", { moveType, from: card.from.town, to: card.to.town })
    : t("detail.title", { moveType, from: card.from.town });
}

/** A move's date as partners read it: the day, or the flexible window with what is known of it. */
export function useMoveDateText(date: MoveDate): string {
  const { t, i18n } = useTranslation("leads");
  return moveDateText(date, t, i18n.language);
}

/** useMoveDateText for a component that already holds the `leads` translations (a card of a list). */
export function moveDateText(date: MoveDate, t: TFunction<"leads">, locale: string): string {
  const day = (value: string) => formatDate(value, locale);
  if (date.kind === "specific") return day(date.date);
  if (date.from && date.to) return t("detail.flexibleWindow", { from: day(date.from), to: day(date.to) });
  if (date.from) return t("detail.flexibleFrom", { from: day(date.from) });
  if (date.to) return t("detail.flexibleUntil", { to: day(date.to) });
  return t("detail.flexibleOpen");
}

export function MoveDateText({ date }: { date: MoveDate }) {
  return useMoveDateText(date);
}
