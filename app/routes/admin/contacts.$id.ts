import { CONTACT_STATUSES } from "~/lib/vocabulary";
import { loadDetail, statusAction } from "~/server/admin/detail.server";
import { staffContext } from "~/server/auth/middleware.server";
import { getContactDetail, updateContactStatus } from "~/server/contacts/admin-contacts.server";
import type { Route } from "./+types/contacts.$id";

/** GET: one contact message (and, for admins, its audit trail), for the detail dialog. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadDetail({
    user: context.get(staffContext),
    param: params.id,
    subjectType: "contact",
    load: getContactDetail,
  });
}

/** POST `status`: staff change the contact message's status (audited). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return statusAction(
    { request, params, user: context.get(staffContext) },
    { statuses: CONTACT_STATUSES, update: updateContactStatus },
  );
}
