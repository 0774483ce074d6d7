// Postgres settings of the embedded database (PGlite), chosen for a small site
// in one process rather than Postgres's server defaults (docs/BENCHMARKS.md,
// issue #14 parts 4-5).
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite's default 128 MB of shared buffers is all allocated and zeroed inside
 * its WASM memory at start: ~115 MiB of resident memory and half a second of a
 * start. The site's whole database is a few MB (a year of bookings is tens), and
 * the operating system caches the files behind the buffers anyway.
 */
export const EMBEDDED_SHARED_BUFFERS = "16MB";

/** PGlite's own start parameters (single-user mode, no parallel workers…) plus ours. */
export function embeddedStartParams(): string[] {
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
}
