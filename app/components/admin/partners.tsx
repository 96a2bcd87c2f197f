import { href, useFetcher } from "react-router";
import { DataTable, type PageInfo } from "~/components/data-table/data-table";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { ConfirmAction } from "~/components/forms/confirm-action";
import { TextDialog } from "~/components/forms/text-dialog";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Badge } from "~/components/ui/badge";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { formatLondonDate } from "~/lib/format";
import type { PartnerDecision } from "~/lib/schemas/partner-decision";
import { COMPANY_STATUSES } from "~/lib/vocabulary";
import { APPLICATION_WAIT_BUSINESS_DAYS } from "~/lib/work-queue";
import type { PartnerDetail, PartnerRow } from "~/server/partners/admin-partners.server";
import type { ServiceArea } from "~/server/partners/describe-service-areas.server";
import { DetailDialog, DetailRow, useOpenRecordId } from "./detail-dialog";
import { useVocabulary } from "./vocabulary";

type DecisionResult = FormResult<{ decision: PartnerDecision }>;

/** All decision buttons share one fetcher, so the table toasts the outcome of any of them. */
const DECISION_FETCHER = "partner-decision";

const DONE_KEY = {
  approve: "partners.approved",
  reject: "partners.rejected",
  suspend: "partners.suspended",
  reinstate: "partners.reinstated",
} as const;

/** A decision that changes a partner's status, confirmed in a dialog that names the company. */
function DecisionButton({
  id,
  name,
  decision,
}: {
  id: string;
  name: string;
  decision: Exclude<PartnerDecision, "reject">;
}) {
  const { t } = useTranslation("admin");
  return (
    <ConfirmAction
      fetcherKey={DECISION_FETCHER}
      action={href("/admin/partners/:id", { id })}
      fields={{ decision }}
      label={t(`partners.${decision}`)}
      accessibleLabel={t("partners.decisionLabel", { decision: t(`partners.${decision}`), name })}
      title={t(`partners.confirmTitle.${decision}`, { name })}
      body={t(`partners.confirmBody.${decision}`, { name })}
      confirmLabel={t(`partners.${decision}`)}
      busyLabel={t("partners.saving")}
      destructive={decision === "suspend"}
    />
  );
}

/** A rejection asks for the reason, which is emailed to the applicant. */
function RejectDialog({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation("admin");
  return (
    <TextDialog
      action={href("/admin/partners/:id", { id })}
      fetcherKey={DECISION_FETCHER}
      hidden={{ decision: "reject" }}
      name="reason"
      maxLength={2000}
      trigger={t("partners.reject")}
      title={t("partners.rejectTitle", { name })}
      description={t("partners.reason")}
      label={t("partners.reason")}
      submit={t("partners.confirmReject")}
      cancel={t("partners.cancel")}
      destructive
    />
  );
}

/** The decisions open to a partner in its status (in its row, and in its detail dialog). */
function Decisions({ row }: { row: Pick<PartnerRow, "id" | "name" | "status"> }) {
  switch (row.status) {
    case "pending":
      return (
        <>
          <DecisionButton id={row.id} name={row.name} decision="approve" />
          <RejectDialog id={row.id} name={row.name} />
        </>
      );
    case "rejected":
      return <DecisionButton id={row.id} name={row.name} decision="approve" />;
    case "approved":
      return <DecisionButton id={row.id} name={row.name} decision="suspend" />;
    case "suspended":
      return <DecisionButton id={row.id} name={row.name} decision="reinstate" />;
  }
}

/** A pending application's age against the review time applicants are promised (1-2 business days). */
function WaitingAge({ days }: { days: number }) {
  const { t } = useTranslation("admin");
  const late = days > APPLICATION_WAIT_BUSINESS_DAYS;
  return (
    <span className={late ? "font-medium text-destructive text-xs" : "text-muted-foreground text-xs"}>
      {t(late ? "partners.waitingLate" : "partners.waiting", { count: days })}
    </span>
  );
}

/** Says how a staff decision went, on the list and on the partner's own page alike. */
export function usePartnerDecisionToast() {
  const { t } = useTranslation("admin");
  useResultToast(useFetcher<DecisionResult>({ key: DECISION_FETCHER }), {
    success: ({ decision }) => t(DONE_KEY[decision]),
    failure: t("partners.failed"),
  });
}

/** A service area in the reader's language: a city's name, or "Leeds (30 miles radius)". */
function useServiceAreaText() {
  const { t } = useTranslation("admin");
  return (area: ServiceArea) =>
    area.radiusMiles === null ? area.place : t("partners.radius", { place: area.place, count: area.radiusMiles });
}

export function PartnersTable({ rows, paging }: { rows: PartnerRow[]; paging: PageInfo }) {
  const { t, i18n } = useTranslation("admin");
  const serviceAreaText = useServiceAreaText();
  const label = useVocabulary();
  const openId = useOpenRecordId();
  usePartnerDecisionToast();
  return (
    <DataTable
      label={t("titles.partners")}
      rows={rows}
      rowKey={(row) => row.id}
      paging={paging}
      search={{}}
      statusFilter={{ options: COMPANY_STATUSES, label: (status) => label("companyStatus", status) }}
      columns={[
        {
          header: t("partners.date"),
          className: "whitespace-nowrap",
          cell: (row) => formatLondonDate(row.createdAt, i18n.language),
        },
        {
          header: t("partners.company"),
          cell: (row) => (
            <>
              {/* The company's name: never translated, by a browser either. */}
              <div translate="no" className="font-medium">
                {row.name}
              </div>
              <div className="text-muted-foreground text-xs">{row.address}</div>
            </>
          ),
        },
        { header: t("partners.phone"), cell: (row) => row.phone },
        {
          header: t("partners.areas"),
          cell: (row) => (
            <div className="flex flex-wrap gap-1">
              {row.serviceAreas.slice(0, 2).map((area) => (
                <Badge key={area.place} variant="secondary">
                  {serviceAreaText(area)}
                </Badge>
              ))}
              {row.serviceAreas.length > 2 ? (
                <Badge variant="outline">{t("partners.more", { count: row.serviceAreas.length - 2 })}</Badge>
              ) : null}
            </div>
          ),
        },
        {
          header: t("partners.status"),
          cell: (row) => (
            <div className="grid justify-items-start gap-1">
              <StatusBadge tone={toneOf(row.status)}>{label("companyStatus", row.status)}</StatusBadge>
              {row.waitingBusinessDays === null ? null : <WaitingAge days={row.waitingBusinessDays} />}
            </div>
          ),
        },
        {
          header: t("list.actions"),
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              <DetailDialog<PartnerDetail>
                href={href("/admin/partners/:id", { id: row.id })}
                fullPage
                title={row.name}
                defaultOpen={row.id === openId}
              >
                {(record) => <PartnerDetailBody record={record} />}
              </DetailDialog>
              <Decisions row={row} />
            </div>
          ),
        },
      ]}
    />
  );
}

