// `npm test`: type-check, lint, build, unit + API tests (vitest), then the browser
// journeys (Playwright) against the production build, then a smoke run of every
// benchmark (tests/bench/README.md). Ends with one line,
// `tests: N passed, N failed`, computed from the runners' JSON reports.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const only = process.env.TEST_ONLY; // "api" to run the API suite alone (CI's Postgres pass)

function run(label, command, args, stdio = "inherit") {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio, env: process.env });
  return result.status === 0;
}

let passed = 0;
let failed = 0;
const stepFailures = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

if (!only) {
  if (!run("type-check", bin("react-router"), ["typegen"]) || !run("type-check", bin("tsc"), ["--noEmit"])) {
    stepFailures.push("type-check");
  }
  // The architecture's rules (docs/decisions/021): any lint error fails the run.
  if (!run("lint", bin("eslint"), ["--max-warnings", "0", "."])) stepFailures.push("lint");
  // No unused file, export or dependency, and every used dependency declared (knip.jsonc).
  if (!run("unused code", bin("knip"), [])) stepFailures.push("unused code");
  if (!run("build", process.execPath, [path.join(root, "scripts", "build.mjs")])) stepFailures.push("build");
}

const vitestArgs = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, "vitest.json")}`];
if (only === "api") vitestArgs.push("--project", "api");
const vitestOk = run(only === "api" ? "API tests" : "unit and API tests", bin("vitest"), vitestArgs);
const vitest = readJson(path.join(reports, "vitest.json"));
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}
if (!vitestOk && (!vitest || (vitest.numFailedTests ?? 0) === 0)) stepFailures.push("vitest");

if (!only && !stepFailures.includes("build")) {
  const playwrightOk = run("browser journeys", bin("playwright"), ["test"]);
  const playwright = readJson(path.join(reports, "playwright.json"));
  if (playwright?.stats) {
    passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
    failed += playwright.stats.unexpected ?? 0;
  }
  if (!playwrightOk && (!playwright?.stats || (playwright.stats.unexpected ?? 0) === 0)) stepFailures.push("playwright");
} else if (!only) {
  stepFailures.push("playwright (not run: no build)");
}

// Every benchmark once at its smallest load, its results checked: one test each
// (tests/bench/README.md, "Smoke runs"). Their lines go to a report, not the console.
if (!only && !stepFailures.includes("build")) {
  const smokeReport = path.join(reports, "bench-smoke.jsonl");
  const smokeOk = run("benchmark smoke runs", process.execPath, [path.join(root, "tests", "bench", "run-all.mjs"), "--smoke", "--out", smokeReport], ["ignore", "ignore", "inherit"]);
  const smoke = fs.existsSync(smokeReport) ? fs.readFileSync(smokeReport, "utf8").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line)) : [];
  for (const result of smoke) {
    if (result.failed) failed++;
    else if (!result.skipped) passed++;
  }
  if (!smokeOk && !smoke.some((result) => result.failed)) stepFailures.push("benchmark smoke runs");
} else if (!only) {
  stepFailures.push("benchmark smoke runs (not run: no build)");
}

// A step that failed without failing a counted test (type errors, a crashed
// runner) still counts: one failure per step.
failed += stepFailures.length;
if (stepFailures.length) console.log(`\nfailed steps: ${stepFailures.join(", ")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
