import { partnerContext, requireOwner } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess } from "~/server/forms.server";
import { deleteLogo, uploadLogo } from "~/server/media/company-media.server";
import { readUploadForm, uploadedFile } from "~/server/media/images.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/profile.logo";

/** POST a multipart form: `file` replaces the logo, or `intent` delete takes it off. Owners only. */
export async function action({ request, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  requireOwner(partner);
  const scope = scopeOf(partner);
  try {
    const form = await readUploadForm(request);
    if (form.get("intent") === "delete") {
      await deleteLogo(scope);
      return formSuccess({ logoUrl: null });
    }
    return formSuccess(await uploadLogo(scope, uploadedFile(form)));
  } catch (error) {
    return failureFromError(error);
  }
}
