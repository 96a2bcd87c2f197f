import { articlePath, listArticles } from "~/content/articles";
import { localizedPath } from "~/i18n/addresses";
import { LOCALES } from "~/i18n/config";
import { listSitemapEntries } from "~/server/directory/sitemap.server";
import { getEnv } from "~/server/env.server";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every page at each of its addresses (English and /lt/), each naming the other as its
 * alternate and English as the default, as the pages' own head does (buildMeta).
 */
export async function loader() {
  const baseUrl = getEnv().APP_URL;
  const entries = await listSitemapEntries(listArticles().map((article) => articlePath(article.slug)));
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    const address = (path: string) => escapeXml(`${baseUrl}${path}`);
    const alternates = [
      ...LOCALES.map((locale) => [locale, localizedPath(entry.path, locale)] as const),
      ["x-default", localizedPath(entry.path, "en-GB")] as const,
    ]
      .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(path)}"/>`)
      .join("");
    return LOCALES.map(
      (locale) => `<url><loc>${address(localizedPath(entry.path, locale))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