export function PartnerDetailBody({ record }: { record: PartnerDetail }) {
  const { t, i18n } = useTranslation(["admin", "partner"]);
  const serviceAreaText = useServiceAreaText();
  const label = useVocabulary();
  const locale = i18n.language;
  const notProvided = <span className="text-muted-foreground">{t("list.notProvided")}</span>;
  const removalType = (value: string) =>
    t(`partner:removals.${value}` as "partner:removals.domestic", { defaultValue: value });
  return (
    <>
      <dl className="grid gap-2">
        <DetailRow label={t("partners.company")}>{record.name}</DetailRow>
        <DetailRow label={t("fields.status")}>
          <StatusBadge tone={toneOf(record.status)}>{label("companyStatus", record.status)}</StatusBadge>
        </DetailRow>
        <DetailRow label={t("fields.email")}>{record.email}</DetailRow>
        <DetailRow label={t("fields.phone")}>{record.phone}</DetailRow>
        <DetailRow label={t("fields.address")}>{record.address}</DetailRow>
        <DetailRow label={t("fields.town")}>{record.town}</DetailRow>
        <DetailRow label={t("fields.businessType")}>
          {record.businessType === "sole-trader" ? t("partner:company.soleTrader") : t("partner:company.company")}
        </DetailRow>
        <DetailRow label={t("fields.companyNumber")}>{record.companyNumber || notProvided}</DetailRow>
        <DetailRow label={t("fields.employees")}>{record.employees || notProvided}</DetailRow>
        <DetailRow label={t("fields.website")}>{record.website || notProvided}</DetailRow>
        <DetailRow label={t("fields.removalTypes")}>
          {record.removalTypes.map(removalType).join(", ") || notProvided}
        </DetailRow>
        <DetailRow label={t("partners.areas")}>
          {record.serviceAreas.length === 0 ? (
            notProvided
          ) : (
            <span className="flex flex-wrap gap-1">
              {record.serviceAreas.map((area) => (
                <Badge key={area.place} variant="secondary">
                  {serviceAreaText(area)}
                </Badge>
              ))}
            </span>
          )}
        </DetailRow>
        <DetailRow label={t("partners.date")}>
          {formatLondonDate(record.createdAt, locale)}
          {record.waitingBusinessDays === null ? null : (
            <>
              {" · "}
              <WaitingAge days={record.waitingBusinessDays} />
            </>
          )}
        </DetailRow>
        <DetailRow label={t("partners.lastUpdated")}>{formatLondonDate(record.updatedAt, locale)}</DetailRow>
        {record.rejectionReason ? (
          <DetailRow label={t("fields.rejectionReason")}>{record.rejectionReason}</DetailRow>
        ) : null}
      </dl>
      <h3 className="mt-2 font-semibold">{t("partners.members")}</h3>
      {record.members.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("partners.noMembers")}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {record.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{member.name}</span>
              <span className="text-muted-foreground">{member.email}</span>
              <Badge variant="secondary">{t(`partners.memberRoles.${member.role}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap gap-2 border-border border-t pt-4">
        <Decisions row={record} />
      </div>
    </>
  );
}
