// Bookings with a return flight, and a sandbox flight board in a temp file, for the
// flight tests (tests/api/flight-*.test.ts, tests/cli/flights.test.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { toInstant } from "@shared/jerusalem-time.ts";
import type { Database } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";

/** A return on an Israel date and time with this flight number, picked up three days before. */
/** What the flight tests vary about a booking: whether it is still ahead of the crew. */
type ReturnState = Partial<Pick<Booking, "cancelledAt" | "serviceStatus" | "paymentMethod" | "paymentStatus">>;

export function returnBooking(db: Database, flightNumber: string, date: string, time: string, overrides: ReturnState = {}) {
  const arrivalAt = toInstant(date, time)!;
  return db.prisma.booking.create({
    data: {
      firstName: "ישראל",
      lastName: "ישראלי",
      phone: "0501234567",
      email: "israel@example.co.il",
      carModel: "קורולה",
      licenseNumber: "1234567",
      departureTerminal: "terminal_3",
      arrivalTerminal: "terminal_3",
      departureAt: new Date(arrivalAt.getTime() - 3 * 86_400_000),
      arrivalAt,
      flightNumber,
      parkingType: "open",
      termsAccepted: true,
      paymentMethod: "cash",
      days: 3,
      parkingPrice: 350,
      extrasPrice: 0,
      totalPrice: 350,
      ...overrides,
    },
  });
}

/** One arrival row as the board lists it; times are Israel wall-clock. */
export function boardRow(airline: string, number: string, scheduled: string, fields: { expected?: string; status?: string; terminal?: number } = {}) {
  return {
    CHOPER: airline,
    CHFLTN: number,
    CHOPERD: `${airline} AIRLINES`,
    CHSTOL: scheduled,
    CHPTOL: fields.expected ?? scheduled,
    CHAORD: "A",
    CHLOC1: "LHR",
    CHLOC1T: "LONDON",
    CHTERM: fields.terminal ?? 3,
    CHRMINE: fields.status ?? "ON TIME",
  };
}

/** The sandbox board's file: write() replaces its rows, as an operator editing it would. */
export function sandboxBoard() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-flights-"));
  const file = path.join(dir, "flights.json");
  return {
    file,
    write(rows: unknown) {
      fs.writeFileSync(file, typeof rows === "string" ? rows : JSON.stringify(rows));
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
