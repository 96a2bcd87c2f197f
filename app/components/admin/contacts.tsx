import { href, Link, useFetcher } from "react-router";
import { DataTable, type PageInfo } from "~/components/data-table/data-table";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { useResultToast } from "~/components/forms/use-result-toast";
import { UnknownLanguageText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { formatLondonDate } from "~/lib/format";
import { CONTACT_TOPICS } from "~/lib/schemas/contact";
import { CONTACT_STATUSES, PRIORITY_TONE } from "~/lib/vocabulary";
import type { ContactDetail, ContactRow } from "~/server/contacts/admin-contacts.server";
import { DetailDialog, DetailRow } from "./detail-dialog";
import { StatusSelect } from "./status-select";
import { useVocabulary } from "./vocabulary";

const STATUS_FETCHER = "contact-status";

export function ContactsTable({ rows, paging }: { rows: ContactRow[]; paging: PageInfo }) {
  const { t, i18n } = useTranslation("admin");
  const label = useVocabulary();
  const statusLabel = (status: string) => label("contactStatus", status);
  useResultToast(useFetcher<FormResult<unknown>>({ key: STATUS_FETCHER }), {
    success: () => t("contacts.updated"),
    failure: t("contacts.updateFailed"),
  });
  return (
    <DataTable
      label={t("titles.contacts")}
      rows={rows}
      rowKey={(row) => row.id}
      paging={paging}
      search={{}}
      statusFilter={{ options: CONTACT_STATUSES, label: statusLabel }}
      columns={[
        {
          header: t("contacts.date"),
          className: "whitespace-nowrap",
          cell: (row) => formatLondonDate(row.createdAt, i18n.language),
        },
        {
          header: t("contacts.contact"),
          cell: (row) => (
            <>
              <div className="font-medium">{`${row.firstName} ${row.lastName}`}</div>
              <div className="text-muted-foreground text-xs">{row.email}</div>
              <div className="text-muted-foreground text-xs">{row.phone || t("list.notProvided")}</div>
            </>
          ),
        },
        { header: t("contacts.company"), cell: (row) => <CompanyLink company={row.company} /> },
        { header: t("contacts.category"), cell: (row) => label("contactCategory", row.category) },
        {
          header: t("contacts.priority"),
          cell: (row) => (
            <StatusBadge tone={PRIORITY_TONE[row.priority]}>{label("contactPriority", row.priority)}</StatusBadge>
          ),
        },
        {
          header: t("contacts.status"),
          cell: (row) => (
            <StatusSelect
              action={href("/admin/contacts/:id", { id: row.id })}
              fetcherKey={STATUS_FETCHER}
              value={row.status}
              options={CONTACT_STATUSES}
              optionLabel={statusLabel}
              label={`${t("contacts.status")}: ${row.firstName} ${row.lastName}`}
            />
          ),
        },
        {
          header: t("list.actions"),
          cell: (row) => (
            <DetailDialog<ContactDetail>
              href={href("/admin/contacts/:id", { id: row.id })}
              fullPage
              title={`${row.firstName} ${row.lastName}`}
            >
              {(record) => <ContactDetailBody record={record} />}
            </DetailDialog>
          ),
        },
      ]}
    />
  );
}

export function ContactDetailBody({ record }: { record: ContactDetail }) {
  const { t } = useTranslation("admin");
  const label = useVocabulary();
  return (
    <dl className="grid gap-2">
      <DetailRow label={t("fields.name")}>{`${record.firstName} ${record.lastName}`}</DetailRow>
      <DetailRow label={t("fields.email")}>{record.email}</DetailRow>
      <DetailRow label={t("fields.phone")}>
        {record.phone || <span className="text-muted-foreground">{t("list.notProvided")}</span>}
      </DetailRow>
      <DetailRow label={t("contacts.company")}>
        <CompanyLink company={record.company} />
      </DetailRow>
      <DetailRow label={t("contacts.category")}>{label("contactCategory", record.category)}</DetailRow>
      <DetailRow label={t("contacts.priority")}>
        <StatusBadge tone={PRIORITY_TONE[record.priority]}>{label("contactPriority", record.priority)}</StatusBadge>
      </DetailRow>
      <DetailRow label={t("fields.status")}>
        <StatusBadge tone={toneOf(record.status)}>{label("contactStatus", record.status)}</StatusBadge>
      </DetailRow>
      <DetailRow label={t("contacts.subject")}>
        {Object.hasOwn(CONTACT_TOPICS, record.category) ? (
          // The contact form stores its topic's label as the subject, in English (CONTACT_TOPICS).
          <span lang="en-GB">{record.subject}</span>
        ) : (
          // A partner's own subject (Support), of the same unknown language as its message.
          <UnknownLanguageText as="span">{record.subject}</UnknownLanguageText>
        )}
      </DetailRow>
      <DetailRow label={t("contacts.message")}>
        {/* Neither the contact form nor Support records the language a message was written in. */}
        <UnknownLanguageText as="span" className="whitespace-pre-wrap">
          {record.message}
        </UnknownLanguageText>
      </DetailRow>
    </dl>
  );
}

/** The partner company that wrote from its back office, found in Partners; a dash for the public form. */
function CompanyLink({ company }: { company: ContactRow["company"] }) {
  const { t } = useTranslation("admin");
  if (!company) return <span className="text-muted-foreground">{t("contacts.noCompany")}</span>;
  return (
    <Link to={`${href("/admin/partners")}?q=${encodeURIComponent(company.name)}`} className="text-brand-700 underline">
      {company.name}
    </Link>
  );
}
