import { Link } from "react-router";
import { type Column, DataTable } from "~/components/data-table/data-table";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { formatLondonDate, telHref } from "~/lib/format";
import { partnerLeadPath } from "~/lib/lead-rules";
import { pageParam } from "~/lib/schemas/list-params";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { type ClaimedContact, listClaimedContacts } from "~/server/leads/claimed-contacts.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Customer contacts") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/contacts?page: the customers whose details the company claimed, latest claim first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  return {
    list: await listClaimedContacts(scopeOf(context.get(partnerContext)), { page }),
    metaTitle: requestT(request, "backOffice")("contacts.title"),
  };
}

export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("backOffice");
  const { rows, ...paging } = loaderData.list;
  const columns: Column<ClaimedContact>[] = [
    { header: t("contacts.columns.name"), cell: (row) => <span className="font-medium">{row.fullName}</span> },
    {
      header: t("contacts.columns.email"),
      cell: (row) => (
        <a href={`mailto:${row.email}`} className="break-all text-brand-700 underline-offset-4 hover:underline">
          {row.email}
        </a>
      ),
    },
    {
      header: t("contacts.columns.phone"),
      cell: (row) =>
        row.phone ? (
          <a href={telHref(row.phone)} className="whitespace-nowrap text-brand-700 underline-offset-4 hover:underline">
            {row.phone}
          </a>
        ) : (
          <span className="text-muted-foreground">{t("contacts.noPhone")}</span>
        ),
    },
    { header: t("contacts.columns.reference"), cell: (row) => <span className="font-mono">{row.reference}</span> },
    { header: t("contacts.columns.claimed"), cell: (row) => formatLondonDate(row.claimedAt, i18n.language) },
    {
      header: t("contacts.columns.lead"),
      cell: (row) => (
        <Link
          to={partnerLeadPath(row.leadId)}
          aria-label={t("contacts.openLabel", { name: row.fullName, reference: row.reference })}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {t("contacts.open")}
        </Link>
      ),
    },
  ];
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <ScreenHeading>{t("contacts.title")}</ScreenHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t("contacts.intro")}</p>
      </div>
      <DataTable
        label={t("contacts.title")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.leadId}
        paging={paging}
        emptyText={t("contacts.empty")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
