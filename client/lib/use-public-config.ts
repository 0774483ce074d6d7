import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "@shared/public-config.ts";

/** The business's contact details from the root loader (server configuration). */
export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<{ publicConfig: PublicConfig }>("root")?.publicConfig;
}
