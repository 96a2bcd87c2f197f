import { href } from "react-router";
import { ContactDetailBody } from "~/components/admin/contacts";
import { RecordPage } from "~/components/admin/detail-dialog";
import { adminMeta } from "~/components/admin/meta";
import { AdminRouteError } from "~/components/admin/route-error";
import { useTranslation } from "~/i18n/use-translation";
import { CONTACT_STATUSES } from "~/lib/vocabulary";
import { staffContext } from "~/server/auth/middleware.server";
import { getContactDetail, updateContactStatus } from "~/server/contacts/admin-contacts.server";
import type { Route } from "./+types/contacts.$id";
import { loadDetail, statusAction } from "./detail.server";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET: one contact message (and, for admins, its audit trail): its own page, and its dialog's data. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const detail = await loadDetail({
    user: context.get(staffContext),
    param: params.id,
    subjectType: "contact",
    load: getContactDetail,
  });
  const { firstName, lastName } = detail.record;
  return { ...detail, metaTitle: adminPageTitle(request, () => `${firstName} ${lastName}`) };
}

/** POST `status`: staff change the contact message's status (audited). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return statusAction(
    { request, params, user: context.get(staffContext) },
    { statuses: CONTACT_STATUSES, update: updateContactStatus },
  );
}

/** /admin/contacts/:id: the message and who sent it. */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { record } = loaderData;
  return (
    <RecordPage
      title={`${record.firstName} ${record.lastName}`}
      listHref={href("/admin/contacts")}
      listLabel={t("titles.contacts")}
      detail={loaderData}
    >
      {(contact) => <ContactDetailBody record={contact} />}
    </RecordPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
