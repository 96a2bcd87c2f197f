import { useAuditDescription } from "~/components/admin/audit-trail";
import { adminMeta } from "~/components/admin/meta";
import { AdminRouteError } from "~/components/admin/route-error";
import { DataTable } from "~/components/data-table/data-table";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { formatDateTime } from "~/lib/format";
import { parseListParams } from "~/lib/schemas/list-params";
import { listAuditLog } from "~/server/audit/audit-log.server";
import { adminsOnly } from "~/server/auth/middleware.server";
import type { Route } from "./+types/audit";
import { adminPageTitle } from "./meta.server";

/** The audit trail says who changed what about customers and partners: admins only. */
export const middleware: Route.MiddlewareFunction[] = [adminsOnly];

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET /admin/audit?q&page: every recorded staff change, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const { page, q } = parseListParams(new URL(request.url).searchParams);
  return { list: await listAuditLog({ page, q }), metaTitle: adminPageTitle(request, (t) => t("titles.audit")) };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const describeEntry = useAuditDescription();
  const { rows, ...paging } = loaderData.list;
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <ScreenHeading>{t("titles.audit")}</ScreenHeading>
      <DataTable
        label={t("titles.audit")}
        rows={rows}
        rowKey={(row) => row.id}
        paging={paging}
        search={{ placeholder: t("auditLog.searchPlaceholder") }}
        columns={[
          { header: t("auditLog.at"), cell: (row) => formatDateTime(row.at, i18n.language) },
          {
            header: t("auditLog.change"),
            className: "whitespace-normal",
            cell: (row) => {
              const { summary, reason } = describeEntry(row);
              return (
                <>
                  <div className="font-medium">{summary}</div>
                  {reason ? <div className="text-muted-foreground text-xs">{t("audit.reason", { reason })}</div> : null}
                </>
              );
            },
          },
          {
            header: t("auditLog.subject"),
            cell: (row) => (
              <>
                <div>
                  {t(`auditLog.subjects.${row.subjectType}` as "auditLog.subjects.user", {
                    defaultValue: row.subjectType,
                  })}
                </div>
                <div className="font-mono text-muted-foreground text-xs">{row.subjectId}</div>
              </>
            ),
          },
          { header: t("auditLog.actor"), cell: (row) => row.actor ?? t("audit.system") },
        ]}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
