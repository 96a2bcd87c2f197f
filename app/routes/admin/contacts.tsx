import { ContactsTable } from "~/components/admin/contacts";
import { adminMeta } from "~/components/admin/meta";
import { AdminRouteError } from "~/components/admin/route-error";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { parseListParams } from "~/lib/schemas/list-params";
import { CONTACT_STATUSES } from "~/lib/vocabulary";
import { listContacts } from "~/server/contacts/admin-contacts.server";
import type { Route } from "./+types/contacts";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET /admin/contacts?q&status&page: contact-form messages, newest first, 25 a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url).searchParams, CONTACT_STATUSES);
  return { list: await listContacts(params), metaTitle: adminPageTitle(request, (t) => t("titles.contacts")) };
}

export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { rows, ...paging } = loaderData.list;
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <ScreenHeading>{t("titles.contacts")}</ScreenHeading>
      <ContactsTable rows={rows} paging={paging} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
