// Builds every service once per process over one Prisma client.
import type { Config } from "../config.ts";
import type { Prisma } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createSiteConfigService } from "./site-config.ts";

export interface ServiceDeps {
  prisma: Prisma;
  config: Config;
  logger: Logger;
}

export function createServices(deps: ServiceDeps) {
  const site = createSiteConfigService(deps.prisma, deps.logger);
  return { site };
}

export type Services = ReturnType<typeof createServices>;
