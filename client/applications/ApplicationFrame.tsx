import { useEffect, type ReactNode } from "react";
import type { PublicConfig } from "@shared/public-config.ts";
import { PublicConfigContext } from "~/lib/use-public-config.ts";

/**
 * What every application's root renders around it, the same on the server and
 * in the browser (the trees must match for hydration): the contact details, and
 * in the browser a call once the root is on screen.
 */
export function ApplicationFrame({ publicConfig, onMounted, children }: { publicConfig: PublicConfig | undefined; onMounted?: () => void; children: ReactNode }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return <PublicConfigContext.Provider value={publicConfig}>{children}</PublicConfigContext.Provider>;
}
