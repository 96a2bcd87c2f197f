import { type Column, DataTable } from "~/components/data-table/data-table";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { formatLondonDate } from "~/lib/format";
import { pageParam } from "~/lib/schemas/list-params";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { type CompanyEmail, listCompanyEmails } from "~/server/partners/company-emails.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Messages") },
  { name: "robots", content: "noindex" },
];

/**
 * GET /partner/admin/messages?page: the emails the platform sent the company about its leads
 * and jobs, newest first: what each was, its subject, where it went and when (never its body,
 * which holds links).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  return {
    list: await listCompanyEmails(scopeOf(context.get(partnerContext)), { page }),
    metaTitle: requestT(request, "backOffice")("messages.title"),
  };
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  const { rows, ...paging } = loaderData.list;
  const columns: Column<CompanyEmail>[] = [
    { header: t("messages.columns.date"), cell: (row) => formatLondonDate(row.createdAt, locale) },
    {
      header: t("messages.columns.email"),
      cell: (row) => (
        <span className="grid">
          <span className="font-medium">{t(`messages.templates.${row.template}`)}</span>
          <span className="text-muted-foreground text-xs">{row.subject}</span>
        </span>
      ),
    },
    { header: t("messages.columns.to"), cell: (row) => <span className="break-all">{row.to}</span> },
    {
      header: t("messages.columns.status"),
      cell: (row) => (
        <span className="grid justify-items-start gap-1">
          <StatusBadge tone={toneOf(row.status)}>{t(`messages.statuses.${row.status}`)}</StatusBadge>
          {row.sentAt ? (
            <span className="text-muted-foreground text-xs">{formatLondonDate(row.sentAt, locale)}</span>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <ScreenHeading>{t("messages.title")}</ScreenHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t("messages.intro")}</p>
      </div>
      <DataTable
        label={t("messages.title")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        paging={paging}
        emptyText={t("messages.empty")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
