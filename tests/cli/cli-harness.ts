// Runs the operator CLI in-process through its own entry (runCli) against the
// worker's real database, capturing stdout and stderr; and makes bookings to
// read back.
import { runCli, type RunIo } from "@cli/program.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import type { Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { Database } from "@server/db/database.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { workerDatabase, workerDatabaseEnv } from "@tests/support/test-database.ts";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  json<T = any>(): T;
}

/** Now is fixed at Sunday 2026-11-22 10:00 in Jerusalem, as in the API tests. */
export async function cli(args: string[], io: Partial<RunIo> = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    // The site's address, as the operator's shell on the server would have it; the
    // address the server records instead is tested without it (tests/cli/site-address.test.ts).
    env: { ...(await workerDatabaseEnv()), LOG_LEVEL: "silent", PUBLIC_BASE_URL: "https://valet.test" },
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    now: fixedNow,
    ...io,
  });
  // The app under test hears the CLI's settings changes on its own connection
  // (on Postgres a moment later): wait for them, as the next request would.
  await (await workerDatabase()).changes().sync();
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}

/** Every row of the tables the CLI writes, to prove a refused command wrote nothing. */
export async function snapshot(db: Database) {
  const { prisma } = db;
  return {
    coupons: await prisma.coupon.findMany({ orderBy: { id: "asc" } }),
    blackouts: await prisma.blackoutPeriod.findMany({ orderBy: { id: "asc" } }),
    config: await prisma.siteConfig.findMany(),
    settings: await prisma.siteSetting.findMany({ orderBy: { key: "asc" } }),
    outbox: await prisma.messageOutbox.findMany({ orderBy: { id: "asc" } }),
  };
}

export async function makeBooking(
  db: Database,
  fields: {
    departure: [string, string];
    arrival: [string, string];
  } & Partial<Omit<PrismaTypes.BookingCreateInput, "departureAt" | "arrivalAt">>,
) {
  const { departure, arrival, ...rest } = fields;
  return db.prisma.booking.create({
    data: {
      firstName: "ישראל",
      lastName: "ישראלי",
      phone: "0501234567",
      email: "israel@example.co.il",
      carManufacturer: "טויוטה",
      carModel: "קורולה",
      licenseNumber: "1234567",
      departureTerminal: "terminal_3",
      arrivalTerminal: "terminal_3",
      flightNumber: "LY001",
      parkingType: "open",
      termsAccepted: true,
      paymentMethod: "cash",
      days: 3,
      parkingPrice: 350,
      extrasPrice: 0,
      totalPrice: 350,
      ...rest,
      departureAt: toInstant(...departure)!,
      arrivalAt: toInstant(...arrival)!,
    },
  });
}
