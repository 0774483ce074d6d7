// Runs every benchmark one after the other (never in parallel: they would measure
// each other) and prints one JSON line: { bench: "all", results: [ each line ] }.
// Their progress goes to stderr as they run. `--only a,b` runs some of them;
// `--out FILE` also writes the results there, one JSON line per benchmark.
// `--smoke` runs each in its smoke mode (lib.mjs, SMOKE; what `npm test` runs): a
// benchmark fails when it exits non-zero, its line does not parse or names another
// benchmark, or its own checks (lib.mjs, finish) do not hold; one that cannot run
// here says `skipped` and why. Smoke runs measure nothing, so `--jobs N` (3 by
// default with --smoke, else 1) runs N at a time, their stderr lines prefixed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { emit, loadavg, machine, say } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ALL = ["bundle-size", "memory-and-cold-start", "ssr-vs-static", "bookings-throughput", "main-thread", "lighthouse", "dom-size", "photo-reencode", "photo-resize", "pickup-slow-4g"];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const only = option("--only")?.split(",");
const out = option("--out");
const smoke = args.includes("--smoke");
const jobs = Math.max(1, Number(option("--jobs") ?? (smoke ? 3 : 1)));
const names = only ?? ALL;
for (const name of names) if (!ALL.includes(name)) throw new Error(`unknown benchmark ${name}; one of ${ALL.join(", ")}`);

function run(name) {
  return new Promise((resolve) => {
    const started = performance.now();
    const env = smoke ? { ...process.env, BENCH_SMOKE: "1" } : process.env;
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], { stdio: ["ignore", "pipe", jobs > 1 ? "pipe" : "inherit"], env });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    if (jobs > 1) {
      // Several at a time: each line of progress says whose it is.
      let partial = "";
      child.stderr.on("data", (chunk) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop();
        for (const line of lines) process.stderr.write(`[${name}] ${line}\n`);
      });
      child.stderr.on("end", () => partial && process.stderr.write(`[${name}] ${partial}\n`));
    }
    child.on("exit", (code, signal) => {
      const seconds = Math.round((performance.now() - started) / (smoke ? 100 : 1000)) / (smoke ? 10 : 1);
      const line = stdout.trim().split("\n").at(-1);
      let result;
      try {
        result = JSON.parse(line);
      } catch {
        result = { bench: name, failed: true, exitCode: code, signal, error: "no JSON line on stdout" };
      }
      if (result.bench !== name) result = { ...result, bench: name, failed: true, error: `its line names ${JSON.stringify(result.bench)}` };
      if (code !== 0) result = { ...result, failed: true, exitCode: code };
      resolve({ ...result, wallS: seconds });
    });
  });
}

// The longest first, when several run at a time.
const LONGEST = ["pickup-slow-4g", "lighthouse", "ssr-vs-static"];
const rank = (name) => (LONGEST.includes(name) ? LONGEST.indexOf(name) : LONGEST.length);
const queue = jobs > 1 ? [...names].sort((a, b) => rank(a) - rank(b)) : [...names];
const began = performance.now();
const byName = new Map();
async function worker() {
  for (let name = queue.shift(); name; name = queue.shift()) {
    say(`\n== ${name}${smoke ? " (smoke)" : ""} (load ${loadavg().join(" ")})`);
    const result = await run(name);
    say(`== ${name}: ${result.failed ? "FAILED" : result.skipped ? `SKIPPED: ${result.skipped}` : "done"} in ${result.wallS} s`);
    byName.set(name, result);
    if (out) fs.appendFileSync(out, `${JSON.stringify(result)}\n`);
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, names.length) }, worker));
const results = names.map((name) => byName.get(name));
const failed = results.filter((r) => r.failed).map((r) => r.bench);
const skipped = results.filter((r) => !r.failed && r.skipped);
const elapsedS = Math.round((performance.now() - began) / 1000);
if (smoke) {
  say(`\nbenchmark smoke runs: ${results.length - failed.length - skipped.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(", ")})` : ""}, ${skipped.length} skipped in ${elapsedS} s`);
  for (const r of skipped) say(`  SKIPPED ${r.bench}: ${r.skipped}`);
}
emit({ bench: "all", machine: machine(), smoke: smoke || undefined, results, failed, skipped: skipped.map((r) => r.bench), elapsedS });
process.exitCode = failed.length > 0 ? 1 : 0;
