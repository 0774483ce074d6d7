// The typed load context: how loaders and actions reach the server's services
// without importing server code. The server fills it per request
// (server/pages.ts); routes read it with `context.get(appContext)`.
import { createContext } from "react-router";
import type { PublicConfig } from "./public-config.ts";
import type { LoaderServices } from "./loader-services.ts";

export interface AppLoadContext {
  publicConfig: PublicConfig;
  services: LoaderServices;
  /** CSP nonce of this response; React Router puts it on its inline scripts. */
  nonce: string;
  requestId: string;
  /** The pages' own scripts, as the build wrote them (docs/decisions/014, 023). */
  scripts: BrowserScripts;
}

/** What the build of the browser's scripts recorded (scripts/build-browser-scripts.mjs). */
export interface BrowserScripts {
  /** The site's stylesheet (client/styles/app.css, built); empty when none was built. */
  stylesheet: string;
  /** A document's one script (client/enhance/main.ts); empty when none was built. */
  document: string;
  /**
   * Each application's first load: its entry's static imports, then the entry
   * (client/applications/<name>.entry.tsx). A missing name: the page stays as
   * the server wrote it.
   */
  applications: Partial<Record<string, string[]>>;
}

// The server bundle and the React Router bundle each load this module; a
// registry symbol makes both share one context key.
const KEY = Symbol.for("valet-parking.app-context");
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<AppLoadContext>>>;

export const appContext = (registry[KEY] ??= createContext<AppLoadContext>());
