import { CalendarCheck, CircleSlash, Lock } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { href } from "react-router";
import { Container } from "~/components/content/container";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { companyPath } from "~/lib/directory";
import { formatDate, formatPounds } from "~/lib/format";
import { isOpenRequest, type RequestCloseReason } from "~/lib/vocabulary";
import type { MoveDate } from "~/server/leads/lead-cards.server";
import type { CustomerRequestView } from "~/server/quote-requests/customer-request.server";
import type { QuoteOrder } from "./quote-order";
import { QuotesSection } from "./quotes-section";
import { CancelRequest, ChangeMovingDate, EndOtherLinks } from "./request-changes";
import { RequestCompanies } from "./request-companies";

export interface CustomerRequestPageProps {
  view: CustomerRequestView;
  order: QuoteOrder;
  /** Today in the UK, from the server: the date fields' earliest day. */
  today: string;
}

/** The customer's private page: what was asked, what came back, and what they can do about it. */
export function CustomerRequestPage({ view, order, today }: CustomerRequestPageProps) {
  const takingQuotes = isOpenRequest(view.status);
  useFocusOnChange(OUTCOME_ID, view.status);
  const canCancel = takingQuotes || view.status === "booked";

  return (
    <>
      <RequestHeader view={view} />
      <Container className="grid gap-10 py-8 sm:py-12">
        {/* A booking cancelled with its request is no longer news: the closed panel says so. */}
        {view.status === "cancelled" || view.status === "expired" ? (
          <ClosedPanel closeReason={view.closeReason} />
        ) : view.booking ? (
          <BookingPanel booking={view.booking} />
        ) : null}
        <QuotesSection quotes={view.quotes} order={order} canAccept={takingQuotes} closed={!takingQuotes} />
        <div className="grid gap-6 lg:grid-cols-2">
          <MoveSummary view={view} />
          <RequestCompanies companies={view.companies} offers={view.offers} openUntil={view.openToCompaniesUntil} />
        </div>
        {canCancel ? (
          <div className="grid gap-6 lg:grid-cols-2">
            {takingQuotes ? <ChangeMovingDate date={view.summary.date} today={today} /> : null}
            <CancelRequest bookedWith={view.booking?.companyName ?? null} />
            <EndOtherLinks />
          </div>
        ) : null}
      </Container>
    </>
  );
}

/** The booking or the cancellation, once made from a dialog that has now gone, takes the focus. */
const OUTCOME_ID = "request-outcome";

function useFocusOnChange(id: string, value: string) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current !== value) document.getElementById(id)?.focus();
    previous.current = value;
  }, [id, value]);
}

function RequestHeader({ view }: { view: CustomerRequestView }) {
  const { t, i18n } = useTranslation("myRequest");
  const { from, to } = view.summary;
  const status = view.status === "expired" ? expiredStatus(view.closeReason) : view.status;
  return (
    <section className="border-border border-b bg-linear-to-b from-brand-50 to-white">
      <Container className="py-8 sm:py-10">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
          {t("header.eyebrow", { reference: view.reference })}
        </p>
        <h1 className="mt-2 text-balance font-bold text-2xl text-brand-950 tracking-tight sm:text-4xl">
          {to.town
            ? t("header.titleRoute", { from: from.town, to: to.town })
            : t("header.titleFrom", { from: from.town })}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-2">
            <span className="sr-only">{t("status.label")}:</span>
            <Badge variant={statusBadge[view.status]}>{t(`status.${status}`)}</Badge>
          </span>
          <span>{t("header.sentOn", { date: formatDate(view.createdAt, i18n.language) })}</span>
        </div>
        <p className="mt-4 flex max-w-3xl items-start gap-2 text-muted-foreground text-sm">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("header.privacy")}
        </p>
      </Container>
    </section>
  );
}

/** An expired request says why: its moving date passed, or nobody took it on. */
function expiredStatus(closeReason: RequestCloseReason | null) {
  return closeReason === "moving_date_passed" || closeReason === "offering_ended" ? closeReason : "closed";
}

const statusBadge = {
  pending: "info",
  collecting_quotes: "info",
  booked: "success",
  completed: "success",
  cancelled: "secondary",
  expired: "secondary",
} as const satisfies Record<CustomerRequestView["status"], "info" | "success" | "secondary">;

