import { Link, useLocation } from "react-router";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";

function pageHref(pathname: string, search: string, page: number, firstPageInUrl: boolean): string {
  const params = new URLSearchParams(search);
  if (page === 1 && !firstPageInUrl) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Previous/next links that keep the rest of the query string (filters and sort). The first
 * page's link has no `page` unless `firstPageInUrl`: a list that opens elsewhere without one
 * (My work opens on today's jobs) names it.
 */
export function Pagination({
  page,
  pageCount,
  firstPageInUrl = false,
}: {
  page: number;
  pageCount: number;
  firstPageInUrl?: boolean;
}) {
  const { t } = useTranslation("directory");
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const linkClass =
    "inline-flex items-center gap-1 rounded-md border border-border px-3 py-2 text-sm font-medium hover:bg-muted";
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link
          to={pageHref(pathname, search, page - 1, firstPageInUrl)}
          className={linkClass}
          rel="prev"
          preventScrollReset={false}
        >
          <SpriteIcon name="chevron-left" className="size-4" />
          {t("pagination.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-muted-foreground text-sm" aria-current="page">
        {t("pagination.page", { page, pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(pathname, search, page + 1, firstPageInUrl)} className={cn(linkClass)} rel="next">
          {t("pagination.next")}
          <SpriteIcon name="chevron-right" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
