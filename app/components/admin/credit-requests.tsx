import { useState } from "react";
import { href, useFetcher } from "react-router";
import { DataTable, type PageInfo } from "~/components/data-table/data-table";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { TextDialog } from "~/components/forms/text-dialog";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useResultToast } from "~/components/forms/use-result-toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { ADMIN_CREDITS_PATH, CREDIT_REJECTION_MAX } from "~/lib/billing";
import type { FormResult } from "~/lib/form-result";
import { formatLondonDate, formatPounds } from "~/lib/format";
import { CREDIT_REQUEST_STATUSES, type CreditRequestStatus } from "~/lib/vocabulary";
import type { StaffCreditRequestRow } from "~/server/billing/credit-requests.server";

/** Every decision on the page shares one fetcher, so the page toasts the outcome of any of them. */
const DECISION_FETCHER = "credit-decision";

/** Approving gives money back: staff confirm the amount first. */
function ApproveButton({ row }: { row: StaffCreditRequestRow }) {
  const { t, i18n } = useTranslation("admin");
  const fetcher = useFetcher({ key: DECISION_FETCHER });
  const [open, setOpen] = useState(false);
  useFetcherResult(fetcher, () => setOpen(false));
  const amount = formatPounds(row.pricePence, i18n.language);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline">
          {t("billing.credits.approve")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t("billing.credits.confirmApprove", { amount, reference: row.reference })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {t("billing.credits.confirmApproveBody", { amount, company: row.companyName })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post" action={`${ADMIN_CREDITS_PATH}/${row.id}`}>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={fetcher.state !== "idle"}>{t("close")}</AlertDialogCancel>
            <Button type="submit" name="decision" value="approve" disabled={fetcher.state !== "idle"}>
              {t("billing.credits.approve")}
            </Button>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Partners' credit requests with their reasons, and staff's two decisions on open ones. */
export function CreditRequestsTable({ rows, paging }: { rows: StaffCreditRequestRow[]; paging: PageInfo }) {
  const { t, i18n } = useTranslation("admin");
  const locale = i18n.language;
  useResultToast(useFetcher<FormResult<{ decision: "approve" | "reject" }>>({ key: DECISION_FETCHER }), {
    success: ({ decision }) => (decision === "approve" ? t("billing.credits.approved") : t("billing.credits.rejected")),
    failure: t("billing.credits.failed"),
  });
  return (
    <DataTable
      label={t("billing.credits.title")}
      rows={rows}
      rowKey={(row) => row.id}
      paging={paging}
      statusFilter={{
        options: CREDIT_REQUEST_STATUSES,
        label: (status) => t(`billing.creditStatuses.${status as CreditRequestStatus}`),
      }}
      emptyText={t("billing.credits.empty")}
      columns={[
        { header: t("billing.credits.asked"), cell: (row) => formatLondonDate(row.createdAt, locale) },
        { header: t("billing.credits.company"), cell: (row) => row.companyName },
        {
          header: t("billing.credits.lead"),
          cell: (row) => (
            <div className="grid gap-0.5">
              <a
                href={`${href("/admin/quote-requests")}?q=${encodeURIComponent(row.reference)}`}
                className="font-medium font-mono text-brand-700 hover:underline"
              >
                {row.reference}
              </a>
              <span className="text-muted-foreground text-xs">
                {t("billing.credits.claimedOn", {
                  date: formatLondonDate(row.claimedAt, locale),
                  price: formatPounds(row.pricePence, locale),
                })}
              </span>
            </div>
          ),
        },
        {
          header: t("billing.credits.reason"),
          className: "max-w-md",
          cell: (row) => (
            <div className="grid gap-1">
              <span className="font-medium">{t(`billing.creditReasons.${row.reason}`)}</span>
              {row.details ? <p className="whitespace-pre-wrap text-sm">{row.details}</p> : null}
            </div>
          ),
        },
        {
          header: t("billing.credits.decision"),
          cell: (row) =>
            row.status === "open" ? (
              <div className="flex flex-wrap gap-2">
                <ApproveButton row={row} />
                <TextDialog
                  action={`${ADMIN_CREDITS_PATH}/${row.id}`}
                  fetcherKey={DECISION_FETCHER}
                  hidden={{ decision: "reject" }}
                  name="reason"
                  maxLength={CREDIT_REJECTION_MAX}
                  trigger={t("billing.credits.reject")}
                  title={t("billing.credits.confirmReject", { reference: row.reference })}
                  description={t("billing.credits.rejectHint")}
                  label={t("billing.credits.rejectLabel")}
                  submit={t("billing.credits.reject")}
                  cancel={t("close")}
                  destructive
                />
              </div>
            ) : (
              <div className="grid gap-1">
                <StatusBadge tone={toneOf(row.status)}>{t(`billing.creditStatuses.${row.status}`)}</StatusBadge>
                {row.rejectionReason ? <p className="text-sm">{row.rejectionReason}</p> : null}
              </div>
            ),
        },
      ]}
    />
  );
}
