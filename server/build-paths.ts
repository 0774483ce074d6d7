// Where the production build lives. VALET_BUILD_DIR lets two builds coexist on one
// machine (parallel test runs); normally it is ./build.
import path from "node:path";
import { PROJECT_ROOT } from "./paths.ts";

export const BUILD_DIR = path.resolve(PROJECT_ROOT, process.env.VALET_BUILD_DIR ?? "build");
export const CLIENT_BUILD_DIR = path.join(BUILD_DIR, "client");
export const SERVER_BUILD_ENTRY = path.join(BUILD_DIR, "server", "index.js");
/** Written by the build: the hashed URLs of the pages' own scripts (scripts/build-browser-scripts.mjs). */
export const BROWSER_SCRIPTS_MANIFEST = path.join(BUILD_DIR, "browser-scripts.json");
