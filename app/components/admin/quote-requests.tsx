import { href } from "react-router";
import { DataTable, type PageInfo } from "~/components/data-table/data-table";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { UserText } from "~/components/ui/user-text";
import { isLocale } from "~/i18n/config";
import { useTranslation } from "~/i18n/use-translation";
import { formatLondonDate } from "~/lib/format";
import { QUOTE_REQUEST_STATUSES } from "~/lib/vocabulary";
import type { RequestLeadLoop } from "~/server/leads/staff-leads.server";
import type { QuoteRequestDetail, QuoteRequestRow } from "~/server/quote-requests/admin-quote-requests.server";
import { DetailDialog, DetailRow, useOpenRecordId } from "./detail-dialog";
import { LeadLoopDetail, StaffLeadActions, StatusOverride, useStatusOverrideToast } from "./quote-request-lead-loop";
import { useVocabulary } from "./vocabulary";

export function QuoteRequestsTable({ rows, paging }: { rows: QuoteRequestRow[]; paging: PageInfo }) {
  const { t, i18n } = useTranslation("admin");
  const label = useVocabulary();
  const movingDate = useMovingDateText();
  const statusLabel = (status: string) => label("quoteRequestStatus", status);
  const openId = useOpenRecordId();
  useStatusOverrideToast();
  return (
    <DataTable
      label={t("titles.quoteRequests")}
      rows={rows}
      rowKey={(row) => row.id}
      paging={paging}
      search={{ placeholder: t("quoteRequests.searchPlaceholder") }}
      statusFilter={{ options: QUOTE_REQUEST_STATUSES, label: statusLabel }}
      columns={[
        {
          header: t("quoteRequests.date"),
          className: "whitespace-nowrap",
          cell: (row) => formatLondonDate(row.createdAt, i18n.language),
        },
        {
          header: t("quoteRequests.customer"),
          cell: (row) => (
            <>
              <div className="font-medium">{row.fullName}</div>
              <div className="text-muted-foreground text-xs">{row.email}</div>
            </>
          ),
        },
        {
          header: t("quoteRequests.move"),
          cell: (row) => (
            <>
              <div>{`${row.fromPostcode}, ${row.fromCity}`}</div>
              {row.toCity ? (
                <div className="text-muted-foreground text-xs">{t("quoteRequests.toTown", { town: row.toCity })}</div>
              ) : null}
            </>
          ),
        },
        {
          header: t("quoteRequests.movingDate"),
          cell: movingDate,
        },
        {
          header: t("quoteRequests.propertyType"),
          cell: (row) => t(`quote:move.${row.propertyType}` as "quote:move.house", { defaultValue: row.propertyType }),
        },
        {
          header: t("quoteRequests.status"),
          cell: (row) => (
            <div className="grid justify-items-start gap-1">
              <StatusBadge tone={toneOf(row.status)}>{statusLabel(row.status)}</StatusBadge>
              <span className="text-muted-foreground text-xs">
                {t("quoteRequests.claimsAndQuotes", {
                  claims: t("quoteRequests.claims", { count: row.claims }),
                  quotes: t("quoteRequests.quotes", { count: row.quotes }),
                })}
              </span>
            </div>
          ),
        },
        {
          header: t("list.actions"),
          cell: (row) => (
            <DetailDialog<QuoteRequestRecord>
              href={href("/admin/quote-requests/:id", { id: row.id })}
              fullPage
              title={t("quoteRequests.detailTitle", { reference: row.reference })}
              defaultOpen={row.id === openId}
            >
              {(record) => <QuoteRequestDetailBody record={record} focusActions={row.id === openId} />}
            </DetailDialog>
          ),
        },
      ]}
    />
  );
}

/** The wizard's own words for a stored answer, so staff read what the customer chose. */
function useAnswerLabels() {
  const { t } = useTranslation("quote");
  return {
    moveType: (value: string) => t(`type.${value}` as "type.domestic", { defaultValue: value }),
    helpType: (value: string) => t(`move.${value}` as "move.full", { defaultValue: value }),
    property: (type: string, bedrooms: string | null, floor: string | null, lift: string | null) =>
      [
        t(`move.${type}` as "move.house", { defaultValue: type }),
        bedrooms && `${t("move.bedrooms")}: ${bedrooms}`,
        floor && `${t("move.floor")}: ${floor}`,
        lift && `${t("move.lift")} ${t(`move.${lift}` as "move.yes", { defaultValue: lift })}`,
      ]
        .filter(Boolean)
        .join(", "),
  };
}

