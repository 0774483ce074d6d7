// What the traveller's order (GET /api/bookings/:orderNumber) and the crew's
// answers show of the service day (issue 23, docs/decisions/029): the status, its
// timeline and the two handover records. Plain interfaces, so a page can import
// them without zod; shared/api/service-responses.ts holds the same as schemas.
import type { ServiceActor, ServiceStatus } from "./service-status.ts";

export interface TimelineEntry {
  status: ServiceStatus;
  /** ISO instant. */
  at: string;
  by: ServiceActor;
  /**
   * The representative's first name (the first word of crew_members.name), so the
   * traveller knows who took the car; null for the traveller's and the operator's
   * moves. Nothing more about the crew reaches the order.
   */
  first_name: string | null;
}

export interface HandoverRecordView {
  odometer_km: number;
  fuel_eighths: number | null;
  battery_percent: number | null;
  photos: string[];
  /** ISO instant. */
  recorded_at: string;
}

export interface HandoverView {
  pickup: HandoverRecordView | null;
  return: HandoverRecordView | null;
  /** Between the two odometers; null until both are read. */
  km_driven: number | null;
  /** More than the terms' SERVICE_TERMS.maxDrivingKm. */
  over_km_limit: boolean;
}

export interface ServiceView {
  service_status: ServiceStatus;
  timeline: TimelineEntry[];
  handover: HandoverView;
}
