import { adminMeta } from "~/components/admin/meta";
import { PartnersTable } from "~/components/admin/partners";
import { AdminRouteError } from "~/components/admin/route-error";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { parseListParams } from "~/lib/schemas/list-params";
import { COMPANY_STATUSES } from "~/lib/vocabulary";
import { listPartners } from "~/server/partners/admin-partners.server";
import type { Route } from "./+types/partners";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET /admin/partners?q&status&page: partners and applications, newest first, 25 a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url).searchParams, COMPANY_STATUSES);
  return { list: await listPartners(params), metaTitle: adminPageTitle(request, (t) => t("titles.partners")) };
}

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { rows, ...paging } = loaderData.list;
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <ScreenHeading>{t("titles.partners")}</ScreenHeading>
      <PartnersTable rows={rows} paging={paging} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
