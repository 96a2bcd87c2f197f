/**
 * The public pages whose language is in their address: each is served at its English address
 * and at the same address under /lt/ (app/routes.ts), and a link between two of them keeps the
 * page's language (localizedPath). Pages for one visitor (a customer's request, a review link,
 * the account pages) are not here: they follow the visitor's language preference instead.
 *
 * The one list of them: the routes (app/routes.ts), the sitemap and the render cache's
 * allow-list are derived from it.
 *
 * No `~/` imports: app/routes.ts reads this file before the app's aliases exist.
 */
export interface PublicPage {
  /** The English address, without its leading slash ("" is the home page; `:slug` any one segment). */
  path: string;
  /** The route module that renders it. */
  file: string;
  /**
   * Listed in the sitemap. A page with a parameter is listed from the database instead (its
   * cities, companies and articles); the legal pages are not worth a search result.
   */
  indexed: boolean;
  /**
   * Served to anonymous visitors from the render cache (docs/decisions/008-render-cache.md). A
   * page that answers its own form (contact, quote, become-partner) is rendered each time.
   */
  cached: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "", file: "routes/public/home.tsx", indexed: true, cached: true },
  { path: "about", file: "routes/public/about.tsx", indexed: true, cached: true },
  { path: "services", file: "routes/public/services.tsx", indexed: true, cached: true },
  { path: "contact", file: "routes/public/contact.tsx", indexed: true, cached: false },
  { path: "man-and-van", file: "routes/public/man-and-van.tsx", indexed: true, cached: true },
  { path: "local-movers", file: "routes/public/local-movers.tsx", indexed: true, cached: true },
  { path: "piano-removals", file: "routes/public/piano-removals.tsx", indexed: true, cached: true },
  { path: "international", file: "routes/public/international.tsx", indexed: true, cached: true },
  { path: "moving-abroad", file: "routes/public/moving-abroad.tsx", indexed: true, cached: true },
  { path: "how-it-works", file: "routes/public/how-it-works.tsx", indexed: true, cached: true },
  { path: "domestic", file: "routes/public/domestic.tsx", indexed: true, cached: true },
  { path: "moving-guides", file: "routes/public/moving-guides.tsx", indexed: true, cached: true },
  { path: "blog", file: "routes/public/blog.tsx", indexed: true, cached: true },
  { path: "blog/:slug", file: "routes/public/blog.$slug.tsx", indexed: false, cached: true },
  { path: "faq", file: "routes/public/faq.tsx", indexed: true, cached: true },
  { path: "partner-faq", file: "routes/public/partner-faq.tsx", indexed: true, cached: true },
  { path: "how-leads-are-shared", file: "routes/public/how-leads-are-shared.tsx", indexed: true, cached: true },
  { path: "become-partner", file: "routes/public/become-partner.tsx", indexed: true, cached: false },
  { path: "removal-van", file: "routes/public/removal-van.tsx", indexed: true, cached: true },
  { path: "quote", file: "routes/public/quote.tsx", indexed: true, cached: false },
  { path: "movers/:region/:city", file: "routes/public/movers.$region.$city.tsx", indexed: false, cached: true },
  { path: "company/:slug", file: "routes/public/company.$slug.tsx", indexed: false, cached: true },
  { path: "disclaimer", file: "routes/public/disclaimer.tsx", indexed: false, cached: true },
  { path: "privacy", file: "routes/public/privacy.tsx", indexed: false, cached: true },
  { path: "cookies", file: "routes/public/cookies.tsx", indexed: false, cached: true },
];

/** The address prefix of the Lithuanian pages. */
export const LITHUANIAN_PREFIX = "lt";
