import { href } from "react-router";
import { RecordPage } from "~/components/admin/detail-dialog";
import { adminMeta } from "~/components/admin/meta";
import { useStatusOverrideToast } from "~/components/admin/quote-request-lead-loop";
import { QuoteRequestDetailBody } from "~/components/admin/quote-requests";
import { AdminRouteError } from "~/components/admin/route-error";
import { useTranslation } from "~/i18n/use-translation";
import { staffChangeSchema } from "~/lib/schemas/staff-quote-request-change";
import { staffContext } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { getRequestLeadLoop, offerLeadToPartner, rerunMatching } from "~/server/leads/staff-leads.server";
import { getQuoteRequestDetail, updateQuoteRequestStatus } from "~/server/quote-requests/admin-quote-requests.server";
import type { Route } from "./+types/quote-requests.$id";
import { loadDetail, readRecordId } from "./detail.server";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/**
 * GET: one quote request with what became of it (leads, claims, quotes, job) and what staff can
 * do now, plus, for admins, its audit trail: the request's own page, and the data of its
 * preview dialog over the list.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const detail = await loadDetail({
    user: context.get(staffContext),
    param: params.id,
    subjectType: "quote_request",
    load: async ({ id }) => {
      const [answers, leadLoop] = await Promise.all([
        getQuoteRequestDetail({ id }),
        getRequestLeadLoop({ quoteRequestId: id }),
      ]);
      return answers && leadLoop ? { ...answers, ...leadLoop } : null;
    },
  });
  const { reference } = detail.record;
  return { ...detail, metaTitle: adminPageTitle(request, (t) => t("quoteRequests.detailTitle", { reference })) };
}

/**
 * POST: `intent=status` with `status` and `reason` (staff override the lead loop's status; the
 * reason is audited), `intent=rerunMatching` (offers the request to newly matching
 * partners when nobody holds it) or `intent=offerLeadToPartner` with `companyId`. Each is audited
 * by its service.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actorUserId = context.get(staffContext).id;
  const submission = await parseSubmission(request, staffChangeSchema);
  if (!submission.ok) return submission.failure;
  const change = submission.data;
  try {
    const quoteRequestId = readRecordId(params.id);
    switch (change.intent) {
      case "status":
        await updateQuoteRequestStatus({
          id: quoteRequestId,
          status: change.status,
          reason: change.reason,
          actorUserId,
        });
        return formSuccess({ intent: change.intent, status: change.status });
      case "rerunMatching": {
        const { offered } = await rerunMatching({ quoteRequestId, actorUserId });
        return formSuccess({ intent: change.intent, offered });
      }
      case "offerLeadToPartner":
        await offerLeadToPartner({ quoteRequestId, companyId: change.companyId, actorUserId });
        return formSuccess({ intent: change.intent });
    }
  } catch (error) {
    return failureFromError(error);
  }
}

/** /admin/quote-requests/:id: the request's story, with the actions its dialog has. */
export default function QuoteRequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  useStatusOverrideToast();
  return (
    <RecordPage
      title={t("quoteRequests.detailTitle", { reference: loaderData.record.reference })}
      listHref={href("/admin/quote-requests")}
      listLabel={t("titles.quoteRequests")}
      detail={loaderData}
    >
      {(record) => <QuoteRequestDetailBody record={record} focusActions={false} />}
    </RecordPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
