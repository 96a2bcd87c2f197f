import { ExternalLink } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { LogoCard, PhotosCard } from "~/components/partner-profile/media-cards";
import { DetailsCard, LeadSettingsCard, ServiceAreaCard } from "~/components/partner-profile/profile-cards";
import { ProfileChecklist } from "~/components/partner-profile/profile-checklist";
import { UnsavedChangesProvider } from "~/components/partner-profile/unsaved-changes";
import { resolveLocale } from "~/i18n/addresses";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { companyPath } from "~/lib/directory";
import { companyProfileFromForm, companyProfileSchema } from "~/lib/schemas/company-profile";
import { pageTitle } from "~/lib/seo";
import { ownersOnly, partnerContext } from "~/server/auth/middleware.server";
import { getEnv } from "~/server/env.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { getCompanyProfileForEdit, updateCompanyProfile } from "~/server/partners/company-profile.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/profile.edit";

export const middleware: Route.MiddlewareFunction[] = [ownersOnly];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Edit profile") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/profile/edit: the company's public profile, service area and lead settings. Owners only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  return {
    profile: await getCompanyProfileForEdit(scopeOf(partner)),
    mapTileUrl: getEnv().MAP_TILE_URL,
    metaTitle: requestT(request, "backOffice")("profile.title"),
  };
}

/** POST one of the page's forms, told apart by `intent` (details, area, leads). Owners only. */
export async function action({ request, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  const submission = await parseSubmission(request, companyProfileSchema(), { fromForm: companyProfileFromForm });
  if (!submission.ok) return submission.failure;
  try {
    return formSuccess(
      await updateCompanyProfile(scopeOf(partner), submission.data, {
        authorLanguage: resolveLocale(request),
      }),
    );
  } catch (error) {
    return failureFromError(error);
  }
}

export default function ProfileEditPage({ loaderData }: Route.ComponentProps) {
  const { profile, mapTileUrl } = loaderData;
  const { t } = useTranslation("backOffice");
  return (
    <UnsavedChangesProvider>
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <ScreenHeading>{t("profile.title")}</ScreenHeading>
            <p className="text-muted-foreground">{t("profile.intro")}</p>
          </div>
          {profile.status === "approved" && profile.missing.length === 0 ? (
            <Link
              to={companyPath(profile.slug)}
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-4"
            >
              {t("profile.viewPublic")}
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
        <ProfileChecklist missing={profile.missing} />
        <DetailsCard details={profile.details} />
        <LogoCard name={profile.name} logoUrl={profile.logoUrl} />
        <PhotosCard photos={profile.photos} />
        <ServiceAreaCard initial={profile.targetArea} tileUrl={mapTileUrl} />
        <LeadSettingsCard settings={profile.leads} />
      </div>
    </UnsavedChangesProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("backOffice");
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto w-full max-w-4xl">
        <title>{pageTitle(t("profile.title"))}</title>
        <ScreenHeading>{t("profile.title")}</ScreenHeading>
        <p className="mt-3 max-w-2xl text-muted-foreground">{t("profile.ownerOnly")}</p>
      </section>
    );
  }
  return <PartnerRouteError error={error} failure={t("profile.fetchFailed")} />;
}
