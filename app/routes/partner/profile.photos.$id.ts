import { z } from "~/lib/zod";
import { partnerContext, requireOwner } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { deleteProjectPhoto } from "~/server/media/company-media.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/profile.photos.$id";

const photoChangeSchema = z.object({ intent: z.literal("delete", "messages:validation.invalid") });

/** POST `intent` delete: the photo and its file go; another company's photo is not found. Owners only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  requireOwner(partner);
  const submission = await parseSubmission(request, photoChangeSchema);
  if (!submission.ok) return submission.failure;
  try {
    await deleteProjectPhoto(scopeOf(partner), params.id);
    return formSuccess({ deleted: params.id });
  } catch (error) {
    return failureFromError(error);
  }
}
