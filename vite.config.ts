import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // sharp loads a native libvips binding at run time: the server build never bundles it.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts", external: ["sharp"] } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
