import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { LITHUANIAN_PREFIX, PUBLIC_PAGES } from "./i18n/public-pages";

/**
 * Each public page at its English address and, under /lt/, in Lithuanian: one module, two
 * routes (the Lithuanian one with an id of its own). The address decides the page's language
 * (docs/decisions/023-language-in-the-address.md).
 */
function publicPages() {
  return PUBLIC_PAGES.flatMap(({ path, file }) => {
    const id = `${LITHUANIAN_PREFIX}/${file.replace(/\.tsx$/, "")}`;
    return [
      path ? route(path, file) : index(file),
      route(path ? `${LITHUANIAN_PREFIX}/${path}` : LITHUANIAN_PREFIX, file, { id }),
    ];
  });
}

/**
 * Every URL is listed here on purpose: the spec fixes them. Each area is a pathless layout that
 * owns its chrome; the admin panel and the partner back office put their guard (middleware) on
 * that layout, so every route inside is guarded. One route module per resource.
 */
export default [
  layout("routes/public/layout.tsx", [
    ...publicPages(),
    // A customer's or a reviewer's own page: reached from an email, in the visitor's language.
    route("my-request", "routes/public/my-request.tsx"),
    route("my-request/:token", "routes/public/my-request.$token.tsx"),
    route("review/:token", "routes/public/review.$token.tsx"),

    route("account/login", "routes/auth/login.tsx"),
    route("login", "routes/auth/login-redirect.tsx"),
    route("account/forgot-password", "routes/auth/forgot-password.tsx"),
    route("account/reset-password", "routes/auth/set-password.tsx", { id: "auth/reset-password" }),
    route("account/set-password", "routes/auth/set-password.tsx", { id: "auth/set-password" }),
    route("account/application-status", "routes/auth/application-status.tsx"),
    route("*", "routes/public/not-found.tsx"),
    route(`${LITHUANIAN_PREFIX}/*`, "routes/public/not-found.tsx", { id: `${LITHUANIAN_PREFIX}/not-found` }),
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
      route("quote-requests/:id", "routes/admin/quote-requests.$id.tsx"),
      route("partners", "routes/admin/partners.tsx"),
      route("partners/:id", "routes/admin/partners.$id.tsx"),
      route("contacts", "routes/admin/contacts.tsx"),
      route("contacts/:id", "routes/admin/contacts.$id.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("reviews/:id", "routes/admin/reviews.$id.ts"),
      route("invoices", "routes/admin/invoices.tsx"),
      route("invoices/:id", "routes/admin/invoices.$id.ts"),
      route("credits", "routes/admin/credits.tsx"),
      route("credits/:id", "routes/admin/credits.$id.ts"),
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
      route("jobs/:id", "routes/partner/jobs.$id.tsx"),
      route("reservations", "routes/partner/reservations.tsx"),
      route("profile/history", "routes/partner/profile.history.tsx"),
      route("profile/reviews", "routes/partner/profile.reviews.tsx"),
      route("payments", "routes/partner/payments.tsx"),
      route("payments/invoices/:id", "routes/partner/payments.invoices.$id.ts"),
      route("profile/edit", "routes/partner/profile.edit.tsx"),
      route("profile/logo", "routes/partner/profile.logo.ts"),
      route("profile/photos", "routes/partner/profile.photos.ts"),
      route("profile/photos/:id", "routes/partner/profile.photos.$id.ts"),
      route("profile/statistics", "routes/partner/profile.statistics.tsx"),
      route("profile/pricing", "routes/partner/profile.pricing.tsx"),
      route("profile/preferences", "routes/partner/profile.preferences.tsx"),
      route("team", "routes/partner/team.tsx"),
      route("team/:userId", "routes/partner/team.$userId.ts"),
      route("alerts", "routes/partner/alerts.tsx"),
      route("book", "routes/partner/book.ts"),
      route("contacts", "routes/partner/contacts.tsx"),
      route("messages", "routes/partner/messages.tsx"),
      route("routes", "routes/partner/routes.tsx"),
      route("support", "routes/partner/support.tsx"),
      // The back office's live stream (Server-Sent Events): behind the same guard.
      route("live", "routes/partner/live.ts"),
      route("*", "routes/partner/fallback.tsx"),
    ]),
  ]),

  route("api/auth/*", "routes/resources/api.auth.$.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("locale", "routes/resources/locale.ts"),
  route("sitemap.xml", "routes/resources/sitemap[.]xml.ts"),
  route("robots.txt", "routes/resources/robots[.]txt.ts"),
  route("api/geocode", "routes/resources/geocode.ts"),
  route("api/coverage", "routes/resources/coverage.ts"),
  route("media/:key", "routes/resources/media.$key.ts"),
  // The customer's live stream for the request their link opens (Server-Sent Events).
  route("my-request/:token/live", "routes/resources/my-request.$token.live.ts"),
  route("dev/mail", "routes/resources/dev-mail.tsx"),
  route("dev/mail/:id", "routes/resources/dev-mail.$id.tsx"),
] satisfies RouteConfig;
