// Which kind of page is being rendered (shared/page-kinds.ts), for the root
// layout: a document gets its one script, an application React Router's. Set by
// entry.server on the server; in the browser only applications render, so the
// default is "application".
import { createContext, useContext, type ReactNode } from "react";
import type { PageKind } from "../../shared/page-kinds.ts";

export interface PageKindValue {
  kind: PageKind;
  /** The document's enhancement script (client/enhance/main.ts, built). */
  enhanceSrc: string;
}

const PageKindContext = createContext<PageKindValue>({ kind: "application", enhanceSrc: "" });

export function PageKindProvider({ value, children }: { value: PageKindValue; children: ReactNode }) {
  return <PageKindContext.Provider value={value}>{children}</PageKindContext.Provider>;
}

export function usePageKind(): PageKindValue["kind"] {
  return useContext(PageKindContext).kind;
}

export function useEnhanceSrc(): string {
  return useContext(PageKindContext).enhanceSrc;
}
