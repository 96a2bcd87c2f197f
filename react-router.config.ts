import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Guards run as middleware on each area's layout route (docs/ARCHITECTURE.md, "Areas").
    v8_middleware: true,
    // React Router v8's other changes, each left off until it is taken on with its own tests:
    // they change how route modules are split into chunks, how the build drives Vite, what a
    // loader's request carries and the URLs of data requests. Named here, the build stops
    // printing a warning for each on every run.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
