// The retention periods (docs/decisions/024) as site_config stores them, and the
// instants before which each kind of personal data is due for removal.
import { DateTime } from "luxon";
import { CREW_PHONE_KEPT_MONTHS_AFTER_REVOKE, TIME_ZONE, type RetentionPeriods } from "@shared/constants.ts";
import type { SiteConfigValues } from "@server/services/site-config.ts";

type RetentionColumn = Extract<keyof SiteConfigValues, `retention${string}` | `${string}RetentionDays`>;

/** Each period's site_config field, its `valet config` key (the column's name) and the unit it counts in. */
export const RETENTION_FIELDS = {
  visitsMonths: { field: "retentionVisitsMonths", key: "retention_visits_months", unit: "months" },
  inquiriesMonths: { field: "retentionInquiriesMonths", key: "retention_inquiries_months", unit: "months" },
  outboxDays: { field: "retentionOutboxDays", key: "retention_outbox_days", unit: "days" },
  paymentDetailDays: { field: "retentionPaymentDetailDays", key: "retention_payment_detail_days", unit: "days" },
  bookingsMonths: { field: "retentionBookingsMonths", key: "retention_bookings_months", unit: "months" },
  handoverPhotoDays: { field: "handoverPhotoRetentionDays", key: "handover_photo_retention_days", unit: "days" },
} as const satisfies Record<keyof RetentionPeriods, { field: RetentionColumn; key: string; unit: "months" | "days" }>;

export const RETENTION_NAMES = Object.keys(RETENTION_FIELDS) as (keyof RetentionPeriods)[];

export function retentionOf(config: SiteConfigValues): RetentionPeriods {
  return Object.fromEntries(RETENTION_NAMES.map((name) => [name, config[RETENTION_FIELDS[name].field]])) as unknown as RetentionPeriods;
}

/** Rows dated before these instants are past their period. */
export interface Cutoffs {
  visits: Date;
  inquiries: Date;
  outbox: Date;
  paymentDetail: Date;
  /**
   * A booking whose last date (created, returned, paid, cancelled, refunded) is
   * before this is past its period: the period runs from the end of the tax year
   * (the calendar year, in Israel) of that date, as the bookkeeping rules count
   * (docs/decisions/024), so this is the first instant of the year `bookingsMonths`
   * before now.
   */
  bookings: Date;
  /** Handover photos of bookings returned before this go (docs/decisions/030). */
  handoverPhotos: Date;
  /** Representatives revoked before this lose their phone (CREW_PHONE_KEPT_MONTHS_AFTER_REVOKE). */
  crewPhones: Date;
}

function israel(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: TIME_ZONE });
}

export function cutoffsAt(now: Date, retention: RetentionPeriods): Cutoffs {
  const at = israel(now);
  return {
    visits: at.minus({ months: retention.visitsMonths }).toJSDate(),
    inquiries: at.minus({ months: retention.inquiriesMonths }).toJSDate(),
    outbox: at.minus({ days: retention.outboxDays }).toJSDate(),
    paymentDetail: at.minus({ days: retention.paymentDetailDays }).toJSDate(),
    bookings: at.minus({ months: retention.bookingsMonths }).startOf("year").toJSDate(),
    handoverPhotos: at.minus({ days: retention.handoverPhotoDays }).toJSDate(),
    crewPhones: at.minus({ months: CREW_PHONE_KEPT_MONTHS_AFTER_REVOKE }).toJSDate(),
  };
}

/** When a booking whose last date is `lastDate` comes out of its period: the end of that tax year plus the period. */
export function bookingKeptUntil(lastDate: Date, retention: RetentionPeriods): Date {
  return israel(lastDate).endOf("year").plus({ months: retention.bookingsMonths }).toJSDate();
}
