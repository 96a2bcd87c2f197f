/**
 * The route helpers under app/server/: the HTTP layer every route shares (the area guards and
 * route middleware, the form contract's answers, the request context, cache headers, the request's
 * log scope). Everything else under app/server/ is a domain service.
 */
const ROUTE_HELPERS = [
  "^app/server/auth/guards\\.server\\.ts$",
  "^app/server/auth/middleware\\.server\\.ts$",
  "^app/server/admin/guard\\.server\\.ts$",
  "^app/server/forms\\.server\\.ts$",
  "^app/server/request-context\\.server\\.ts$",
  "^app/server/no-store\\.server\\.ts$",
  "^app/server/observability/request-scope\\.server\\.ts$",
];

/**
 * Import rules that `npm run lint` enforces (dependency-cruiser). Type-only imports count for
 * cycles and for server code reaching into components; a component may take a row type from the
 * service that produces it (erased at build time, as `typeof loader` is). See docs/ARCHITECTURE.md.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other: move what both need into a third module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-imports-no-components",
      severity: "error",
      comment:
        "Server code (app/server/**, *.server.ts) must not depend on React components or route modules: " +
        "put shared types in app/lib/ or beside the service.",
      from: { path: ["^app/server/", "\\.server\\.tsx?$"] },
      to: { path: ["^app/components/", "^app/routes/.+\\.tsx$", "^app/root\\.tsx$"] },
    },
    {
      name: "universal-imports-no-server",
      severity: "error",
      comment:
        "app/lib/** and app/components/** run in the browser too: they must not import app/server/** or " +
        "*.server.ts (React Router refuses .server modules in the client bundle).",
      from: { path: ["^app/lib/", "^app/components/"] },
      to: { path: ["^app/server/", "\\.server\\.tsx?$"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "domain-services-import-no-react-router",
      severity: "error",
      comment:
        "A domain service answers in data and AppError, not in HTTP: it is called from loaders, actions, " +
        "emails, sweeps and scripts alike. Reading params, redirecting or answering a status belongs in the " +
        "route, in a *.server.ts beside it under app/routes/, or in one of the shared route helpers " +
        "(ROUTE_HELPERS above).",
      from: { path: "^app/server/", pathNot: ROUTE_HELPERS },
      to: { path: "^node_modules/(@react-router|react-router)/" },
    },
    {
      name: "zod-through-app-lib-zod",
      severity: "error",
      comment:
        "Schemas use zod/mini through app/lib/zod.ts, which configures it before any schema is built, so that " +
        "a page's bundle holds only the zod it uses (docs/decisions/025-zod-mini.md). Only env.server.ts, whose " +
        "messages are zod's own English for the operator, uses zod's full API.",
      from: { path: "^app/", pathNot: ["^app/lib/zod\\.ts$", "^app/server/env\\.server\\.ts$"] },
      // (^|/): a worktree whose node_modules is a link resolves packages outside it.
      to: { path: "(^|/)node_modules/zod/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // node_modules stays in the graph (not followed) so that rules can name a package.
    exclude: { path: ["^build/", "^\\.react-router/"] },
    // Resolve the `~/` alias as TypeScript does, and see type-only imports.
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    skipAnalysisNotInRules: true,
  },
};
