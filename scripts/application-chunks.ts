// How the applications' build (scripts/build-browser-scripts.mjs, docs/decisions/023)
// groups their first-load modules (docs/decisions/022, 023; docs/BENCHMARKS.md). Left to itself,
// the bundler makes a chunk for every set of entries and lazy parts that share
// modules: /booking's first load was 11 files, most under 1 KB, each a request that
// simulated slow 4G pays for. Groups instead: React and React DOM; the modules two
// or more applications share; and, per application, those only it reaches, so a
// page never loads another's code (one group for all application pages cost
// /calculator 16 KB of /booking's code, docs/benchmarks-history.md). A module that is only
// ever reached through a dynamic import (zod and the API contract check, the
// booking page's dialogs and requests, the chrome's script) stays out of every
// group, so it stays lazy. The chrome's components and the server's half of an
// island are not in the browser's module graph at all (server-only-modules.ts).
import type { Rolldown } from "vite";

type Group = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>[number];
type Context = Parameters<Extract<Group["name"], (...args: never[]) => unknown>>[1];

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler)\//;
const ENTRY = /\/client\/applications\/([\w-]+)\.entry\.tsx$/;

export function applicationChunks(names: readonly string[]): Group[] {
  /**
   * Whether a module is reached from a module matching `start` through static
   * imports only: a walk up its importers (exact, so import cycles cannot make
   * a module look unreached; each answer is kept).
   */
  function reachedFrom(start: (id: string, ctx: Context) => boolean) {
    const known = new Map<string, boolean>();
    return function reached(id: string, ctx: Context): boolean {
      let result = known.get(id);
      if (result !== undefined) return result;
      const seen = new Set([id]);
      const queue = [id];
      result = false;
      while (queue.length > 0 && !result) {
        const next = queue.shift()!;
        if (start(next, ctx)) result = true;
        for (const importer of ctx.getModuleInfo(next)?.importers ?? []) {
          if (!seen.has(importer)) {
            seen.add(importer);
            queue.push(importer);
          }
        }
      }
      known.set(id, result);
      return result;
    };
  }
  const fromEntry = reachedFrom((id) => ENTRY.test(id));
  const fromPage = names.map((page) => {
    const entry = new RegExp(`/client/applications/${page}\\.entry\\.tsx$`);
    return { page, reached: reachedFrom((id) => entry.test(id)) };
  });
  /** The pages that may load a module at all, at once or later (through import() too). */
  const loadedBy = new Map<string, Set<string>>();
  function pagesLoading(id: string, ctx: Context): Set<string> {
    let pages = loadedBy.get(id);
    if (pages) return pages;
    pages = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const next = queue.shift()!;
      const entry = ENTRY.exec(next);
      if (entry) pages.add(entry[1]!);
      const info = ctx.getModuleInfo(next);
      for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    loadedBy.set(id, pages);
    return pages;
  }

  /**
   * Whether a lazy part (a module some code imports with import(): the chrome's
   * script, the records) that a page other than `page` may load needs this module.
   */
  function lazilyNeededElsewhere(id: string, page: string, ctx: Context): boolean {
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const next = queue.shift()!;
      const info = ctx.getModuleInfo(next);
      if ((info?.dynamicImporters.length ?? 0) > 0 && [...pagesLoading(next, ctx)].some((other) => other !== page)) return true;
      for (const importer of info?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return false;
  }
  const ownCode = (id: string) => /\/(client|shared)\//.test(id) && !ENTRY.test(id);

  /** The group of a module the application pages reach: shared by several, or one page's own. */
  function pagesGroup(id: string, ctx: Context): string | null {
    const pages = fromPage.filter(({ reached }) => reached(id, ctx)).map(({ page }) => page);
    if (pages.length === 0) return null;
    if (pages.length > 1) return "shared";
    // One page's at once, but a lazy part another page may load needs it too (the
    // chrome's script needs the analytics /payment-result loads at once): in that
    // page's group, the other pages would later load the whole group for it.
    return lazilyNeededElsewhere(id, pages[0]!, ctx) ? "shared" : `${pages[0]}-page`;
  }

  return [
    { debugName: "react", name: (id, ctx) => (FRAMEWORK.test(id) && fromEntry(id, ctx) ? "react" : null), priority: 1 },
    { debugName: "pages", name: (id, ctx) => (ownCode(id) ? pagesGroup(id, ctx) : null), priority: 0 },
  ];
}
