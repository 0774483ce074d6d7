import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { applicationChunks } from "./scripts/application-chunks.ts";
import { serverOnlyModules } from "./scripts/server-only-modules.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverOnlyModules()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: applicationChunks() } } } } },
  },
});
