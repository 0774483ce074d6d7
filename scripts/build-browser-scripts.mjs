// Builds what the browser loads into the client assets the server serves with
// immutable caching, and writes <build>/browser-scripts.json with their addresses
// for the root layout and the applications' islands (server/pages.ts,
// browserScripts). Vite builds of their own, without the React Router plugin:
// nothing of the router's graph can leak in, and React Router's own client build
// (which `react-router build` makes before its server build) is linked by no page
// (scripts/build.mjs removes it).
//
// - The site's stylesheet (client/styles/app.css, Tailwind).
// - A document's one script (client/enhance/main.ts, docs/decisions/014): one
//   minified module, no shared chunks.
// - The applications (client/applications/<name>.entry.tsx, decision 023): one
//   entry each, sharing React and React DOM; each one's first load is its static
//   imports and itself, recorded in that order.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { build } from "vite";
import { APPLICATION_NAMES } from "../shared/site-pages.ts";
import { applicationChunks } from "./application-chunks.ts";
import { serverOnlyModules } from "./server-only-modules.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.VALET_BUILD_DIR ?? "build");
const assetsDir = path.join(buildDir, "client", "assets");

/** What every build here shares: the client's assets folder, minified, no public files. */
const common = {
  configFile: false,
  root,
  logLevel: "warn",
  publicDir: false,
  resolve: { tsconfigPaths: true },
};
const output = { outDir: assetsDir, emptyOutDir: false, copyPublicDir: false, minify: true, target: "es2022", reportCompressedSize: false };

const chunksOf = (result) => (Array.isArray(result) ? result : [result]).flatMap((each) => ("output" in each ? each.output : [])).filter((file) => file.type === "chunk");

const styleBuild = await build({
  ...common,
  plugins: [tailwindcss()],
  build: {
    ...output,
    // Vite's default browsers for CSS, as every build of the site had before.
    target: undefined,
    rollupOptions: { input: path.join(root, "client", "styles", "app.css"), output: { assetFileNames: "app-[hash][extname]" } },
  },
});
const stylesheet = (Array.isArray(styleBuild) ? styleBuild : [styleBuild])
  .flatMap((each) => ("output" in each ? each.output : []))
  .find((file) => file.type === "asset" && file.fileName.endsWith(".css"));
if (!stylesheet) throw new Error("build-browser-scripts: the stylesheet was not written");

const documentBuild = await build({
  ...common,
  build: {
    ...output,
    modulePreload: false,
    rollupOptions: {
      input: path.join(root, "client", "enhance", "main.ts"),
      output: { format: "es", entryFileNames: "enhance-[hash].js", codeSplitting: false },
    },
  },
});
const documentEntry = chunksOf(documentBuild).find((chunk) => chunk.isEntry);
if (!documentEntry) throw new Error("build-browser-scripts: the document script's entry was not written");

const applicationsBuild = await build({
  ...common,
  // Where the files are served from: the preload of a lazy chunk's imports names them by it.
  base: "/assets/",
  // Empties the *.ssr.tsx modules (the server's half of an island, the chrome).
  plugins: [serverOnlyModules()],
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    ...output,
    // A lazy chunk's own imports are fetched with it (no polyfill: every browser we serve has modulepreload).
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: Object.fromEntries(APPLICATION_NAMES.map((name) => [name, path.join(root, "client", "applications", `${name}.entry.tsx`)])),
      output: {
        format: "es",
        entryFileNames: "app-[name]-[hash].js",
        chunkFileNames: "app-[name]-[hash].js",
        // The groups are exact (application-chunks.ts): by default the bundler pulls a
        // grouped module's imports into its group, and a page's group took the shared
        // modules, so every page loaded every other's group. Exact groups import in one
        // direction only (React, then shared, then a page, then its lazy parts), so the
        // modules still run in their import order.
        codeSplitting: { includeDependenciesRecursively: false, groups: applicationChunks(APPLICATION_NAMES) },
      },
    },
  },
});
const chunks = chunksOf(applicationsBuild);
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

/** A chunk's static imports, depth first, then the chunk: the order module scripts run in. */
function firstLoad(fileName, seen = new Set()) {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = byFile.get(fileName);
  return [...(chunk?.imports ?? []).flatMap((imported) => firstLoad(imported, seen)), fileName];
}

const applications = {};
for (const name of APPLICATION_NAMES) {
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
  if (!entry) throw new Error(`build-browser-scripts: no entry was written for the application "${name}"`);
  applications[name] = firstLoad(entry.fileName).map((file) => `/assets/${file}`);
}

const scripts = { stylesheet: `/assets/${stylesheet.fileName}`, document: `/assets/${documentEntry.fileName}`, applications };
fs.writeFileSync(path.join(buildDir, "browser-scripts.json"), JSON.stringify(scripts));
console.log(`build: stylesheet ${scripts.stylesheet}; document script ${scripts.document}; applications ${APPLICATION_NAMES.map((name) => `${name} (${applications[name].length} files)`).join(", ")}`);
