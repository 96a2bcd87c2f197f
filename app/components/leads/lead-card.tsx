import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { formatDate, formatPounds, numberFormat } from "~/lib/format";
import { leadDetailPath } from "~/lib/lead-rules";
import type { AnswerBy, LeadCard as LeadCardData, PropertySummary } from "~/server/leads/lead-cards.server";
import { moveDateText } from "./lead-text";
import { SlotMeter } from "./slot-meter";

/**
 * One lead as the lead lists show it: what moves where and when, how big it is, what the lead
 * costs and how many of its places other companies have claimed. Only the town and postcode
 * district are shown, never the customer (the service selects nothing more). The whole card
 * opens the lead: its heading's link stretches over the card, so the card is one tab stop, and
 * the link's name says which lead it is ("Domestic move: Manchester M1 to Leeds, 2 June 2026").
 */
export function LeadCard({ card, headingLevel = "h3" }: { card: LeadCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const { t, i18n } = useTranslation("leads");
  const locale = i18n.language;
  const from = [card.from.town, card.from.district].filter(Boolean).join(" ");
  const route = t("cards.route", { from, to: card.to.town ?? t("cards.toUnknown") });
  const date = moveDateText(card.date, t, locale);
  const moveType = t("cards.moveType", { moveType: t(`type.${card.moveType}`, { ns: "quote" }) });
  return (
    <article className="relative grid gap-3 rounded-lg border border-border bg-background p-4 shadow-card transition-colors focus-within:outline-2 focus-within:outline-ring hover:border-brand-600">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Heading className="font-semibold text-base text-brand-950">
          <Link
            to={leadDetailPath(card)}
            aria-label={`${moveType}: ${route}, ${date}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {moveType}
          </Link>
        </Heading>
        <p className="text-right">
          <span className="sr-only">{`${t("cards.leadPrice")}: `}</span>
          <span className="font-bold text-brand-800 text-lg tabular-nums">
            {formatPounds(card.leadPricePence, locale)}
          </span>
        </p>
      </div>

      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium" aria-hidden="true">
        <span>{from}</span>
        <SpriteIcon sprite="back-office-icons" name="arrow-right" className="size-4 shrink-0 text-muted-foreground" />
        <span className={cn(!card.to.town && "text-muted-foreground")}>{card.to.town ?? t("cards.toUnknown")}</span>
      </p>

      {card.invited || card.watching ? (
        <p className="flex flex-wrap gap-2">
          {card.invited ? (
            <Badge variant="partner">
              <SpriteIcon sprite="back-office-icons" name="mail" />
              {t("cards.invited")}
            </Badge>
          ) : null}
          {card.answerBy ? <span className="text-sm">{answerByText(card.answerBy, t, locale)}</span> : null}
          {card.watching ? (
            <Badge variant="secondary">
              <SpriteIcon sprite="back-office-icons" name="eye" />
              {t("cards.watching")}
            </Badge>
          ) : null}
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label={t("cards.date")}>{date}</Fact>
        <Fact label={t("cards.distance")}>
          {card.distanceMiles === null
            ? t("cards.unknown")
            : t("cards.miles", { miles: numberFormat(locale, {}).format(card.distanceMiles) })}
        </Fact>
        <Fact label={t("cards.size")}>{t(`sizes.${card.size}`)}</Fact>
        <Fact label={t("cards.estimate")}>
          {`${t("cards.volume", { volume: card.volumeM3 })}, ${t("cards.crew", { count: card.crew })}`}
        </Fact>
        <Fact label={t("cards.movingOutOf")}>
          <PropertyText property={card.current} t={t} />
        </Fact>
        <Fact label={t("cards.movingInto")}>
          <PropertyText property={card.next} t={t} />
        </Fact>
      </dl>

      <SlotMeter taken={card.slotsTaken} total={card.slotsTotal} />
    </article>
  );
}

/** "Answer by 12:15 today": an open invitation's response window, in UK time. */
export function answerByText(answerBy: AnswerBy, t: TFunction<"leads">, locale: string): string {
  if (answerBy.day === "date") {
    return t("cards.answerByDate", { time: answerBy.time, date: formatDate(answerBy.date, locale) });
  }
  return t(answerBy.day === "today" ? "cards.answerByToday" : "cards.answerByTomorrow", { time: answerBy.time });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** "Apartment, floor 4, no lift" or "House, bedrooms: 3": only what the customer told us. */
function PropertyText({ property, t }: { property: PropertySummary; t: TFunction<"leads"> }) {
  const parts: string[] = [t(`cards.property.${property.type}`)];
  if (property.bedrooms) parts.push(t("cards.bedrooms", { bedrooms: property.bedrooms }));
  if (property.floorNumber) parts.push(t("cards.floor", { floor: property.floorNumber }));
  if (property.liftAvailable) parts.push(property.liftAvailable === "yes" ? t("cards.lift") : t("cards.noLift"));
  return parts.join(", ");
}
