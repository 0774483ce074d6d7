// Hebrew wording of an order's values on its page.
import { PARKING_TYPE_LABELS, TERMINAL_LABELS, EXTRAS, type ParkingType, type Terminal } from "@shared/constants.ts";
import { formatDateHe, formatDateTimeHe } from "@shared/format-he.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import type { OrderLeg } from "@shared/order-view.ts";

export function legText(leg: OrderLeg): string {
  const instant = toInstant(leg.date, leg.time);
  return `${instant ? formatDateHe(instant) : leg.date} בשעה ${leg.time}, ${TERMINAL_LABELS[leg.terminal as Terminal] ?? leg.terminal}`;
}

export function isoText(iso: string): string {
  return formatDateTimeHe(new Date(iso));
}

export const parkingLabel = (type: string) => PARKING_TYPE_LABELS[type as ParkingType] ?? type;
export const extraLabel = (id: string) => EXTRAS.find((extra) => extra.id === id)?.label ?? id;
