// The V8 flags the production server runs with, in every command that starts it:
// `npm start` (package.json), the container's CMD (Dockerfile) and the benchmarks
// (tests/bench/lib.mjs), which measure what production runs.
// tests/unit/node-flags.test.ts keeps package.json and the Dockerfile to this
// list; a cluster's workers inherit their primary's flags.
//
// --max-semi-space-size=8 (MiB): under request load V8 grows the young generation's
// semi-spaces to their default limit (the heap went from 62 to 203 MiB after 10 s
// of page requests) and keeps them, so RSS stayed at ~400 MiB. With 8 MiB it held
// 300–325 MiB at the same requests per second (docs/BENCHMARKS.md, "Memory").
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=8"];
