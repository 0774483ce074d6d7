// How the browser build groups the application pages' first-load modules
// (docs/BENCHMARKS.md, issue #12). Left to itself, the bundler makes a chunk for
// every set of pages and lazy parts that share modules: /booking's first load was
// 33 files, most under 1 KB, each a request that simulated slow 4G pays for before
// first paint. Groups instead: the framework (React, React DOM, React Router); the
// modules every application page loads at once (statically reachable from the root
// route); those that two or more application pages share; and, per application
// page, those only it reaches, so a page never loads another's code (one group for
// all application pages cost /calculator 16 KB of /booking's code, docs/BENCHMARKS.md).
// A module that is only ever reached through a dynamic import (zod and the API
// contract check, the booking page's dialogs and requests) stays out of every
// group, so it stays lazy. The chrome's components are not in the browser's module
// graph at all (server-only-modules.ts).
import type { Rolldown } from "vite";

type Group = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>[number];
type Context = Parameters<Extract<Group["name"], (...args: never[]) => unknown>>[1];

const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
const ROOT_ROUTE = /\/client\/root\.tsx$/;
const APPLICATION_PAGES = ["booking", "calculator", "payment-result", "order"] as const;
const APPLICATION_ROUTES = new RegExp(`/client/routes/(${APPLICATION_PAGES.join("|")})\\.tsx$`);

export function applicationChunks(): Group[] {
  /** Whether a module is reached from a module matching `start` through static imports only. */
  function reachedFrom(start: RegExp) {
    const known = new Map<string, boolean>();
    return function reached(id: string, ctx: Context, visiting = new Set<string>()): boolean {
      const memo = known.get(id);
      if (memo !== undefined) return memo;
      if (start.test(id)) return true;
      if (visiting.has(id)) return false;
      visiting.add(id);
      const result = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => reached(importer, ctx, visiting));
      visiting.delete(id);
      known.set(id, result);
      return result;
    };
  }
  const fromRoot = reachedFrom(ROOT_ROUTE);
  const fromPage = APPLICATION_PAGES.map((page) => ({ page, reached: reachedFrom(new RegExp(`/client/routes/${page}\\.tsx$`)) }));
  const ownCode = (id: string) => /\/(client|shared)\//.test(id) && !ROOT_ROUTE.test(id) && !APPLICATION_ROUTES.test(id);

  /** The group of a module the application pages reach: shared by several, or one page's own. */
  function pagesGroup(id: string, ctx: Context): string | null {
    const pages = fromPage.filter(({ reached }) => reached(id, ctx)).map(({ page }) => page);
    if (pages.length === 0) return null;
    return pages.length > 1 ? "app-pages" : `${pages[0]}-page`;
  }

  return [
    { name: (id, ctx) => (FRAMEWORK.test(id) && fromRoot(id, ctx) ? "framework" : null), priority: 2 },
    { name: (id, ctx) => (ownCode(id) && fromRoot(id, ctx) ? "app-shell" : null), priority: 1 },
    { name: (id, ctx) => (ownCode(id) ? pagesGroup(id, ctx) : null), priority: 0 },
  ];
}
