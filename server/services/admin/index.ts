// The operator's administration over one Prisma client: what the CLI calls.
// Business rules stay in shared/; these add storage, look-ups and refusals.
import type { Prisma } from "@server/db/database.ts";
import { createBlackoutAdmin } from "./blackout-admin.ts";
import { createBookingAdmin } from "./booking-admin.ts";
import { createCouponAdmin } from "./coupon-admin.ts";
import { createCrewAdmin } from "./crew-admin.ts";
import { createDayReport } from "./day-report.ts";
import { createOutboxAdmin } from "./outbox-admin.ts";
import { createInvoiceAdmin } from "./invoice-admin.ts";
import { createPhotoAdmin } from "./photo-admin.ts";
import { createServiceStatusAdmin } from "./service-status-admin.ts";
import { createSiteConfigAdmin } from "./site-config-admin.ts";
import { createPrivacyService } from "@server/services/privacy/index.ts";


export function createAdminServices(prisma: Prisma, now: () => Date = () => new Date()) {
  return {
    coupons: createCouponAdmin(prisma, now),
    blackouts: createBlackoutAdmin(prisma, now),
    site: createSiteConfigAdmin(prisma),
    bookings: createBookingAdmin(prisma),
    // A requeued row's trigger adds its job (docs/decisions/042): nothing else to wake.
    outbox: createOutboxAdmin(prisma),
    // Tax documents: list, show, and a failed one queued again (docs/decisions/036).
    invoices: createInvoiceAdmin(prisma),
    // The same purge the server runs daily, and one person's erasure (docs/decisions/024).
    privacy: createPrivacyService(prisma, now),
    // Handover photos: a dispute keeps them, and their retention rule alone (docs/decisions/030).
    photos: createPhotoAdmin(prisma, now),
    // Representatives and their sign-in links (docs/decisions/028).
    crew: createCrewAdmin(prisma, now),
    // The operator's day: handovers, cash per representative, km, no-shows, overdue cars (docs/decisions/029).
    reports: createDayReport(prisma, now),
    // A wrong service move set back one step, with the operator's reason (docs/decisions/037).
    serviceStatus: createServiceStatusAdmin(prisma, now),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
