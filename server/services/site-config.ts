// Reads the operator's site configuration and settings. A read failure is
// logged and the spec's defaults are used (SPEC §8), so pages never break on it.
import { defaultSiteSettings, mergeSiteSettings, type SiteSettings } from "../../shared/site-settings.ts";
import type { Prisma } from "../db/database.ts";
import type { Logger } from "../logger.ts";

export interface SiteConfigValues {
  allowSameDayWithout8h: boolean;
  minAdvanceHours: number;
  holidayPopupEnabled: boolean;
  holidayPopupFrom: Date | null;
  holidayPopupTo: Date | null;
  saturdayBanner: "auto" | "on" | "off";
  dailyCapacity: number | null;
}

export const DEFAULT_SITE_CONFIG: SiteConfigValues = {
  allowSameDayWithout8h: false,
  minAdvanceHours: 8,
  holidayPopupEnabled: false,
  holidayPopupFrom: null,
  holidayPopupTo: null,
  saturdayBanner: "auto",
  dailyCapacity: null,
};

export function createSiteConfigService(prisma: Prisma, logger: Logger) {
  return {
    async siteConfig(): Promise<SiteConfigValues> {
      try {
        const row = await prisma.siteConfig.findUnique({ where: { id: 1 } });
        if (!row) return DEFAULT_SITE_CONFIG;
        const { id: _id, updatedAt: _updatedAt, ...values } = row;
        return values;
      } catch (error) {
        logger.error({ err: error }, "site_config read failed; using defaults");
        return DEFAULT_SITE_CONFIG;
      }
    },

    async siteSettings(): Promise<SiteSettings> {
      try {
        return mergeSiteSettings(await prisma.siteSetting.findMany({ select: { key: true, value: true } }));
      } catch (error) {
        logger.error({ err: error }, "site_settings read failed; using defaults");
        return defaultSiteSettings();
      }
    },
  };
}

export type SiteConfigService = ReturnType<typeof createSiteConfigService>;
