import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL is listed here on purpose: the spec fixes them. */
export default [
  index("routes/public/home.tsx"),
  route("about", "routes/public/about.tsx"),
  route("services", "routes/public/services.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("man-and-van", "routes/public/man-and-van.tsx"),
  route("local-movers", "routes/public/local-movers.tsx"),
  route("piano-removals", "routes/public/piano-removals.tsx"),
  route("international", "routes/public/international.tsx"),
  route("moving-abroad", "routes/public/moving-abroad.tsx"),
  route("how-it-works", "routes/public/how-it-works.tsx"),
  route("domestic", "routes/public/domestic.tsx"),
  route("moving-guides", "routes/public/moving-guides.tsx"),
  route("blog", "routes/public/blog.tsx"),
  route("blog/:slug", "routes/public/blog.$slug.tsx"),
  route("faq", "routes/public/faq.tsx"),
  route("partner-faq", "routes/public/partner-faq.tsx"),
  route("become-partner", "routes/public/become-partner.tsx"),
  route("removal-van", "routes/public/removal-van.tsx"),
  route("quote", "routes/public/quote.tsx"),
  route("movers/:region/:city", "routes/public/movers.$region.$city.tsx"),
  route("company/:slug", "routes/public/company.$slug.tsx"),
  route("disclaimer", "routes/public/disclaimer.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("cookies", "routes/public/cookies.tsx"),

  route("account/login", "routes/auth/login.tsx"),
  route("login", "routes/auth/login-redirect.tsx"),

  route("admin", "routes/admin/dashboard.tsx"),
  ...prefix("partner/admin", [layout("routes/partner/layout.tsx", [route("*", "routes/partner/placeholder.tsx")])]),

  route("healthz", "routes/resources/healthz.ts"),
  route("locale", "routes/resources/locale.ts"),
  route("sitemap.xml", "routes/resources/sitemap[.]xml.ts"),
  route("robots.txt", "routes/resources/robots[.]txt.ts"),
  route("dev/mail", "routes/resources/dev-mail.tsx"),
  route("dev/mail/:id", "routes/resources/dev-mail.$id.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
