// Runs every benchmark one after the other (never in parallel: they would measure
// each other) and prints one JSON line: { bench: "all", results: [ each line ] }.
// Their progress goes to stderr as they run. `--only a,b` runs some of them;
// `--out FILE` also writes the results there, one JSON line per benchmark.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { emit, loadavg, machine, say } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ALL = ["bundle-size", "memory-and-cold-start", "ssr-vs-static", "bookings-throughput", "main-thread", "lighthouse", "photo-reencode", "photo-resize", "pickup-slow-4g"];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const only = option("--only")?.split(",");
const out = option("--out");
const names = only ?? ALL;
for (const name of names) if (!ALL.includes(name)) throw new Error(`unknown benchmark ${name}; one of ${ALL.join(", ")}`);

function run(name) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], { stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("exit", (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      const line = stdout.trim().split("\n").at(-1);
      let result;
      try {
        result = JSON.parse(line);
      } catch {
        result = { bench: name, failed: true, exitCode: code };
      }
      if (code !== 0) result = { ...result, failed: true, exitCode: code };
      resolve({ ...result, wallS: seconds });
    });
  });
}

const began = performance.now();
const results = [];
for (const name of names) {
  say(`\n== ${name} (load ${loadavg().join(" ")})`);
  const result = await run(name);
  say(`== ${name}: ${result.failed ? "FAILED" : "done"} in ${result.wallS} s`);
  results.push(result);
  if (out) fs.appendFileSync(out, `${JSON.stringify(result)}\n`);
}
emit({ bench: "all", machine: machine(), results, failed: results.filter((r) => r.failed).map((r) => r.bench), elapsedS: Math.round((performance.now() - began) / 1000) });
process.exitCode = results.some((r) => r.failed) ? 1 : 0;
