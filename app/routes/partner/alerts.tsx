import { Link } from "react-router";
import { type Column, DataTable } from "~/components/data-table/data-table";
import { StatusBadge } from "~/components/data-table/status";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { LeadTitleText, MoveDateText } from "~/components/leads/lead-text";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { formatLondonDate } from "~/lib/format";
import { partnerLeadPath } from "~/lib/lead-rules";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { type AlertItem, listAlerts } from "~/server/leads/alerts.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/alerts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Alerts") },
  { name: "robots", content: "noindex" },
];

/**
 * GET /partner/admin/alerts: what waits on the company (app/server/leads/alerts.server.ts), the
 * very items the sidebar's Alerts count counts, each leading to its lead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    items: await listAlerts(scopeOf(context.get(partnerContext))),
    metaTitle: requestT(request, "backOffice")("alerts.title"),
  };
}

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("backOffice");
  const columns: Column<AlertItem>[] = [
    {
      header: t("alerts.columns.move"),
      cell: ({ card }) => (
        <Link
          to={partnerLeadPath(card.leadId)}
          aria-label={t("alerts.open", { town: card.from.town })}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <LeadTitleText card={card} />
        </Link>
      ),
    },
    { header: t("alerts.columns.date"), cell: ({ card }) => <MoveDateText date={card.date} /> },
    {
      header: t("alerts.columns.alert"),
      cell: ({ kind }) => <StatusBadge tone="warning">{t(`alerts.kinds.${kind}`)}</StatusBadge>,
    },
    { header: t("alerts.columns.since"), cell: ({ since }) => formatLondonDate(since, i18n.language) },
  ];
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <ScreenHeading>{t("alerts.title")}</ScreenHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t("alerts.intro")}</p>
      </div>
      <DataTable
        label={t("alerts.title")}
        columns={columns}
        rows={loaderData.items}
        rowKey={({ card }) => card.leadId}
        emptyText={t("alerts.empty")}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
