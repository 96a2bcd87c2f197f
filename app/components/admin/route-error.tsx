import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The error boundary of the admin pages, shown inside the panel's shell (the sidebar stays): a
 * page for admins only, a record that does not exist, or a list that failed to load (with a
 * retry link).
 */
export function AdminRouteError({ error }: { error: unknown }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 403 ? t("errors.adminsOnly") : status === 404 ? t("errors.notFound") : t("list.error");
  return (
    <div role="alert" className="mx-auto max-w-7xl rounded-lg border border-destructive/40 bg-background p-4">
      <p className="font-medium text-destructive">{message}</p>
      {status >= 500 ? (
        <Button asChild variant="outline" size="sm" className="mt-2">
          <Link to={`${location.pathname}${location.search}`}>{t("list.retry")}</Link>
        </Button>
      ) : null}
    </div>
  );
}
