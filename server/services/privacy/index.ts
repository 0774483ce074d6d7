// Keeping personal data no longer than its period (docs/decisions/024): the
// periods in force, the purge that applies them (daily, server/services/privacy/
// purge-schedule.ts, or `valet privacy purge`), and one person's erasure
// (`valet privacy erase`). The periods are read fresh from site_config on each
// call, so an operator's change applies to the next run.
import type { Prisma } from "@server/db/database.ts";
import { DEFAULT_SITE_CONFIG } from "@server/services/site-config.ts";
import { erasePerson, type ErasureReport, type ErasureTarget } from "./erase.ts";
import { purgePersonalData, type PurgeReport } from "./purge.ts";
import { retentionOf } from "./retention.ts";

export type { ErasureReport, ErasureTarget, KeptRecord,  } from "./erase.ts";
export type {  PurgeReport } from "./purge.ts";

export function createPrivacyService(prisma: Prisma, now: () => Date = () => new Date()) {
  async function retention() {
    const row = await prisma.siteConfig.findUnique({ where: { id: 1 } });
    return retentionOf(row ?? DEFAULT_SITE_CONFIG);
  }
  return {
    retention,
    async purge(options: { dryRun?: boolean } = {}): Promise<PurgeReport> {
      return purgePersonalData(prisma, await retention(), now(), options);
    },
    async erase(target: ErasureTarget, options: { dryRun?: boolean } = {}): Promise<ErasureReport> {
      return erasePerson(prisma, target, await retention(), now(), options);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
