// Mounts the React Router request handler (streaming SSR). Each request gets a
// RouterContextProvider carrying the typed app context: services, public config,
// CSP nonce and request id.
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import fs from "node:fs";
import { createRequestHandler as createFetchRequestHandler, data, RouterContextProvider, type ServerBuild } from "react-router";
import type { Request, Response } from "express";
import { appContext, type BrowserScripts } from "@shared/app-context.ts";
import { APPLICATION_NAMES } from "@shared/page-kinds.ts";
import type { LoaderServices } from "@shared/loader-services.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { nonceOf } from "./middleware/security-headers.ts";
import { BROWSER_SCRIPTS_MANIFEST, SERVER_BUILD_ENTRY } from "./build-paths.ts";
import { isDatabaseUnavailable } from "./db/errors.ts";
import { messages } from "@shared/messages.ts";
import { RETRY_AFTER_SECONDS } from "./api/http-errors.ts";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export function productionBuild(): () => Promise<ServerBuild> {
  let loaded: Promise<ServerBuild> | undefined;
  return () => (loaded ??= import(pathToFileURL(SERVER_BUILD_ENTRY).href) as Promise<ServerBuild>);
}

/**
 * Loader services whose database failures become a 503 page: the root error
 * boundary renders the site's shell with "something went wrong, try again", and
 * the status (with Retry-After, passed on by the root's `headers`) tells crawlers
 * and monitors it is temporary. The settings and
 * chrome reads never fail (they fall back, server/services/site-config.ts); this
 * is for what cannot be guessed, such as an order on /payment-result.
 */
export function outageAware(services: LoaderServices): LoaderServices {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, call] of Object.entries(services) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          throw data(messages.api.unavailable, { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS } });
        }
        throw error;
      }
    };
  }
  return wrapped as unknown as LoaderServices;
}

export interface PageHandlerOptions {
  build: BuildSource;
  publicConfig: PublicConfig;
  services: LoaderServices;
  mode: "development" | "production";
  /** The pages' own scripts (browserScripts). */
  scripts: BrowserScripts;
}

/** The load context of one request: what loaders may reach (shared/app-context.ts). */
export function loadContextFor(options: PageHandlerOptions, services: LoaderServices, nonce: string, requestId: string) {
  const context = new RouterContextProvider();
  context.set(appContext, { publicConfig: options.publicConfig, services, nonce, requestId, scripts: options.scripts });
  return context;
}

export function reactRouterHandler(options: PageHandlerOptions) {
  const services = outageAware(options.services);
  return createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: (req: Request, res: Response) => loadContextFor(options, services, nonceOf(res), String(req.id ?? "")),
  });
}

/** React Router's fetch-style handler, for rendering a page to cache (server/documents/). */
export function documentRenderer(options: PageHandlerOptions) {
  const services = outageAware(options.services);
  const handle = createFetchRequestHandler(options.build as ServerBuild | (() => Promise<ServerBuild>), options.mode);
  return (request: globalThis.Request, requestId: string, nonce = "") => handle(request, loadContextFor(options, services, nonce, requestId));
}

/**
 * The pages' own scripts: in development Vite serves the sources; a build records
 * the hashed files it wrote (scripts/build-browser-scripts.mjs). Without a record,
 * every page is still whole and readable, only not enhanced or hydrated.
 */
export function browserScripts(mode: "development" | "production"): BrowserScripts {
  if (mode === "development") {
    // In development the React Router plugin gives every .tsx module Fast Refresh,
    // which needs its runtime installed first: React Router's <Scripts/> would
    // load it, and no page renders those (decision 023).
    const refreshPreamble = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
    return {
      document: "/client/enhance/main.ts",
      applications: Object.fromEntries(APPLICATION_NAMES.map((name) => [name, [refreshPreamble, `/client/applications/${name}.entry.tsx`]])),
    };
  }
  try {
    const manifest = JSON.parse(fs.readFileSync(BROWSER_SCRIPTS_MANIFEST, "utf8")) as Partial<BrowserScripts>;
    return {
      document: typeof manifest.document === "string" ? manifest.document : "",
      applications: manifest.applications && typeof manifest.applications === "object" ? manifest.applications : {},
    };
  } catch {
    return { document: "", applications: {} };
  }
}
