import { creditDecisionSchema } from "~/lib/schemas/billing";
import { staffContext } from "~/server/auth/middleware.server";
import { decideCreditRequest } from "~/server/billing/credit-requests.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import type { Route } from "./+types/credits.$id";
import { readRecordId } from "./detail.server";

/** POST `decision` approve, or reject with `reason`: a lead credit request (audited; the partner is emailed). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actorUserId = context.get(staffContext).id;
  const submission = await parseSubmission(request, creditDecisionSchema);
  if (!submission.ok) return submission.failure;
  try {
    await decideCreditRequest({ requestId: readRecordId(params.id), actorUserId, ...submission.data });
    return formSuccess({ decision: submission.data.decision });
  } catch (error) {
    return failureFromError(error);
  }
}
