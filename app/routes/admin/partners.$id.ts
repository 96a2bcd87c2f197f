import { z } from "zod";
import { loadDetail, readRecordId } from "~/server/admin/detail.server";
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

/** GET: one partner or application with its people (and, for admins, its audit trail). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadDetail({
    user: context.get(staffContext),
    param: params.id,
    subjectType: "company",
    load: getPartnerDetail,
  });
}

/** A staff decision on this partner; a rejection needs the reason emailed to the applicant. */
const decisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve") }),
    z.object({
      decision: z.literal("reject"),
      reason: z
        .string("admin:partners.reasonRequired")
        .trim()
        .min(1, "admin:partners.reasonRequired")
        .max(2000, "messages:validation.tooLong"),
    }),
    z.object({ decision: z.literal("suspend") }),
    z.object({ decision: z.literal("reinstate") }),
  ],
  "admin:errors.unknownDecision",
);
export type PartnerDecision = z.infer<typeof decisionSchema>["decision"];

/** POST `decision` (and `reason`): approve, reject, suspend or reinstate (partner-lifecycle.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actorUserId = context.get(staffContext).id;
  const submission = await parseSubmission(request, decisionSchema);
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
