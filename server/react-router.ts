// Mounts the React Router request handler (streaming SSR). Each request gets a
// RouterContextProvider carrying the typed app context: services, public config,
// CSP nonce and request id.
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { data, RouterContextProvider, type ServerBuild } from "react-router";
import type { Request, Response } from "express";
import { appContext } from "../shared/app-context.ts";
import type { LoaderServices } from "../shared/loader-services.ts";
import type { PublicConfig } from "../shared/public-config.ts";
import { nonceOf } from "./middleware/security-headers.ts";
import { SERVER_BUILD_ENTRY } from "./build-paths.ts";
import { isDatabaseUnavailable } from "./db/errors.ts";
import { messages } from "../shared/messages.ts";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export const BUILD_SERVER_ENTRY = SERVER_BUILD_ENTRY;

export function productionBuild(): () => Promise<ServerBuild> {
  let loaded: Promise<ServerBuild> | undefined;
  return () => (loaded ??= import(pathToFileURL(BUILD_SERVER_ENTRY).href) as Promise<ServerBuild>);
}

/**
 * Loader services whose database failures become a 503 page: the root error
 * boundary renders the site's shell with "something went wrong, try again", and
 * the status tells crawlers and monitors it is temporary. The settings and
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
          throw data(messages.api.unavailable, { status: 503 });
        }
        throw error;
      }
    };
  }
  return wrapped as unknown as LoaderServices;
}

export function reactRouterHandler(options: {
  build: BuildSource;
  publicConfig: PublicConfig;
  services: LoaderServices;
  mode: "development" | "production";
}) {
  const services = outageAware(options.services);
  return createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext(req: Request, res: Response) {
      const context = new RouterContextProvider();
      context.set(appContext, {
        publicConfig: options.publicConfig,
        services,
        nonce: nonceOf(res),
        requestId: String(req.id ?? ""),
      });
      return context;
    },
  });
}
