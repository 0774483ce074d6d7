// Postgres settings of the embedded database (PGlite), chosen for a small site
// in one process rather than Postgres's server defaults (docs/benchmarks-history.md,
// 2026-11-23, embedded first start and memory).
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite's default 128 MB of shared buffers is all allocated and zeroed inside
 * its WASM memory at start: ~115 MiB of resident memory and half a second of a
 * start. The site's whole database is a few MB (a year of bookings is tens), and
 * the operating system caches the files behind the buffers anyway.
 */
const EMBEDDED_SHARED_BUFFERS = "16MB";

/** PGlite's own start parameters (single-user mode, no parallel workers…) plus ours. */
export function embeddedStartParams(): string[] {
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
}

/**
 * Keeps WebAssembly on V8's baseline compiler (Liftoff). By default V8 recompiles
 * the hot functions of PGlite's 9 MB module with its optimizing compiler in the
 * background, starting during Postgres's own start: measured, that took 1-1.5 s of
 * CPU and up to ~250 MiB of transient memory in the seconds after every start,
 * competed with the first requests for the CPU, and left ~200 MiB more resident
 * memory, for queries that ran no faster on a site this size (docs/benchmarks-history.md).
 * Set before PGlite compiles its module; V8 reads these flags when it compiles.
 * Process-wide: the Prisma query compiler's WebAssembly stays on Liftoff too.
 */
export function keepWasmOnBaselineCompiler(): void {
  v8.setFlagsFromString("--no-wasm-dynamic-tiering");
  v8.setFlagsFromString("--no-wasm-tier-up");
}
