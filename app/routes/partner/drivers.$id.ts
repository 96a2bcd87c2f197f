import { driverSchema } from "~/lib/schemas/driver";
import { z } from "~/lib/zod";
import { partnerContext } from "~/server/auth/middleware.server";
import { deactivateDriver, updateDriver } from "~/server/fleet/drivers.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/drivers.$id";

/** A change to one of the company's drivers: its details (the Edit dialog), or deactivating it. */
const driverChangeSchema = z.discriminatedUnion(
  "intent",
  [z.extend(driverSchema, { intent: z.literal("update") }), z.object({ intent: z.literal("deactivate") })],
  "messages:validation.invalid",
);

/** POST `intent` update (with the driver's fields) or deactivate; another company's driver is not found. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const scope = scopeOf(context.get(partnerContext));
  const submission = await parseSubmission(request, driverChangeSchema);
  if (!submission.ok) return submission.failure;
  const change = submission.data;
  try {
    if (change.intent === "deactivate") return formSuccess(await deactivateDriver(scope, { driverId: params.id }));
    const { intent: _, ...driverFields } = change;
    const driver = await updateDriver(scope, { ...driverFields, driverId: params.id });
    return formSuccess({ name: driver.name });
  } catch (error) {
    return failureFromError(error);
  }
}
