// Builds every service once per process over one Prisma client.
import type { Config } from "../config.ts";
import type { Prisma } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createBlackoutService } from "./blackouts.ts";
import { createCapacityService } from "./capacity.ts";
import { createCouponService } from "./coupons.ts";
import { createOutboxService } from "./outbox.ts";
import { createPricingService } from "./pricing.ts";
import { createSchedulingService } from "./scheduling.ts";
import { createSiteConfigService } from "./site-config.ts";

export interface ServiceDeps {
  prisma: Prisma;
  config: Config;
  logger: Logger;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** Called after an e-mail is queued (wakes the delivery worker). */
  onEmailQueued?: () => void;
}

export function createServices(deps: ServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const site = createSiteConfigService(deps.prisma, deps.logger);
  const blackouts = createBlackoutService(deps.prisma, deps.logger);
  const capacity = createCapacityService(deps.prisma);
  const coupons = createCouponService(deps.prisma);
  const scheduling = createSchedulingService({ site, blackouts, capacity, now });
  const pricing = createPricingService({ coupons, now });
  const outbox = createOutboxService(deps.prisma, deps.onEmailQueued);
  return { now, site, blackouts, capacity, coupons, scheduling, pricing, outbox };
}

export type Services = ReturnType<typeof createServices>;
