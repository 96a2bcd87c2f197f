import { reviewReasonField } from "~/lib/schemas/review";
import { z } from "~/lib/zod";
import { staffContext } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { decideReview } from "~/server/reviews/moderate-reviews.server";
import type { Route } from "./+types/reviews.$id";
import { readRecordId } from "./detail.server";

/** Staff's decision on a held or reported review; a rejection needs the reason the customer is told. */
const decisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("publish"), reason: z.catch(z.optional(reviewReasonField), undefined) }),
    z.object({ decision: z.literal("reject"), reason: reviewReasonField }),
  ],
  "reviews:errors.unknownDecision",
);

/** POST `decision` (and `reason`): publish or reject the review (audited; the customer is emailed). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actorUserId = context.get(staffContext).id;
  const submission = await parseSubmission(request, decisionSchema);
  if (!submission.ok) return submission.failure;
  try {
    await decideReview({ reviewId: readRecordId(params.id), actorUserId, ...submission.data });
    return formSuccess({ decision: submission.data.decision });
  } catch (error) {
    return failureFromError(error);
  }
}
