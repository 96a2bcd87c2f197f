import { CreditRequestsTable } from "~/components/admin/credit-requests";
import { adminMeta } from "~/components/admin/meta";
import { AdminRouteError } from "~/components/admin/route-error";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { parseListParams } from "~/lib/schemas/list-params";
import { CREDIT_REQUEST_STATUSES } from "~/lib/vocabulary";
import { listCreditRequests } from "~/server/billing/credit-requests.server";
import type { Route } from "./+types/credits";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET /admin/credits?status&page: partners' credit requests, open ones (oldest first) unless told. */
export async function loader({ request }: Route.LoaderArgs) {
  const { page, status } = parseListParams(new URL(request.url).searchParams, CREDIT_REQUEST_STATUSES);
  return {
    list: await listCreditRequests({ page, status: status ?? "open" }),
    metaTitle: adminPageTitle(request, (t) => t("billing.credits.title")),
  };
}

export default function CreditsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { rows, ...paging } = loaderData.list;
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <ScreenHeading>{t("billing.credits.title")}</ScreenHeading>
      <p className="max-w-3xl text-muted-foreground text-sm">{t("billing.credits.intro")}</p>
      <CreditRequestsTable rows={rows} paging={paging} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
