// What client/entry.server.tsx knows about the page it renders, for the root layout,
// JSON-LD and an application's island: which kind of page it is (shared/site-pages.ts),
// the pages' own scripts, and the response's CSP nonce ("" on a page kept for
// everyone, server/pages.ts, whose inline scripts are allowed by hash). Only the
// server renders with it: no page hydrates the layout (docs/decisions/014, 023).
import { createContext, useContext, type ReactNode } from "react";
import type { BrowserScripts } from "@shared/app-context.ts";
import type { PageKind } from "@shared/site-pages.ts";

export interface RenderContext {
  kind: PageKind;
  scripts: BrowserScripts;
  nonce: string;
}

const Context = createContext<RenderContext>({ kind: "application", scripts: { stylesheet: "", document: "", applications: {} }, nonce: "" });

export function RenderContextProvider({ value, children }: { value: RenderContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useRenderContext(): RenderContext {
  return useContext(Context);
}

/** The nonce for a script tag: none at all on a kept page. */
export function useNonce(): string | undefined {
  return useContext(Context).nonce || undefined;
}
