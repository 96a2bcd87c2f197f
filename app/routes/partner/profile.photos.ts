import { partnerContext, requireOwner } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess } from "~/server/forms.server";
import { addProjectPhoto } from "~/server/media/company-media.server";
import { readUploadForm, uploadedFile } from "~/server/media/images.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/profile.photos";

/** POST a multipart form with `file`: adds a project photo (at most 12). Owners only. */
export async function action({ request, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  requireOwner(partner);
  try {
    const form = await readUploadForm(request);
    return formSuccess(await addProjectPhoto(scopeOf(partner), uploadedFile(form)));
  } catch (error) {
    return failureFromError(error);
  }
}
