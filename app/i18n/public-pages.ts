/**
 * The public pages whose language is in their address: each is served at its English address
 * and at the same address under /lt/ (app/routes.ts), and a link between two of them keeps the
 * page's language (localizedPath). Pages for one visitor (a customer's request, a review link,
 * the account pages) are not here: they follow the visitor's language preference instead.
 *
 * No `~/` imports: app/routes.ts reads this file before the app's aliases exist.
 */
export const PUBLIC_PAGES = [
  ["", "routes/public/home.tsx"],
  ["about", "routes/public/about.tsx"],
  ["services", "routes/public/services.tsx"],
  ["contact", "routes/public/contact.tsx"],
  ["man-and-van", "routes/public/man-and-van.tsx"],
  ["local-movers", "routes/public/local-movers.tsx"],
  ["piano-removals", "routes/public/piano-removals.tsx"],
  ["international", "routes/public/international.tsx"],
  ["moving-abroad", "routes/public/moving-abroad.tsx"],
  ["how-it-works", "routes/public/how-it-works.tsx"],
  ["domestic", "routes/public/domestic.tsx"],
  ["moving-guides", "routes/public/moving-guides.tsx"],
  ["blog", "routes/public/blog.tsx"],
  ["blog/:slug", "routes/public/blog.$slug.tsx"],
  ["faq", "routes/public/faq.tsx"],
  ["partner-faq", "routes/public/partner-faq.tsx"],
  ["how-leads-are-shared", "routes/public/how-leads-are-shared.tsx"],
  ["become-partner", "routes/public/become-partner.tsx"],
  ["removal-van", "routes/public/removal-van.tsx"],
  ["quote", "routes/public/quote.tsx"],
  ["movers/:region/:city", "routes/public/movers.$region.$city.tsx"],
  ["company/:slug", "routes/public/company.$slug.tsx"],
  ["disclaimer", "routes/public/disclaimer.tsx"],
  ["privacy", "routes/public/privacy.tsx"],
  ["cookies", "routes/public/cookies.tsx"],
] as const;

/** The address prefix of the Lithuanian pages. */
export const LITHUANIAN_PREFIX = "lt";
