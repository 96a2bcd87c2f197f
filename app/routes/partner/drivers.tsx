import { DriversTable } from "~/components/fleet/drivers-table";
import { FleetLink } from "~/components/fleet/fleet-link";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { driverSchema } from "~/lib/schemas/driver";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { addDriver, listDrivers } from "~/server/fleet/drivers.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/drivers";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "My drivers") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/profile/drivers: the company's active drivers, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    drivers: await listDrivers(scopeOf(context.get(partnerContext))),
    metaTitle: requestT(request, "backOffice")("drivers.title"),
  };
}

/** POST: Add New Driver (app/lib/schemas/driver.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(context.get(partnerContext));
  const submission = await parseSubmission(request, driverSchema);
  if (!submission.ok) return submission.failure;
  try {
    const driver = await addDriver(scope, submission.data);
    return formSuccess({ name: driver.name });
  } catch (error) {
    return failureFromError(error);
  }
}

export default function DriversPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("backOffice");
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <DriversTable
        rows={loaderData.drivers}
        heading={
          <div className="grid gap-1">
            <ScreenHeading>{t("drivers.title")}</ScreenHeading>
            <FleetLink />
          </div>
        }
      />
      <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-950 text-sm">
        {t("drivers.purpose")}
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("backOffice");
  return <PartnerRouteError error={error} failure={t("drivers.fetchFailed")} />;
}
