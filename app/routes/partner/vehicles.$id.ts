import { z } from "~/lib/zod";
import { partnerContext } from "~/server/auth/middleware.server";
import { deleteVehicle } from "~/server/fleet/vehicles.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/vehicles.$id";

const vehicleChangeSchema = z.object({ intent: z.literal("delete", "messages:validation.invalid") });

/** POST `intent` delete: the vehicle leaves the list (softly); another company's vehicle is not found. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const scope = scopeOf(context.get(partnerContext));
  const submission = await parseSubmission(request, vehicleChangeSchema);
  if (!submission.ok) return submission.failure;
  try {
    return formSuccess(await deleteVehicle(scope, { vehicleId: params.id }));
  } catch (error) {
    return failureFromError(error);
  }
}
