import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { SpriteIcon } from "~/components/ui/icon";
import { localizedPath } from "~/i18n/addresses";
import type { Locale } from "~/i18n/config";

export interface Crumb {
  label: string;
  /** Omitted for crumbs that are not pages of their own. */
  to?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.to ?? item.label} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="underline-offset-4 hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "font-medium text-foreground" : undefined}
                >
                  {item.label}
                </span>
              )}
              {last ? null : <SpriteIcon name="chevron-right" className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for the same trail, its pages at their addresses in `locale`. */
export function breadcrumbJsonLd(items: Crumb[], baseUrl: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.to ? { item: `${baseUrl}${localizedPath(item.to, locale)}` } : {}),
    })),
  };
}
