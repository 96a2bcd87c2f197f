import { useFetcher } from "react-router";
import { DataTable, type PageInfo } from "~/components/data-table/data-table";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { TextDialog } from "~/components/forms/text-dialog";
import { useResultToast } from "~/components/forms/use-result-toast";
import { useTranslation } from "~/i18n/use-translation";
import { ADMIN_INVOICES_PATH, PAYMENT_REFERENCE_MAX } from "~/lib/billing";
import type { FormResult } from "~/lib/form-result";
import { formatLondonDate, formatPounds } from "~/lib/format";
import { INVOICE_STATUSES, type InvoiceStatus } from "~/lib/vocabulary";
import type { StaffInvoiceRow } from "~/server/billing/invoices.server";

/** Every payment form on the page shares one fetcher, so the page toasts the outcome of any of them. */
const PAYMENT_FETCHER = "invoice-payment";

/** Every company's invoices, with the PDF and, for a due one, recording the payment received. */
export function InvoicesTable({ rows, paging }: { rows: StaffInvoiceRow[]; paging: PageInfo }) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language;
  useResultToast(useFetcher<FormResult<{ paid: boolean }>>({ key: PAYMENT_FETCHER }), {
    success: () => t("billing.invoices.recorded"),
    failure: t("billing.invoices.failed"),
  });
  return (
    <DataTable
      label={t("billing.invoices.title")}
      rows={rows}
      rowKey={(row) => row.id}
      paging={paging}
      search={{ placeholder: t("billing.invoices.searchPlaceholder") }}
      statusFilter={{
        options: INVOICE_STATUSES,
        label: (status) => t(`billing.invoiceStatuses.${status as InvoiceStatus}`),
      }}
      emptyText={t("billing.invoices.empty")}
      columns={[
        {
          header: t("billing.invoices.number"),
          cell: (row) => (
            <a
              href={`${ADMIN_INVOICES_PATH}/${row.id}`}
              target="_blank"
              rel="noreferrer"
              className="font-medium font-mono text-brand-700 hover:underline"
            >
              {row.number}
            </a>
          ),
        },
        { header: t("billing.invoices.company"), cell: (row) => row.companyName },
        { header: t("billing.invoices.kind"), cell: (row) => t(`billing.invoiceKinds.${row.kind}`) },
        {
          header: t("billing.invoices.period"),
          cell: (row) =>
            row.periodStart === row.periodEnd
              ? formatLondonDate(row.periodStart, locale)
              : `${formatLondonDate(row.periodStart, locale)} – ${formatLondonDate(row.periodEnd, locale)}`,
        },
        { header: t("billing.invoices.issued"), cell: (row) => formatLondonDate(row.issuedAt, locale) },
        { header: t("billing.invoices.due"), cell: (row) => formatLondonDate(row.dueOn, locale) },
        {
          header: t("billing.invoices.total"),
          className: "text-right tabular-nums",
          cell: (row) => formatPounds(row.totalPence, locale),
        },
        {
          header: t("billing.invoices.status"),
          cell: (row) => (
            <StatusBadge tone={toneOf(row.status)}>
              {row.paidAt
                ? t("billing.invoices.paidOn", { date: formatLondonDate(row.paidAt, locale) })
                : t(`billing.invoiceStatuses.${row.status}`)}
            </StatusBadge>
          ),
        },
        {
          header: t("billing.invoices.payment"),
          cell: (row) =>
            row.status === "due" ? (
              <TextDialog
                action={`${ADMIN_INVOICES_PATH}/${row.id}`}
                fetcherKey={PAYMENT_FETCHER}
                hidden={{}}
                name="reference"
                required={false}
                maxLength={PAYMENT_REFERENCE_MAX}
                trigger={t("billing.invoices.record")}
                title={t("billing.invoices.confirmTitle", { number: row.number })}
                description={t("billing.invoices.confirmBody", {
                  total: formatPounds(row.totalPence, locale),
                  company: row.companyName,
                })}
                label={t("billing.invoices.reference")}
                submit={t("billing.invoices.record")}
                cancel={t("close")}
              />
            ) : null,
        },
      ]}
    />
  );
}
