import { FleetLink } from "~/components/fleet/fleet-link";
import { VehiclesTable } from "~/components/fleet/vehicles-table";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { vehicleSchema } from "~/lib/schemas/vehicle";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { addVehicle, listVehicles } from "~/server/fleet/vehicles.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/vehicles";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "My vehicles") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/profile/vehicles: the company's vehicles, newest first, each with its status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    vehicles: await listVehicles(scopeOf(context.get(partnerContext))),
    metaTitle: requestT(request, "backOffice")("vehicles.title"),
  };
}

/** POST: Add New Vehicle (app/lib/schemas/vehicle.ts); a plate already on one of the company's vehicles is refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(context.get(partnerContext));
  const submission = await parseSubmission(request, vehicleSchema);
  if (!submission.ok) return submission.failure;
  try {
    const vehicle = await addVehicle(scope, submission.data);
    return formSuccess({ numberPlate: vehicle.numberPlate });
  } catch (error) {
    return failureFromError(error);
  }
}

export default function VehiclesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("backOffice");
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <VehiclesTable
        rows={loaderData.vehicles}
        heading={
          <div className="grid gap-1">
            <ScreenHeading>{t("vehicles.title")}</ScreenHeading>
            <FleetLink />
          </div>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("backOffice");
  return <PartnerRouteError error={error} failure={t("vehicles.fetchFailed")} />;
}
