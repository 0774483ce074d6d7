// Builds a document's one script (client/enhance/main.ts, docs/decisions/014) as
// its own minified module, into the client assets the server serves with
// immutable caching, and writes <build>/enhance.json with its address for the
// root layout. Its own Vite build, without the React Router plugin: nothing of
// the application's graph can leak in.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.VALET_BUILD_DIR ?? "build");
const assetsDir = path.join(buildDir, "client", "assets");

const output = await build({
  configFile: false,
  root,
  logLevel: "warn",
  publicDir: false,
  resolve: { tsconfigPaths: true },
  build: {
    outDir: assetsDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    target: "es2022",
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: path.join(root, "client", "enhance", "main.ts"),
      output: { format: "es", entryFileNames: "enhance-[hash].js", codeSplitting: false },
    },
  },
});

const results = Array.isArray(output) ? output : [output];
const entry = results.flatMap((result) => ("output" in result ? result.output : [])).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
if (!entry) throw new Error("build-enhance: no entry chunk was written");
fs.writeFileSync(path.join(buildDir, "enhance.json"), JSON.stringify({ src: `/assets/${entry.fileName}` }));
console.log(`build: document script /assets/${entry.fileName}`);