/** "12 Jun 2026", "Flexible: 1 Jun 2026 to 14 Jun 2026" (the customer's window), or "Flexible". */
export function useMovingDateText() {
  const { t, i18n } = useTranslation("admin");
  return ({
    specificDate,
    flexibleFrom,
    flexibleTo,
  }: Pick<QuoteRequestRow, "specificDate" | "flexibleFrom" | "flexibleTo">) => {
    const format = (date: string) => formatLondonDate(date, i18n.language);
    if (specificDate) return format(specificDate);
    if (flexibleFrom && flexibleTo)
      return t("quoteRequests.flexibleWindow", { from: format(flexibleFrom), to: format(flexibleTo) });
    return t("quoteRequests.flexible");
  };
}

/** The customer's answers, then what became of the request and what staff can do with it. */
export type QuoteRequestRecord = QuoteRequestDetail & RequestLeadLoop;

/**
 * One request's story, in its preview dialog over the list and on its own page.
 * `focusActions`: the detail was opened by a link to this request, for its staff actions.
 */
export function QuoteRequestDetailBody({
  record,
  focusActions,
}: {
  record: QuoteRequestRecord;
  focusActions: boolean;
}) {
  const { t, i18n } = useTranslation("admin");
  const answer = useAnswerLabels();
  const label = useVocabulary();
  const movingDate = useMovingDateText();
  const locale = i18n.language;
  const notProvided = <span className="text-muted-foreground">{t("list.notProvided")}</span>;
  return (
    <>
      <dl className="grid gap-2">
        <DetailRow label={t("fields.reference")}>{record.reference}</DetailRow>
        <DetailRow label={t("fields.createdAt")}>{formatLondonDate(record.createdAt, locale)}</DetailRow>
        <DetailRow label={t("fields.name")}>{record.fullName}</DetailRow>
        <DetailRow label={t("fields.email")}>{record.email}</DetailRow>
        <DetailRow label={t("fields.phone")}>{record.phone || notProvided}</DetailRow>
        {record.requestedCompany ? (
          <DetailRow label={t("fields.requestedCompany")}>{record.requestedCompany}</DetailRow>
        ) : null}
        <DetailRow label={t("fields.moveType")}>{answer.moveType(record.moveType)}</DetailRow>
        <DetailRow label={t("fields.from")}>
          {[record.fromAddress, record.fromCity, record.fromPostcode].filter(Boolean).join(", ")}
        </DetailRow>
        <DetailRow label={t("fields.to")}>
          {[record.toAddress, record.toCity].filter(Boolean).join(", ") || notProvided}
        </DetailRow>
        <DetailRow label={t("fields.helpType")}>{answer.helpType(record.helpType)}</DetailRow>
        <DetailRow label={t("fields.currentProperty")}>
          {answer.property(
            record.currentPropertyType,
            record.currentBedrooms,
            record.currentFloorNumber,
            record.currentLiftAvailable,
          )}
        </DetailRow>
        <DetailRow label={t("fields.newProperty")}>
          {answer.property(record.newPropertyType, record.newBedrooms, record.newFloorNumber, record.newLiftAvailable)}
        </DetailRow>
        <DetailRow label={t("quoteRequests.movingDate")}>{movingDate(record)}</DetailRow>
        <DetailRow label={t("fields.status")}>
          <StatusBadge tone={toneOf(record.status)}>{label("quoteRequestStatus", record.status)}</StatusBadge>
        </DetailRow>
        <DetailRow label={t("fields.locale")}>
          {isLocale(record.locale) ? t(`languageNames.${record.locale}`) : record.locale}
        </DetailRow>
        <DetailRow label={t("fields.description")}>
          {record.additionalDetails ? (
            <UserText as="span" language={record.locale} className="whitespace-pre-wrap">
              {record.additionalDetails}
            </UserText>
          ) : (
            notProvided
          )}
        </DetailRow>
      </dl>
      <LeadLoopDetail record={record} />
      <StaffLeadActions id={record.id} record={record} autoFocus={focusActions} />
      <StatusOverride id={record.id} status={record.status} />
    </>
  );
}
