import { isRouteErrorResponse, Link } from "react-router";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { pageTitle } from "~/lib/seo";
import { BACK_OFFICE_ROOT } from "./back-office-screens";

/**
 * The error boundary of the back office's pages, shown inside the frame (the sidebar stays): an
 * address that leads nowhere, a method the page does not take, or an unexpected failure (which
 * a page may name: `failure`, e.g. "Failed to fetch drivers").
 */
export function PartnerRouteError({ error, failure }: { error: unknown; failure?: string }) {
  const { t } = useTranslation();
  const { t: tBackOffice } = useTranslation("backOffice");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status >= 500 ? t("errors.serverErrorTitle") : t("errors.notFoundTitle");
  return (
    <section className="mx-auto w-full max-w-5xl">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <p className="font-semibold text-brand-600">{t("errors.statusCode", { status })}</p>
      <ScreenHeading className="mt-2">{title}</ScreenHeading>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        {status >= 500 ? (failure ?? t("errors.serverErrorBody")) : t("errors.notFoundBody")}
      </p>
      <Link to={BACK_OFFICE_ROOT} className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-4">
        {tBackOffice("errorPage.backHome")}
      </Link>
    </section>
  );
}
