import { InvoicesTable } from "~/components/admin/invoices";
import { adminMeta } from "~/components/admin/meta";
import { AdminRouteError } from "~/components/admin/route-error";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { parseListParams } from "~/lib/schemas/list-params";
import { INVOICE_STATUSES } from "~/lib/vocabulary";
import { listInvoices } from "~/server/billing/invoices.server";
import type { Route } from "./+types/invoices";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET /admin/invoices?q&status&page: every company's invoices, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url).searchParams, INVOICE_STATUSES);
  return { list: await listInvoices(params), metaTitle: adminPageTitle(request, (t) => t("billing.invoices.title")) };
}

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { rows, ...paging } = loaderData.list;
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <ScreenHeading>{t("billing.invoices.title")}</ScreenHeading>
      <p className="max-w-3xl text-muted-foreground text-sm">{t("billing.invoices.intro")}</p>
      <InvoicesTable rows={rows} paging={paging} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
