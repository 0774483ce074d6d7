// Which kind of page is being rendered (shared/page-kinds.ts), and the pages'
// own scripts, for the root layout and an application's island. Set by
// entry.server; only the server renders with them (docs/decisions/014, 023).
import { createContext, useContext, type ReactNode } from "react";
import type { BrowserScripts } from "@shared/app-context.ts";
import type { PageKind } from "@shared/page-kinds.ts";

export interface PageKindValue {
  kind: PageKind;
  scripts: BrowserScripts;
}

const PageKindContext = createContext<PageKindValue>({ kind: "application", scripts: { document: "", applications: {} } });

export function PageKindProvider({ value, children }: { value: PageKindValue; children: ReactNode }) {
  return <PageKindContext.Provider value={value}>{children}</PageKindContext.Provider>;
}

export function usePageKind(): PageKindValue["kind"] {
  return useContext(PageKindContext).kind;
}

export function useBrowserScripts(): BrowserScripts {
  return useContext(PageKindContext).scripts;
}
