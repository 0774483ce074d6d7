// docs/architecture.md's walks stay true (docs/decisions/032): each walk lists, in
// order, every file a reader opens to follow one request, within its ceiling (12
// files for a page, 10 for a write). Each file after the first must be reached
// directly from a file listed before it: by an import, or by one of the framework's
// hand-offs below, which no import shows. A listed file that is no longer on the
// path fails, and so does a path that now runs through a file the walk does not list.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "@shared/site-pages.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

// The aliases of tsconfig.json, as the code imports through them.
const ALIASES: Record<string, string> = { "~/": "client/", "@shared/": "shared/", "@server/": "server/", "@cli/": "cli/", "@tests/": "tests/" };
const IMPORT = /(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

/** The project files a file imports (statically, dynamically, or for its types). */
function importsOf(file: string): Set<string> {
  const found = new Set<string>();
  for (const match of read(file).matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? "";
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    const target = alias ? ALIASES[alias] + specifier.slice(alias.length) : specifier.startsWith(".") ? path.join(path.dirname(file), specifier) : null;
    if (target && fs.existsSync(path.join(ROOT, target))) found.add(path.normalize(target));
  }
  return found;
}

/**
 * Where the framework hands a request on without an import: React Router's server
 * build renders client/entry.server.tsx and client/root.tsx around the route the
 * page list names (client/routes.ts is made from it); a route's loader reaches the
 * server through the load context, whose services server/services/index.ts builds
 * (loaderServices); the layout's script tag loads a document's script; an island's module
 * script loads its application's entry.
 */
function handOffsOf(file: string): string[] {
  if (file === "server/pages.ts") return ["client/entry.server.tsx", "client/root.tsx"];
  if (file === "shared/site-pages.ts") return SITE_PAGES.map((page) => `client/${page.file}`);
  if (file.startsWith("client/routes/")) return ["server/services/index.ts"];
  if (file === "client/root.tsx") return ["client/enhance/main.ts"];
  if (file === "client/applications/island.ssr.tsx") return SITE_PAGES.flatMap((page) => ("island" in page ? [`client/applications/${page.island}.entry.tsx`] : []));
  return [];
}

interface Walk {
  title: string;
  ceiling: number;
  claimed: number;
  files: string[];
}

/** The walks of docs/architecture.md: a "## …: `METHOD /path` (N files)" heading, then "N. `file` — …" lines. */
function walks(): Walk[] {
  const found: Walk[] = [];
  for (const section of read("docs/architecture.md").split(/^## /m).slice(1)) {
    const heading = /^(.*`(GET|POST) [^`]+`.*)\((\d+) files\)/.exec(section);
    if (!heading) continue;
    const files = [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]!);
    found.push({ title: heading[1]!.trim(), ceiling: heading[2] === "GET" ? 12 : 10, claimed: Number(heading[3]), files });
  }
  return found;
}

describe("docs/architecture.md's walks", () => {
  it("are the three requests of docs/decisions/032", () => {
    expect(walks().map((walk) => walk.title)).toEqual([
      "A document: `GET /faq`",
      "An application: `GET /booking`",
      "A write: `POST /api/bookings`",
    ]);
  });

  describe.each(walks().map((walk) => [walk.title, walk] as const))("%s", (_title, walk) => {
    it("counts its files and keeps within its ceiling", () => {
      expect(walk.files.length).toBe(walk.claimed);
      expect(walk.files.length).toBeLessThanOrEqual(walk.ceiling);
      expect(new Set(walk.files).size).toBe(walk.files.length);
    });

    it("names files that exist", () => {
      for (const file of walk.files) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    });

    it("reaches each file directly from one listed before it", () => {
      const unreached = walk.files.slice(1).filter((file, index) => {
        const before = walk.files.slice(0, index + 1);
        return !before.some((earlier) => importsOf(earlier).has(file) || handOffsOf(earlier).includes(file));
      });
      expect(unreached).toEqual([]);
    });
  });
});