function BookingPanel({ booking }: { booking: NonNullable<CustomerRequestView["booking"]> }) {
  const { t, i18n } = useTranslation("myRequest");
  const company = booking.companyName;
  return (
    <section
      id={OUTCOME_ID}
      tabIndex={-1}
      aria-labelledby="booking-heading"
      className="rounded-(--radius-card) border-2 border-success/40 bg-green-50 p-5 sm:p-6"
    >
      <h2 id="booking-heading" className="flex items-start gap-2 font-bold text-brand-950 text-xl sm:text-2xl">
        <CalendarCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-success" />
        {t("booking.title", { company })}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {booking.agreedDate
          ? t("booking.introAgreed", { company, date: formatDate(booking.agreedDate, i18n.language) })
          : t("booking.intro", { company })}
      </p>
      <dl className={cn("mt-4 grid gap-4", booking.agreedDate ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3")}>
        {booking.agreedDate ? (
          <Fact label={t("booking.agreedDate")}>
            <span className="font-bold text-lg">{formatDate(booking.agreedDate, i18n.language)}</span>
          </Fact>
        ) : null}
        <Fact label={t("booking.company")}>
          <Link to={companyPath(booking.companySlug)} className="text-brand-700 underline underline-offset-4">
            {company}
          </Link>
        </Fact>
        <Fact label={t("booking.price")}>
          <span className="font-bold text-2xl">{formatPounds(booking.amountPence, i18n.language)}</span>
        </Fact>
        <Fact label={t("booking.reference")}>
          <span className="font-mono font-semibold text-lg">{booking.jobReference}</span>
        </Fact>
      </dl>
    </section>
  );
}

const closedText = {
  cancelled_by_customer: "closed.cancelled",
  moving_date_passed: "closed.datePassed",
  offering_ended: "closed.offeringEnded",
} as const satisfies Record<RequestCloseReason, string>;

function ClosedPanel({ closeReason }: { closeReason: RequestCloseReason | null }) {
  const { t } = useTranslation("myRequest");
  return (
    <section
      id={OUTCOME_ID}
      tabIndex={-1}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-border bg-muted p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <CircleSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        {t(closeReason ? closedText[closeReason] : "closed.other")}
      </p>
      <Button asChild variant="outline">
        <Link to={href("/quote")}>{t("closed.newRequest")}</Link>
      </Button>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-0.5 break-words font-medium">{children}</dd>
    </div>
  );
}

/** "12 June 2026", "Flexible, between 1 June 2026 and 14 June 2026", "Flexible". */
function useMoveDateText(): (date: MoveDate) => string {
  const { t, i18n } = useTranslation("myRequest");
  return (date) => {
    if (date.kind === "specific") return formatDate(date.date, i18n.language);
    if (date.from && date.to) {
      return t("summary.flexibleWindow", {
        from: formatDate(date.from, i18n.language),
        to: formatDate(date.to, i18n.language),
      });
    }
    return t("summary.flexible");
  };
}

function MoveSummary({ view }: { view: CustomerRequestView }) {
  const { t } = useTranslation("myRequest");
  const { t: tLeads } = useTranslation("leads");
  const { t: tQuote } = useTranslation("quote");
  const moveDateText = useMoveDateText();
  const { summary } = view;
  const place = (town: string | null, detail: string | null) => [detail, town].filter(Boolean).join(", ");
  return (
    <section aria-labelledby="summary-heading" className="rounded-(--radius-card) border border-border bg-white p-5">
      <h2 id="summary-heading" className="font-bold text-brand-950 text-xl">
        {t("summary.title")}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Fact label={t("summary.reference")}>
          <span className="font-mono">{view.reference}</span>
        </Fact>
        <Fact label={t("summary.date")}>{moveDateText(summary.date)}</Fact>
        <Fact label={t("summary.from")}>{place(summary.from.town, summary.from.address ?? summary.from.district)}</Fact>
        <Fact label={t("summary.to")}>{place(summary.to.town, summary.to.address) || "–"}</Fact>
        <Fact label={t("summary.size")}>
          {tLeads(`sizes.${summary.size}`)}
          <span className="block text-muted-foreground text-sm">
            {t("summary.volume", { volume: summary.volumeM3 })}
          </span>
        </Fact>
        <Fact label={t("summary.type")}>{tQuote(`type.${summary.moveType}`)}</Fact>
        {summary.additionalDetails ? (
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground text-sm">{t("summary.details")}</dt>
            <UserText as="dd" language={summary.detailsLanguage} className="mt-0.5 whitespace-pre-line break-words">
              {summary.additionalDetails}
            </UserText>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
