import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./constants";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  /** Absolute base URL from the root loader (APP_URL). */
  baseUrl: string;
  noIndex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** Title, description, canonical, Open Graph and JSON-LD for one page. */
export function buildMeta({ title, description, path, baseUrl, noIndex, jsonLd }: PageMeta): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = `${baseUrl}${path}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary" },
  ];
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
