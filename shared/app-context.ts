// The typed load context: how loaders and actions reach the server's services
// without importing server code. The server fills it per request
// (server/react-router.ts); routes read it with `context.get(appContext)`.
import { createContext } from "react-router";
import type { PublicConfig } from "./public-config.ts";
import type { LoaderServices } from "./loader-services.ts";

export interface AppLoadContext {
  publicConfig: PublicConfig;
  services: LoaderServices;
  /** CSP nonce of this response; React Router puts it on its inline scripts. */
  nonce: string;
  requestId: string;
  /** A document's enhancement script URL (docs/decisions/014); empty when none was built. */
  enhanceSrc: string;
}

// The server bundle and the React Router bundle each load this module; a
// registry symbol makes both share one context key.
const KEY = Symbol.for("valet-parking.app-context");
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<AppLoadContext>>>;

export const appContext = (registry[KEY] ??= createContext<AppLoadContext>());
