import { DriversTable } from "~/components/fleet/drivers-table";
import { VehiclesTable } from "~/components/fleet/vehicles-table";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { listDrivers } from "~/server/fleet/drivers.server";
import { listVehicles } from "~/server/fleet/vehicles.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/fleet";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Fleet") },
  { name: "robots", content: "noindex" },
];

/**
 * GET /partner/admin/fleet: the vehicles and drivers tables together. Their forms post to My
 * vehicles and My drivers (each resource's own routes); this page only reads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(context.get(partnerContext));
  const [vehicles, drivers] = await Promise.all([listVehicles(scope), listDrivers(scope)]);
  return { vehicles, drivers, metaTitle: requestT(request, "backOffice")("fleet.title") };
}

const SECTION_HEADING = "font-semibold text-xl text-brand-950";

export default function FleetPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("backOffice");
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10">
      <div>
        <ScreenHeading>{t("fleet.title")}</ScreenHeading>
        <p className="mt-1 text-muted-foreground">{t("fleet.intro")}</p>
      </div>
      <section aria-labelledby="fleet-vehicles">
        <VehiclesTable
          rows={loaderData.vehicles}
          heading={
            <h2 id="fleet-vehicles" className={SECTION_HEADING}>
              {t("fleet.vehicles")}
            </h2>
          }
        />
      </section>
      <section aria-labelledby="fleet-drivers">
        <DriversTable
          rows={loaderData.drivers}
          heading={
            <h2 id="fleet-drivers" className={SECTION_HEADING}>
              {t("fleet.drivers")}
            </h2>
          }
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("backOffice");
  return <PartnerRouteError error={error} failure={t("fleet.fetchFailed")} />;
}
