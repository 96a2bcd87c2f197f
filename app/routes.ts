import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every URL is listed here on purpose: the spec fixes them. Each area is a pathless layout that
 * owns its chrome; the admin panel and the partner back office put their guard (middleware) on
 * that layout, so every route inside is guarded. One route module per resource.
 */
export default [
  layout("routes/public/layout.tsx", [
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
    route("my-request", "routes/public/my-request.tsx"),
    route("my-request/:token", "routes/public/my-request.$token.tsx"),
    route("review/:token", "routes/public/review.$token.tsx"),
    route("disclaimer", "routes/public/disclaimer.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("cookies", "routes/public/cookies.tsx"),

    route("account/login", "routes/auth/login.tsx"),
    route("login", "routes/auth/login-redirect.tsx"),
    route("account/forgot-password", "routes/auth/forgot-password.tsx"),
    route("account/reset-password", "routes/auth/set-password.tsx", { id: "auth/reset-password" }),
    route("account/set-password", "routes/auth/set-password.tsx", { id: "auth/set-password" }),
    route("account/application-status", "routes/auth/application-status.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("account/logout", "routes/auth/logout.ts"),

  ...prefix("admin", [
    // Before the panel: sign-in and two-factor set-up, in the admin area's own frame.
    layout("routes/admin/frame.tsx", [
      route("login", "routes/admin/login.tsx"),
      route("two-factor", "routes/admin/two-factor.tsx"),
    ]),
    route("logout", "routes/admin/logout.ts"),
    // The panel: one route per list and one per record (its detail dialog's data and its changes).
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("quote-requests", "routes/admin/quote-requests.tsx"),
      route("quote-requests/:id", "routes/admin/quote-requests.$id.ts"),
      route("partners", "routes/admin/partners.tsx"),
      route("partners/:id", "routes/admin/partners.$id.ts"),
      route("contacts", "routes/admin/contacts.tsx"),
      route("contacts/:id", "routes/admin/contacts.$id.ts"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("reviews/:id", "routes/admin/reviews.$id.ts"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
    ]),
  ]),

  ...prefix("partner/admin", [
    layout("routes/partner/layout.tsx", [
      // Home shows My work: one module at both addresses.
      index("routes/partner/work.tsx", { id: "routes/partner/home" }),
      route("work", "routes/partner/work.tsx"),
      route("security", "routes/partner/security.tsx"),
      route("find-work", "routes/partner/find-work.tsx"),
      route("orders", "routes/partner/orders.tsx"),
      route("watching", "routes/partner/watching.tsx"),
      route("leads/:id", "routes/partner/leads.$id.tsx"),
      route("find-work/:requestId", "routes/partner/find-work.$requestId.tsx"),
      route("quotes", "routes/partner/quotes.tsx"),
      route("profile/drivers", "routes/partner/drivers.tsx"),
      route("profile/drivers/:id", "routes/partner/drivers.$id.ts"),
      route("profile/vehicles", "routes/partner/vehicles.tsx"),
      route("profile/vehicles/:id", "routes/partner/vehicles.$id.ts"),
      route("fleet", "routes/partner/fleet.tsx"),
      route("profile/reviews", "routes/partner/profile.reviews.tsx"),
      route("alerts", "routes/partner/alerts.tsx"),
      route("book", "routes/partner/book.ts"),
      route("contacts", "routes/partner/contacts.tsx"),
      route("messages", "routes/partner/messages.tsx"),
      route("routes", "routes/partner/routes.tsx"),
      route("support", "routes/partner/support.tsx"),
      route("*", "routes/partner/placeholder.tsx"),
    ]),
  ]),

  route("api/auth/*", "routes/resources/api.auth.$.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("locale", "routes/resources/locale.ts"),
  route("sitemap.xml", "routes/resources/sitemap[.]xml.ts"),
  route("robots.txt", "routes/resources/robots[.]txt.ts"),
  route("api/geocode", "routes/resources/geocode.ts"),
  route("api/coverage", "routes/resources/coverage.ts"),
  route("dev/mail", "routes/resources/dev-mail.tsx"),
  route("dev/mail/:id", "routes/resources/dev-mail.$id.tsx"),
] satisfies RouteConfig;
