// A booking's service day as the traveller and the crew read it (shared/service-view.ts):
// the timeline from its event rows, the two handover records, the km driven.
import type { HandoverStage } from "@shared/handover-photos.ts";
import { isOverKmLimit, kmDriven } from "@shared/service-status.ts";
import type { HandoverRecordView, ServiceView, TimelineEntry } from "@shared/service-view.ts";
import type { Booking, Handover } from "@server/db/generated/client.ts";
import { photoUrls, type PhotoViewer } from "./handover-photo-urls.ts";
import type { DbClient } from "@server/db/database.ts";

/** "דני כהן" → "דני": the traveller sees whom to look for, not the crew's full names. */
function firstNameOf(name: string | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

type ViewedBooking = Pick<Booking, "id" | "orderNumber" | "serviceStatus" | "createdAt">;

async function recordView(db: DbClient, booking: ViewedBooking, record: Handover | undefined, stage: HandoverStage, viewer: PhotoViewer): Promise<HandoverRecordView | null> {
  if (!record) return null;
  return {
    odometer_km: record.odometerKm,
    fuel_eighths: record.fuelEighths,
    battery_percent: record.batteryPercent,
    photos: await photoUrls(db, booking, stage, viewer),
    keys: record.keys,
    damage_notes: record.damageNotes,
    recorded_at: record.recordedAt.toISOString(),
  };
}

/** `viewer`: whose addresses of the photos to list (handover-photo-urls.ts). */
export async function serviceViewOf(db: DbClient, booking: ViewedBooking, viewer: PhotoViewer): Promise<ServiceView> {
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  // A move the operator undid is no longer part of the road (docs/decisions/037).
  const events = await db.serviceEvent.findMany({
    where: { bookingId: booking.id, undoneAt: null },
    orderBy: { id: "asc" },
    select: { toStatus: true, at: true, actor: true, crewMember: { select: { name: true } } },
  });
  const handovers = await db.handover.findMany({ where: { bookingId: booking.id } });
  // The booking itself is the first entry: it has no event of its own (only the site makes bookings).
  const timeline: TimelineEntry[] = [
    { status: "booked", at: booking.createdAt.toISOString(), by: "customer", first_name: null },
    ...events.map((event) => ({ status: event.toStatus, at: event.at.toISOString(), by: event.actor, first_name: firstNameOf(event.crewMember?.name) })),
  ];
  const pickup = handovers.find((record) => record.stage === "pickup");
  const back = handovers.find((record) => record.stage === "return");
  const km = kmDriven(pickup?.odometerKm, back?.odometerKm);
  return {
    service_status: booking.serviceStatus,
    timeline,
    handover: {
      pickup: await recordView(db, booking, pickup, "pickup", viewer),
      return: await recordView(db, booking, back, "return", viewer),
      km_driven: km,
      over_km_limit: isOverKmLimit(km),
    },
  };
}
