// Reads the operator's site configuration and settings. A read failure is
// logged and the last values read, or the spec's defaults, are used (product.md §8),
// so pages never break on it, even while the database is away.
import { defaultSiteSettings, mergeSiteSettings, type SiteSettings } from "@shared/site-settings.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { withDeadline } from "@server/db/errors.ts";
import { silentChangeFeed, type ChangeFeed } from "@server/db/change-feed.ts";
import {
  DEFAULT_ALLOW_SAME_DAY_WITHOUT_8H,
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_CHANGE_CUTOFF_HOURS,
  DEFAULT_MAX_STAY_DAYS,
  DEFAULT_MIN_ADVANCE_HOURS,
  DEFAULT_RETENTION,
} from "@shared/constants.ts";

export interface SiteConfigValues {
  allowSameDayWithout8h: boolean;
  minAdvanceHours: number;
  holidayPopupEnabled: boolean;
  holidayPopupFrom: Date | null;
  holidayPopupTo: Date | null;
  saturdayBanner: "auto" | "on" | "off";
  dailyCapacity: number | null;
  /** Hours before pickup after which the customer must phone to change (docs/decisions/017). */
  changeCutoffHours: number;
  /** The booking's bounds (docs/decisions/038): a departure at most this many days ahead, a stay of at most this many days. */
  bookingHorizonDays: number;
  maxStayDays: number;
  /** How long personal data is kept (docs/decisions/024): RetentionPeriods in shared/constants.ts, by column. */
  retentionVisitsMonths: number;
  retentionInquiriesMonths: number;
  retentionOutboxDays: number;
  retentionPaymentDetailDays: number;
  retentionBookingsMonths: number;
  /** Days the handover photos are kept after the return (docs/decisions/030). */
  handoverPhotoRetentionDays: number;
}

/** The defaults live in shared/constants.ts; this only names them for the site_config row. */
export const DEFAULT_SITE_CONFIG: SiteConfigValues = {
  allowSameDayWithout8h: DEFAULT_ALLOW_SAME_DAY_WITHOUT_8H,
  minAdvanceHours: DEFAULT_MIN_ADVANCE_HOURS,
  holidayPopupEnabled: false,
  holidayPopupFrom: null,
  holidayPopupTo: null,
  saturdayBanner: "auto",
  dailyCapacity: null,
  changeCutoffHours: DEFAULT_CHANGE_CUTOFF_HOURS,
  bookingHorizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
  maxStayDays: DEFAULT_MAX_STAY_DAYS,
  retentionVisitsMonths: DEFAULT_RETENTION.visitsMonths,
  retentionInquiriesMonths: DEFAULT_RETENTION.inquiriesMonths,
  retentionOutboxDays: DEFAULT_RETENTION.outboxDays,
  retentionPaymentDetailDays: DEFAULT_RETENTION.paymentDetailDays,
  retentionBookingsMonths: DEFAULT_RETENTION.bookingsMonths,
  handoverPhotoRetentionDays: DEFAULT_RETENTION.handoverPhotoDays,
};

/** A settings read slower than this counts as failed: the page goes on without it. */
export const SITE_READ_TIMEOUT_MS = 3_000;

/**
 * Wraps a read of operator settings so pages never wait on, or break with, the
 * database: each call reads afresh (a CLI change shows on the next request), and
 * when that fails or times out the last value read is used, or the defaults
 * before any read succeeded. While reads are failing, calls answer at once from
 * memory and one read at a time runs in the background to notice the database
 * is back; the first that succeeds restores fresh reads.
 */
export function lastKnownGood<T>(options: {
  name: string;
  read: () => Promise<T>;
  fallback: () => T;
  logger: Logger;
  timeoutMs?: number;
}): () => Promise<T> {
  const { name, read, fallback, logger, timeoutMs = SITE_READ_TIMEOUT_MS } = options;
  let last: { value: T } | null = null;
  let failing = false;
  let probe: Promise<void> | null = null;

  const stale = () => (last ? last.value : fallback());
  async function attempt(): Promise<T> {
    const value = await withDeadline(read(), timeoutMs, `${name} read`);
    last = { value };
    if (failing) logger.info(`${name} read works again`);
    failing = false;
    return value;
  }

  return async () => {
    if (failing) {
      probe ??= attempt()
        .catch(() => undefined)
        .then(() => {
          probe = null;
        });
      return stale();
    }
    try {
      return await attempt();
    } catch (error) {
      failing = true;
      logger.error({ err: error }, `${name} read failed; using ${last ? "the last value read" : "the defaults"} until it works again`);
      return stale();
    }
  };
}

/**
 * Serves a read from memory until the database announces a settings change
 * (docs/decisions/014): the version is taken before the read, so a change that
 * lands during the read is read again next time. With no version (changes cannot
 * be heard right now) every call reads afresh.
 */
export function cachedUntilChanged<T>(read: () => Promise<T>, changes: ChangeFeed): () => Promise<T> {
  let cached: { version: number; value: Promise<T> } | null = null;
  return () => {
    const version = changes.version();
    if (version === null) return read();
    if (cached?.version === version) return cached.value;
    const value = read();
    const entry = { version, value };
    cached = entry;
    // A failed read is not kept: the next call tries the database again.
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  };
}

export function createSiteConfigService(prisma: Prisma, logger: Logger, changes: ChangeFeed = silentChangeFeed) {
  const siteConfig = lastKnownGood<SiteConfigValues>({
    name: "site_config",
    logger,
    fallback: () => DEFAULT_SITE_CONFIG,
    read: cachedUntilChanged(async () => {
      const row = await prisma.siteConfig.findUnique({ where: { id: 1 } });
      if (!row) return DEFAULT_SITE_CONFIG;
      const { id: _id, updatedAt: _updatedAt, ...values } = row;
      return values;
    }, changes),
  });
  const siteSettings = lastKnownGood<SiteSettings>({
    name: "site_settings",
    logger,
    fallback: defaultSiteSettings,
    read: cachedUntilChanged(async () => mergeSiteSettings(await prisma.siteSetting.findMany({ select: { key: true, value: true } })), changes),
  });
  return {
    siteConfig,
    siteSettings,
    /** Moves whenever settings may have changed; null when that cannot be known. */
    version: () => changes.version(),
  };
}

export type SiteConfigService = ReturnType<typeof createSiteConfigService>;
