import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnlyModules } from "./scripts/server-only-modules.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverOnlyModules()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
