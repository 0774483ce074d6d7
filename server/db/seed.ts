// Idempotent seed: the site_config row 1 with the spec's defaults and the
// site_settings defaults. It never overwrites what the operator has changed.
import { SITE_SETTING_KEYS, defaultSiteSettings } from "@shared/site-settings.ts";
import type { Prisma } from "./database.ts";

export async function seedDatabase(prisma: Prisma): Promise<{ configCreated: boolean; settingsCreated: number }> {
  const existing = await prisma.siteConfig.findUnique({ where: { id: 1 }, select: { id: true } });
  if (!existing) {
    // Defaults come from the schema: same day off, 8 hours ahead, pop-up off.
    await prisma.siteConfig.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
  }
  const defaults = defaultSiteSettings();
  const result = await prisma.siteSetting.createMany({
    data: SITE_SETTING_KEYS.map((key) => ({ key, value: defaults[key] })),
    skipDuplicates: true,
  });
  return { configCreated: !existing, settingsCreated: result.count };
}
