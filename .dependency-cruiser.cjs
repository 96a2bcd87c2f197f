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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^\\.react-router/", "^node_modules/"] },
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
