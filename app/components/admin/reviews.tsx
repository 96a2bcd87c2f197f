import { useFetcher } from "react-router";
import { RatingBadge } from "~/components/company/rating-badge";
import { DataTable, type PageInfo } from "~/components/data-table/data-table";
import { ConfirmAction } from "~/components/forms/confirm-action";
import { TextDialog } from "~/components/forms/text-dialog";
import { useResultToast } from "~/components/forms/use-result-toast";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/use-translation";
import { companyPath } from "~/lib/directory";
import type { FormResult } from "~/lib/form-result";
import { formatLondonDate } from "~/lib/format";
import { ADMIN_REVIEWS_PATH, REVIEW_REASON_MAX } from "~/lib/reviews";
import type { ReviewToModerate } from "~/server/reviews/moderate-reviews.server";

/** Every decision on the page shares one fetcher, so the page toasts the outcome of any of them. */
const DECISION_FETCHER = "review-decision";

/** Publishing (or keeping) a review, confirmed in a dialog that names the review and its company. */
function PublishButton({ row }: { row: ReviewToModerate }) {
  const { t } = useTranslation("reviews");
  const label = row.status === "published" ? t("admin.keep") : t("admin.publish");
  const title = row.status === "published" ? "admin.confirmKeep" : "admin.confirmPublish";
  return (
    <ConfirmAction
      fetcherKey={DECISION_FETCHER}
      action={`${ADMIN_REVIEWS_PATH}/${row.id}`}
      fields={{ decision: "publish" }}
      label={label}
      accessibleLabel={t("admin.publishLabel", { decision: label, title: row.title })}
      title={t(title, { title: row.title, company: row.companyName })}
      body={t("admin.publishBody")}
      confirmLabel={label}
      busyLabel={t("admin.publishing")}
      destructive={false}
    />
  );
}

/** Held and reported reviews with what made them wait, and staff's two decisions. */
export function ReviewsToModerate({ rows, paging }: { rows: ReviewToModerate[]; paging: PageInfo }) {
  const { t, i18n } = useTranslation("reviews");
  useResultToast(useFetcher<FormResult<{ decision: "publish" | "reject" }>>({ key: DECISION_FETCHER }), {
    success: ({ decision }) => (decision === "publish" ? t("admin.published") : t("admin.rejected")),
    failure: t("admin.failed"),
  });
  return (
    <DataTable
      label={t("admin.title")}
      rows={rows}
      rowKey={(row) => row.id}
      paging={paging}
      emptyText={t("admin.empty")}
      columns={[
        {
          header: t("admin.date"),
          className: "whitespace-nowrap",
          cell: (row) => formatLondonDate(row.createdAt, i18n.language),
        },
        {
          header: t("admin.company"),
          cell: (row) => (
            <a href={companyPath(row.companySlug)} className="font-medium text-brand-700 hover:underline">
              {row.companyName}
            </a>
          ),
        },
        {
          header: t("admin.review"),
          className: "max-w-xl",
          cell: (row) => (
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <UserText as="span" language={row.writtenLanguage} className="font-semibold">
                  {row.title}
                </UserText>
                <RatingBadge rating={row.overall} />
              </div>
              <UserText language={row.writtenLanguage} className="whitespace-pre-wrap">
                {row.content}
              </UserText>
              <p className="text-muted-foreground text-xs">
                {row.authorName} · {t("admin.scores", row)}
              </p>
            </div>
          ),
        },
        {
          header: t("admin.why"),
          cell: (row) =>
            row.status === "pending" && row.heldReason
              ? t("admin.held", { reason: t(`heldReasons.${row.heldReason}`) })
              : t("admin.reported", { reason: row.reportReason ?? "" }),
        },
        {
          header: t("admin.decision"),
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              <PublishButton row={row} />
              <TextDialog
                action={`${ADMIN_REVIEWS_PATH}/${row.id}`}
                fetcherKey={DECISION_FETCHER}
                hidden={{ decision: "reject" }}
                name="reason"
                maxLength={REVIEW_REASON_MAX}
                trigger={t("admin.reject")}
                title={t("admin.confirmReject")}
                description={row.title}
                label={t("admin.reasonLabel")}
                submit={t("admin.reject")}
                cancel={t("admin.cancel")}
                destructive
              />
            </div>
          ),
        },
      ]}
    />
  );
}
