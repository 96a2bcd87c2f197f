import { href } from "react-router";
import { absoluteUrl } from "~/server/env.server";

/** Crawlers may index the public site but not the back offices or private pages. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /partner/",
    "Disallow: /account/",
    "Disallow: /dev/",
    // The language switch: the pages it leads to are linked (hreflang) for crawlers directly.
    "Disallow: /locale",
    "",
    `Sitemap: ${absoluteUrl(href("/sitemap.xml"))}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
