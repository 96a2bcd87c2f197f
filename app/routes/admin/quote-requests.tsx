import { adminMeta } from "~/components/admin/meta";
import { QuoteRequestsTable } from "~/components/admin/quote-requests";
import { AdminRouteError } from "~/components/admin/route-error";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { parseListParams } from "~/lib/schemas/list-params";
import { QUOTE_REQUEST_STATUSES } from "~/lib/vocabulary";
import { listQuoteRequests } from "~/server/quote-requests/admin-quote-requests.server";
import type { Route } from "./+types/quote-requests";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET /admin/quote-requests?q&status&page: customers' quote requests, newest first, 25 a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url).searchParams, QUOTE_REQUEST_STATUSES);
  return {
    list: await listQuoteRequests(params),
    metaTitle: adminPageTitle(request, (t) => t("titles.quoteRequests")),
  };
}

export default function QuoteRequestsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { rows, ...paging } = loaderData.list;
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <ScreenHeading>{t("titles.quoteRequests")}</ScreenHeading>
      <QuoteRequestsTable rows={rows} paging={paging} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
