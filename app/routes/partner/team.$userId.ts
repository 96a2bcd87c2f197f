import { teamMemberChangeSchema } from "~/lib/schemas/partner-settings";
import { partnerContext, requireOwner } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { removeTeamMember } from "~/server/partners/company-team.server";
import type { Route } from "./+types/team.$userId";

/** POST `intent` remove (owners only): takes the member off the team and ends their sessions. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  requireOwner(partner);
  const submission = await parseSubmission(request, teamMemberChangeSchema);
  if (!submission.ok) return submission.failure;
  try {
    return formSuccess(
      await removeTeamMember(scopeOf(partner), { userId: params.userId, actorUserId: partner.user.id }),
    );
  } catch (error) {
    return failureFromError(error);
  }
}
