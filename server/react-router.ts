// Mounts the React Router request handler (streaming SSR). Each request gets a
// RouterContextProvider carrying the typed app context: services, public config,
// CSP nonce and request id.
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Request, Response } from "express";
import { appContext } from "../shared/app-context.ts";
import type { LoaderServices } from "../shared/loader-services.ts";
import type { PublicConfig } from "../shared/public-config.ts";
import { nonceOf } from "./middleware/security-headers.ts";
import { SERVER_BUILD_ENTRY } from "./build-paths.ts";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export const BUILD_SERVER_ENTRY = SERVER_BUILD_ENTRY;

export function productionBuild(): () => Promise<ServerBuild> {
  let loaded: Promise<ServerBuild> | undefined;
  return () => (loaded ??= import(pathToFileURL(BUILD_SERVER_ENTRY).href) as Promise<ServerBuild>);
}

export function reactRouterHandler(options: {
  build: BuildSource;
  publicConfig: PublicConfig;
  services: LoaderServices;
  mode: "development" | "production";
}) {
  return createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext(req: Request, res: Response) {
      const context = new RouterContextProvider();
      context.set(appContext, {
        publicConfig: options.publicConfig,
        services: options.services,
        nonce: nonceOf(res),
        requestId: String(req.id ?? ""),
      });
      return context;
    },
  });
}
