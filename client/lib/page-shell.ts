// Which shell a page has (shared/site-pages.ts ShellKind): the site's chrome by
// default; the bare shell when the matched route's `handle` asks for it. The route
// decides from its own loader's data, so /crew is a tool for a representative and
// the site's usual not-found page for anyone else, and a document's wrong link is
// the usual not-found page too. Read by the root layout, on the server only.
import type { UIMatch } from "react-router";
import type { ShellKind } from "@shared/site-pages.ts";

/** A route's `handle` that chooses its shell from what its loader answered. */
export interface ShellHandle<Data> {
  shell: (data: Data | undefined) => ShellKind;
}

/** The shell of the deepest matched route that names one; the site's otherwise. */
export function shellOf(matches: readonly UIMatch[]): ShellKind {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<ShellHandle<unknown>> | undefined;
    if (typeof handle?.shell === "function") return handle.shell(match.loaderData);
  }
  return "site";
}
