import { FileDown } from "lucide-react";
import { useId } from "react";
import { Link, useFetcher, useNavigation } from "react-router";
import { toneOf } from "~/components/data-table/status";
import { useResultToast } from "~/components/forms/use-result-toast";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { Pagination } from "~/components/navigation/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Switch } from "~/components/ui/switch";
import { useTranslation } from "~/i18n/use-translation";
import {
  INVOICE_PAYMENT_TERMS_DAYS,
  PARTNER_PAYMENTS_PATH,
  partnerInvoicePdfPath,
  STATEMENT_STATUSES,
  type StatementStatus,
} from "~/lib/billing";
import { cn } from "~/lib/cn";
import type { FormResult } from "~/lib/form-result";
import { formatDate, formatPounds } from "~/lib/format";
import { partnerLeadPath } from "~/lib/lead-rules";
import type { Statement, StatementEntry } from "~/server/billing/statement.server";

/**
 * The payments screen: the balance, the Express pay switch and what it means, and the statement
 * grouped by day, filtered by the spec's statuses (Scheduled, Pending, Completed).
 */
export function PaymentsStatement({
  statement,
  status,
  today,
}: {
  statement: Statement;
  status: StatementStatus | null;
  today: string;
}) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  const loading = useNavigation().state === "loading";
  const days = groupByDay(statement.entries);
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <ScreenHeading>{t("payments.title")}</ScreenHeading>
        <p className="mt-2 text-muted-foreground">{t("payments.intro")}</p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label={t("payments.balance")} hint={t("payments.balanceHint")}>
          {formatPounds(statement.totals.balancePence, locale)}
        </Figure>
        <Figure label={t("payments.scheduledTotal")} hint={t("payments.scheduledHint")}>
          {formatPounds(-statement.totals.scheduledPence, locale)}
        </Figure>
        <Figure label={t("payments.dueTotal")} hint={t("payments.dueHint", { days: INVOICE_PAYMENT_TERMS_DAYS })}>
          {formatPounds(statement.totals.duePence, locale)}
        </Figure>
      </dl>

      <ExpressPaySwitch expressPay={statement.expressPay} />

      <nav aria-label={t("payments.filterLabel")} className="flex flex-wrap gap-2">
        {[null, ...STATEMENT_STATUSES].map((option) => (
          <Link
            key={option ?? "all"}
            to={option ? `${PARTNER_PAYMENTS_PATH}?status=${option}` : PARTNER_PAYMENTS_PATH}
            aria-current={option === status ? "page" : undefined}
            className={cn(
              "rounded-full border border-border px-3 py-1.5 font-medium text-sm hover:bg-muted",
              option === status && "border-brand-600 bg-brand-600 text-white hover:bg-brand-700",
            )}
          >
            {option ? t(`payments.statuses.${option}`) : t("payments.allStatuses")}
          </Link>
        ))}
      </nav>

      <div aria-busy={loading} className={cn("grid gap-6", loading && "opacity-60")}>
        {days.length === 0 ? (
          <p className="rounded-(--radius-card) border border-border border-dashed p-6 text-muted-foreground">
            {status ? t("payments.emptyFiltered") : t("payments.empty")}
          </p>
        ) : (
          days.map(([day, entries]) => (
            <section key={day} aria-labelledby={`day-${day}`} className="grid gap-2">
              <h2 id={`day-${day}`} className="font-semibold text-brand-950">
                {formatDate(day, locale)}
              </h2>
              <ul className="grid gap-2">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <EntryRow entry={entry} today={today} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
      <Pagination page={statement.page} pageCount={statement.pageCount} />
    </section>
  );
}

function groupByDay(entries: StatementEntry[]): [string, StatementEntry[]][] {
  const days = new Map<string, StatementEntry[]>();
  for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  return [...days];
}

function Figure({ label, hint, children }: { label: string; hint: string; children: string }) {
  return (
    <div className="rounded-(--radius-card) border border-border bg-white p-4 shadow-card">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-2xl text-brand-950">{children}</dd>
      <dd className="mt-1 text-muted-foreground text-xs">{hint}</dd>
    </div>
  );
}

/** Saved on the company at once; the text under it says what On and Off mean. */
function ExpressPaySwitch({ expressPay }: { expressPay: boolean }) {
  const { t } = useTranslation("backOffice");
  const fetcher = useFetcher<FormResult<{ expressPay: boolean }>>();
  const id = useId();
  useResultToast(fetcher, {
    success: ({ expressPay: on }) => (on ? t("payments.express.savedOn") : t("payments.express.savedOff")),
    failure: t("payments.express.failed"),
  });
  // While saving, the switch shows the value being saved.
  const pending = fetcher.formData?.get("expressPay");
  const on = pending ? pending === "on" : expressPay;
  return (
    <div className="grid gap-3 rounded-(--radius-card) border border-border bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-center gap-3">
        <Switch
          id={id}
          checked={on}
          disabled={fetcher.state !== "idle"}
          onCheckedChange={(checked) =>
            fetcher.submit({ expressPay: checked ? "on" : "off" }, { method: "post", action: PARTNER_PAYMENTS_PATH })
          }
        />
        <label htmlFor={id} className="font-semibold">
          {t("payments.express.label")}
        </label>
        <Badge variant={on ? "success" : "secondary"}>
          {on ? t("payments.express.on") : t("payments.express.off")}
        </Badge>
      </div>
      <ul className="grid gap-1 text-muted-foreground text-sm">
        <li>
          <strong className="text-foreground">{t("payments.express.on")}:</strong> {t("payments.express.onMeaning")}
        </li>
        <li>
          <strong className="text-foreground">{t("payments.express.off")}:</strong>{" "}
          {t("payments.express.offMeaning", { days: INVOICE_PAYMENT_TERMS_DAYS })}
        </li>
      </ul>
    </div>
  );
}

function EntryRow({ entry, today }: { entry: StatementEntry; today: string }) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  const identifier = entry.kind === "payment" ? entry.invoice?.number : entry.reference;
  return (
    <article className="grid gap-2 rounded-(--radius-card) border border-border bg-white p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-muted-foreground text-xs">{identifier ?? entry.id.slice(0, 8)}</span>
          <Badge variant={toneOf(statusTone(entry.status))}>{t(`payments.statuses.${entry.status}`)}</Badge>
          {entry.paymentType ? (
            <Badge variant="outline">{t(`payments.paymentTypes.${entry.paymentType}`)}</Badge>
          ) : null}
          <DueBadge entry={entry} today={today} />
        </p>
        <p className="font-medium">
          {entry.leadId ? (
            <Link to={partnerLeadPath(entry.leadId)} className="text-brand-700 underline-offset-4 hover:underline">
              {t(`payments.kinds.${entry.kind}`, { reference: entry.reference ?? "" })}
            </Link>
          ) : (
            t(`payments.kinds.${entry.kind}`, { reference: entry.invoice?.number ?? "" })
          )}
        </p>
        <p className="text-muted-foreground text-xs">
          {t("payments.balanceAfter", { balance: formatPounds(entry.balancePence, locale) })}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        <span className={cn("font-semibold tabular-nums", entry.amountPence > 0 ? "text-success" : "text-foreground")}>
          {formatPounds(entry.amountPence, locale)}
        </span>
        {entry.invoice ? (
          <Button asChild size="sm" variant="outline">
            <a href={partnerInvoicePdfPath(entry.invoice.id)} target="_blank" rel="noreferrer">
              <FileDown aria-hidden="true" />
              {t("payments.invoice")}
              <span className="sr-only"> {entry.invoice.number}</span>
            </a>
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** Scheduled waits (yellow), pending is under way (blue), completed is done (green). */
function statusTone(status: StatementStatus): string {
  return { scheduled: "pending", pending: "in_progress", completed: "completed" }[status];
}

/** The invoice's due date: when it is due (red once overdue), or that it was paid. */
function DueBadge({ entry, today }: { entry: StatementEntry; today: string }) {
  const { t, i18n } = useTranslation("backOffice");
  const { invoice } = entry;
  if (!invoice || entry.kind === "payment") return null;
  if (invoice.status === "paid") return <Badge variant="success">{t("payments.paid")}</Badge>;
  const date = formatDate(invoice.dueOn, i18n.language);
  return invoice.dueOn < today ? (
    <Badge variant="destructive">{t("payments.overdue", { date })}</Badge>
  ) : (
    <Badge variant="warning">{t("payments.due", { date })}</Badge>
  );
}
