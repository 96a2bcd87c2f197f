import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  // Bundled into the server build so only the icons and primitives in use are loaded at start
  // (each package's full index costs ~0.4-0.7 s to import).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: {
    rollupOptions: isSsrBuild
      ? {
          input: "./server/app.ts",
          // sharp loads a native libvips binding at run time: the server build never bundles it.
          external: ["sharp"],
          // The browser's code loads the quote wizard and the toaster on demand (their own chunks);
          // the server's bundle needs no chunks, so those imports are ineffective there by design.
          onwarn(warning, warn) {
            if (warning.code !== "INEFFECTIVE_DYNAMIC_IMPORT") warn(warning);
          },
        }
      : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
