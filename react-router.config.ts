import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Guards run as middleware on each area's layout route (docs/ARCHITECTURE.md, "Areas").
  future: { v8_middleware: true },
} satisfies Config;
