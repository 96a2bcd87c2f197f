import { data } from "react-router";
import { JobDetailView } from "~/components/partner/job-detail";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { AppError } from "~/lib/errors";
import { isJobToDo } from "~/lib/job-rules";
import { jobChangeSchema } from "~/lib/schemas/job-change";
import { pageTitle } from "~/lib/seo";
import { todayInUk } from "~/lib/uk-time";
import { partnerContext } from "~/server/auth/middleware.server";
import { listDrivers } from "~/server/fleet/drivers.server";
import { listVehicles } from "~/server/fleet/vehicles.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { getJob } from "~/server/jobs/company-jobs.server";
import { assignJobCrew, changeJobStatus, setAgreedDate, undoJobStatus } from "~/server/jobs/job-changes.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/jobs.$id";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Job") },
  { name: "robots", content: "noindex" },
];

/**
 * /partner/admin/jobs/:id: one of the company's jobs (another company's, or an id that is no
 * id, is 404), with the company's active drivers and vehicles to choose from while it is still
 * to do.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const scope = scopeOf(context.get(partnerContext));
  try {
    const job = await getJob(scope, { jobId: params.id });
    const toDo = isJobToDo(job.status);
    const [drivers, vehicles] = toDo ? await Promise.all([listDrivers(scope), listVehicles(scope)]) : [[], []];
    return {
      job: {
        ...job,
        pickupFrom: job.pickupFrom.toISOString(),
        pickupTo: job.pickupTo.toISOString(),
        createdAt: job.createdAt.toISOString(),
        undoUntil: job.undoUntil?.toISOString() ?? null,
        history: job.history.map((change) => ({
          ...change,
          changedAt: change.changedAt.toISOString(),
          undoneAt: change.undoneAt?.toISOString() ?? null,
        })),
      },
      drivers: drivers.map(({ id, name }) => ({ id, name })),
      vehicles: vehicles.map(({ id, numberPlate, make, model }) => ({
        id,
        label: `${numberPlate} · ${make} ${model}`,
      })),
      today: todayInUk(),
      metaTitle: requestT(request, "backOffice")("jobs.metaTitle", { reference: job.reference }),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * POST `intent` status (`to`, and `reason` to cancel), undo (the last status change), assign
 * (`driverId`, `vehicleId`; "" for none) or agree-date (`agreedDate`, inside a flexible window).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  const scope = scopeOf(partner);
  const submission = await parseSubmission(request, jobChangeSchema);
  if (!submission.ok) return submission.failure;
  const change = submission.data;
  try {
    if (change.intent === "status") {
      const { to, reason } = change;
      return formSuccess(await changeJobStatus(scope, { jobId: params.id, actorUserId: partner.user.id, to, reason }));
    }
    if (change.intent === "undo") {
      return formSuccess(await undoJobStatus(scope, { jobId: params.id, actorUserId: partner.user.id }));
    }
    if (change.intent === "agree-date") {
      const { agreedDate } = change;
      return formSuccess(await setAgreedDate(scope, { jobId: params.id, actorUserId: partner.user.id, agreedDate }));
    }
    const { driverId, vehicleId } = change;
    return formSuccess(await assignJobCrew(scope, { jobId: params.id, driverId, vehicleId }));
  } catch (error) {
    return failureFromError(error);
  }
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  return <JobDetailView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
