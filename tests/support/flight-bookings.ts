// Bookings with a return flight for the flight tests (tests/api/flight-*.test.ts,
// tests/cli/flights.test.ts), made as the CLI tests make bookings.
import { toLocalParts } from "@shared/jerusalem-time.ts";
import type { Database } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { makeBooking } from "@tests/cli/cli-harness.ts";

/** What the flight tests vary about a booking: whether it is still ahead of the crew. */
type ReturnState = Partial<Pick<Booking, "cancelledAt" | "serviceStatus" | "paymentMethod" | "paymentStatus">>;

/** A return on an Israel date and time with this flight number, picked up three days before. */
export function returnBooking(db: Database, flightNumber: string, date: string, time: string, overrides: ReturnState = {}) {
  const pickupDate = toLocalParts(new Date(Date.parse(`${date}T12:00:00Z`) - 3 * 86_400_000)).date;
  return makeBooking(db, { departure: [pickupDate, time], arrival: [date, time], flightNumber, ...overrides });
}
