import { createContext, useContext } from "react";
import type { PublicConfig } from "@shared/public-config.ts";

/**
 * The business's contact details (server configuration): given by the root
 * layout on the server, and by an application's frame in the browser
 * (ApplicationFrame, client/applications/hydrate.tsx), from the page's data block.
 */
export const PublicConfigContext = createContext<PublicConfig | undefined>(undefined);

export function usePublicConfig(): PublicConfig | undefined {
  return useContext(PublicConfigContext);
}
