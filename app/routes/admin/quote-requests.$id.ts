import { QUOTE_REQUEST_STATUSES } from "~/lib/vocabulary";
import { loadDetail, statusAction } from "~/server/admin/detail.server";
import { staffContext } from "~/server/auth/middleware.server";
import { getQuoteRequestDetail, updateQuoteRequestStatus } from "~/server/quote-requests/admin-quote-requests.server";
import type { Route } from "./+types/quote-requests.$id";

/** GET: one quote request with its leads (and, for admins, its audit trail), for the detail dialog. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadDetail({
    user: context.get(staffContext),
    param: params.id,
    subjectType: "quote_request",
    load: getQuoteRequestDetail,
  });
}

/** POST `status`: staff change the quote request's status (audited). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return statusAction(
    { request, params, user: context.get(staffContext) },
    { statuses: QUOTE_REQUEST_STATUSES, update: updateQuoteRequestStatus },
  );
}
