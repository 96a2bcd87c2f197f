import { type ReactNode, useId } from "react";
import { href, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { formatTimeAgo, numberFormat } from "~/lib/format";
import {
  APPLICATION_WAIT_BUSINESS_DAYS,
  FEW_CLAIMS_AFTER_HOURS,
  PARTNER_WITHOUT_LEADS_DAYS,
  WORK_QUEUE_MIN_CLAIMS,
  workQueueCountLabel,
} from "~/lib/work-queue";
import type {
  QueueApplicationRow,
  QueuePartnerRow,
  QueueRequestRow,
  QueueSection,
  WorkQueue,
} from "~/server/admin/dashboard.server";
import { openRecordHref } from "./detail-dialog";
import { useMovingDateText } from "./quote-requests";

/**
 * The dashboard's work queue: a card per section with its count, what qualifies (the thresholds
 * of app/lib/work-queue.ts) and its first rows, longest waiting first. Each row links to the
 * record's list with its detail dialog open, where the action that fixes it is (offer the
 * request to a partner or re-run matching; approve the application).
 */

/** A link to a request: its list searched for its reference, its detail (with the lead actions) open. */
const requestHref = (row: QueueRequestRow) =>
  openRecordHref(href("/admin/quote-requests"), { q: row.reference, id: row.id });
/** A link to a partner: the partners searched for its email, its detail (with the decisions) open. */
const partnerHref = (row: { id: string; email: string }) =>
  openRecordHref(href("/admin/partners"), { q: row.email, id: row.id });

function Section<Row extends { id: string }>({
  title,
  description,
  section,
  showAll,
  children,
}: {
  title: string;
  description: string;
  section: QueueSection<Row>;
  /** The list that holds every record of this kind, where there is one. */
  showAll?: { to: string; label: string };
  children: (row: Row) => ReactNode;
}) {
  const { t, i18n } = useTranslation("admin");
  const headingId = useId();
  const format = (value: number) => numberFormat(i18n.language, {}).format(value);
  const total = workQueueCountLabel(section.count, format);
  const more = section.count > section.rows.length;
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-3 rounded-lg border border-border bg-background p-4"
    >
      <header className="grid gap-1">
        <h2 id={headingId} className="flex items-start justify-between gap-3 font-semibold text-lg">
          <span>{title}</span>{" "}
          <Badge variant={section.count > 0 ? "warning" : "secondary"} className="shrink-0 tabular-nums">
            {total}
          </Badge>
        </h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </header>
      {section.rows.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-4 text-muted-foreground text-sm">{t("workQueue.empty")}</p>
      ) : (
        <ul className="grid divide-y divide-border">
          {section.rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
              {children(row)}
            </li>
          ))}
        </ul>
      )}
      {more || showAll ? (
        <footer className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {more ? (
            <p className="text-muted-foreground">
              {t("workQueue.showing", { shown: format(section.rows.length), total })}
            </p>
          ) : (
            <span />
          )}
          {showAll ? (
            <Link to={showAll.to} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {showAll.label}
            </Link>
          ) : null}
        </footer>
      ) : null}
    </section>
  );
}

/** A row: what the record is, facts about it, and the link to the action that fixes it. */
function Row({ title, facts, action, to }: { title: string; facts: (string | null)[]; action: string; to: string }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
        {/* A name (a company's, a customer's): never translated, by a browser either. */}
        <p translate="no" className="break-words font-medium">
          {title}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-muted-foreground text-sm">
          {facts.map((fact) => (fact ? <span key={fact}>{fact}</span> : null))}
        </p>
      </div>
      {/* The visible words start the link's name, which adds the record's (WCAG 2.5.3). */}
      <Button asChild variant="outline" size="sm">
        <Link to={to} aria-label={t("workQueue.actionFor", { action, name: title })}>
          {action}
        </Link>
      </Button>
    </>
  );
}

function RequestRow({ row, now }: { row: QueueRequestRow; now: Date }) {
  const { t, i18n } = useTranslation("admin");
  const movingDate = useMovingDateText();
  return (
    <Row
      title={`${row.reference} · ${row.fullName}`}
      facts={[
        row.toCity ? t("workQueue.route", { from: row.fromCity, to: row.toCity }) : row.fromCity,
        t("workQueue.moving", { date: movingDate(row) }),
        t("workQueue.claims", { count: row.slotsTaken }),
        t("workQueue.verified", { ago: formatTimeAgo(row.emailVerifiedAt, now, i18n.language) }),
      ]}
      action={t("workQueue.offer")}
      to={requestHref(row)}
    />
  );
}

function PartnerRow({ row, now }: { row: QueuePartnerRow; now: Date }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <Row
      title={row.name}
      facts={[
        row.town,
        t("workQueue.approved", { ago: formatTimeAgo(row.approvedAt, now, i18n.language) }),
        row.pausedNow ? t("workQueue.paused") : null,
      ]}
      action={t("workQueue.viewPartner")}
      to={partnerHref(row)}
    />
  );
}

function ApplicationRow({ row, now }: { row: QueueApplicationRow; now: Date }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <Row
      title={row.name}
      facts={[row.town, t("workQueue.applied", { ago: formatTimeAgo(row.createdAt, now, i18n.language) })]}
      action={t("workQueue.review")}
      to={partnerHref(row)}
    />
  );
}

/** `now` (ISO, from the loader) keeps "3 hours ago" the same on the server and in the browser. */
export function WorkQueueSections({ queue, now: nowIso }: { queue: WorkQueue; now: string }) {
  const { t } = useTranslation("admin");
  const now = new Date(nowIso);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Section
        title={t("workQueue.fewClaims.title")}
        description={t("workQueue.fewClaims.description", {
          count: WORK_QUEUE_MIN_CLAIMS,
          hours: FEW_CLAIMS_AFTER_HOURS,
        })}
        section={queue.fewClaims}
      >
        {(row) => <RequestRow row={row} now={now} />}
      </Section>
      <Section
        title={t("workQueue.noClaims.title")}
        description={t("workQueue.noClaims.description")}
        section={queue.noClaims}
      >
        {(row) => <RequestRow row={row} now={now} />}
      </Section>
      <Section
        title={t("workQueue.partnersWithoutLeads.title")}
        description={t("workQueue.partnersWithoutLeads.description", { days: PARTNER_WITHOUT_LEADS_DAYS })}
        section={queue.partnersWithoutLeads}
      >
        {(row) => <PartnerRow row={row} now={now} />}
      </Section>
      <Section
        title={t("workQueue.applications.title")}
        description={t("workQueue.applications.description", { days: APPLICATION_WAIT_BUSINESS_DAYS })}
        section={queue.applications}
        showAll={{ to: `${href("/admin/partners")}?status=pending`, label: t("workQueue.applications.showAll") }}
      >
        {(row) => <ApplicationRow row={row} now={now} />}
      </Section>
    </div>
  );
}
