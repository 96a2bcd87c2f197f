import type { MetaDescriptor } from "react-router";
import { localeFromMatches } from "~/content/localized";
import { localizedPath } from "~/i18n/addresses";
import { LOCALES, type Locale } from "~/i18n/config";
import { SITE_NAME } from "./constants";

export interface PageMeta {
  title: string;
  description: string;
  /** The page's English path, e.g. "/about"; a public page's Lithuanian address follows from it. */
  path: string;
  /** The route's matches: the root loader's base URL (APP_URL) and the page's language. */
  matches: readonly (MatchLike | undefined)[];
  noIndex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

const OPEN_GRAPH_LOCALE: Record<Locale, string> = { "en-GB": "en_GB", lt: "lt_LT" };

/**
 * Title, description, canonical, Open Graph and JSON-LD for one page. A public page, which has
 * an address in each language, names both (hreflang) and English as the default; its canonical
 * is its own language's address. (The sitemap names the same pairs.)
 */
/** A page's title as the browser's tab shows it: "Find work | MoveMatch". */
export function pageTitle(name: string): string {
  return name.includes(SITE_NAME) ? name : `${name} | ${SITE_NAME}`;
}

export function buildMeta({ title, description, path, matches, noIndex, jsonLd }: PageMeta): MetaDescriptor[] {
  const baseUrl = baseUrlFrom(matches);
  const locale = localeFromMatches(matches);
  const fullTitle = pageTitle(title);
  const url = `${baseUrl}${localizedPath(path, locale)}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OPEN_GRAPH_LOCALE[locale] },
    { name: "twitter:card", content: "summary" },
  ];
  if (!noIndex && localizedPath(path, "lt") !== path) {
    for (const language of LOCALES) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: language,
        href: `${baseUrl}${localizedPath(path, language)}`,
      });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${baseUrl}${localizedPath(path, "en-GB")}`,
    });
  }
  if (noIndex) tags.push({ name: "robots", content: "noindex" });
  for (const item of Array.isArray(jsonLd) ? jsonLd : jsonLd ? [jsonLd] : []) {
    tags.push({ "script:ld+json": item });
  }
  return tags;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The public base URL, which the root loader reads from APP_URL. */
export function baseUrlFrom(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root");
  const rootData = (root?.loaderData ?? root?.data) as { appUrl?: string } | undefined;
  return rootData?.appUrl ?? "";
}
