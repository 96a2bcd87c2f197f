import type { ReactNode } from "react";
import { useId } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { WORK_COUNT_CAP } from "~/lib/lead-rules";
import { addDays } from "~/lib/uk-time";
import type { LeadCard as LeadCardData } from "~/server/leads/lead-cards.server";
import { LeadCard } from "./lead-card";

/**
 * The card list of every lead screen (Find work, Invitations, Watching): the cards grouped by
 * moving day ('Today', 'Tomorrow', then the date) with the flexible ones last, or in one run when
 * the list is sorted by price (day headings would break that order), an empty state, and a
 * loading state while the next version of the page is on its way.
 */
export interface LeadCardListProps {
  cards: readonly LeadCardData[];
  /** Today in the UK (YYYY-MM-DD), from the loader, so server and browser name the same days. */
  today: string;
  groupByDay: boolean;
  /** What the empty list says, and where it can lead. */
  empty: { text: string; action?: { to: string; label: string } };
}

interface DayGroup {
  /** An ISO date, or "flexible". */
  key: string;
  cards: LeadCardData[];
}

/** Cards by moving day in the order they came; flexible dates have no day, so they come last. */
export function groupByMoveDay(cards: readonly LeadCardData[]): DayGroup[] {
  const days = new Map<string, LeadCardData[]>();
  const flexible: LeadCardData[] = [];
  for (const card of cards) {
    if (card.date.kind === "flexible") {
      flexible.push(card);
      continue;
    }
    const day = days.get(card.date.date);
    if (day) day.push(card);
    else days.set(card.date.date, [card]);
  }
  const groups = [...days].map(([key, dayCards]) => ({ key, cards: dayCards }));
  return flexible.length > 0 ? [...groups, { key: "flexible", cards: flexible }] : groups;
}

export function LeadCardList({ cards, today, groupByDay, empty }: LeadCardListProps) {
  const { t, i18n } = useTranslation("leads");
  const loading = usePageLoading();
  const dayLabel = (key: string) => {
    if (key === "flexible") return t("findWork.groups.flexible");
    if (key === today) return t("findWork.groups.today");
    if (key === addDays(today, 1)) return t("findWork.groups.tomorrow");
    return formatDate(key, i18n.language);
  };
  return (
    <div aria-busy={loading} className={cn("grid gap-6 transition-opacity", loading && "opacity-60")}>
      {loading ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t("findWork.loading")}
        </p>
      ) : null}
      {cards.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-lg border border-border border-dashed bg-background p-6">
          <p className="text-muted-foreground">{empty.text}</p>
          {empty.action ? (
            <Button asChild variant="outline" size="sm">
              <Link to={empty.action.to}>{empty.action.label}</Link>
            </Button>
          ) : null}
        </div>
      ) : groupByDay ? (
        groupByMoveDay(cards).map((group) => (
          <DaySection key={group.key} title={dayLabel(group.key)}>
            <Cards cards={group.cards} headingLevel="h3" />
          </DaySection>
        ))
      ) : (
        <Cards cards={cards} headingLevel="h2" />
      )}
    </div>
  );
}

function DaySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Cards({ cards, headingLevel }: { cards: readonly LeadCardData[]; headingLevel: "h2" | "h3" }) {
  return (
    <ul className="grid gap-3">
      {cards.map((card) => (
        <li key={card.quoteRequestId}>
          <LeadCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** True while the page on screen is loading its next version (another tab, sort or page). */
export function usePageLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}

/** Previous and next links between pages of a lead list; `hrefFor` builds a page's address. */
/** "23 results", or "More than 99 results" past the count's cap (WORK_COUNT_CAP). */
export function ResultCount({ count }: { count: number }) {
  const { t } = useTranslation("leads");
  return count > WORK_COUNT_CAP
    ? t("findWork.resultsOverCap", { cap: WORK_COUNT_CAP })
    : t("findWork.results", { count });
}

/** Previous and next; `morePages` when counting stopped at the cap, so pages go on after `pageCount`. */
export function LeadPaging({
  page,
  pageCount,
  morePages = false,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  morePages?: boolean;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation("leads");
  if (pageCount <= 1 && !morePages) return null;
  return (
    <nav aria-label={t("findWork.paging.label")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {t(morePages ? "findWork.paging.pageOfAtLeast" : "findWork.paging.pageOf", { page, pageCount })}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefFor(page - 1)}>{t("findWork.paging.previous")}</Link>
          </Button>
        ) : null}
        {page < pageCount || morePages ? (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefFor(page + 1)}>{t("findWork.paging.next")}</Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
