import { href } from "react-router";
import { RecordPage } from "~/components/admin/detail-dialog";
import { adminMeta } from "~/components/admin/meta";
import { PartnerDetailBody, usePartnerDecisionToast } from "~/components/admin/partners";
import { AdminRouteError } from "~/components/admin/route-error";
import { useTranslation } from "~/i18n/use-translation";
import { partnerDecisionSchema } from "~/lib/schemas/partner-decision";
import { staffContext } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { getPartnerDetail } from "~/server/partners/admin-partners.server";
import {
  approvePartnerApplication,
  reinstatePartner,
  rejectPartnerApplication,
  suspendPartner,
} from "~/server/partners/partner-lifecycle.server";
import type { Route } from "./+types/partners.$id";
import { loadDetail, readRecordId } from "./detail.server";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/**
 * GET: one partner or application with its people (and, for admins, its audit trail): the
 * partner's own page, and the data of its preview dialog over the list.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const detail = await loadDetail({
    user: context.get(staffContext),
    param: params.id,
    subjectType: "company",
    load: getPartnerDetail,
  });
  return { ...detail, metaTitle: adminPageTitle(request, () => detail.record.name) };
}

/** POST `decision` (and `reason`): approve, reject, suspend or reinstate (partner-lifecycle.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actorUserId = context.get(staffContext).id;
  const submission = await parseSubmission(request, partnerDecisionSchema);
  if (!submission.ok) return submission.failure;
  const input = submission.data;
  try {
    const companyId = readRecordId(params.id);
    switch (input.decision) {
      case "approve":
        await approvePartnerApplication({ companyId, actorUserId });
        break;
      case "reject":
        await rejectPartnerApplication({ companyId, reason: input.reason, actorUserId });
        break;
      case "suspend":
        await suspendPartner({ companyId, actorUserId });
        break;
      case "reinstate":
        await reinstatePartner({ companyId, actorUserId });
        break;
    }
    return formSuccess({ decision: input.decision });
  } catch (error) {
    return failureFromError(error);
  }
}

/** /admin/partners/:id: the company or application, with the decisions its dialog offers. */
export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  usePartnerDecisionToast();
  return (
    <RecordPage
      title={loaderData.record.name}
      listHref={href("/admin/partners")}
      listLabel={t("titles.partners")}
      detail={loaderData}
    >
      {(record) => <PartnerDetailBody record={record} />}
    </RecordPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
