// The Israel Airports Authority's flight board (data.gov.il, CKAN datastore resource
// e83f763b-b7d7-479e-b172-ae981ddc6de5): what a row looks like, what a booking's
// return flight's status is, and which row is that flight.
//
// Row shape, as descriptions of the dataset show it (a field list with a sample row,
// e.g. `"CHSTOL": "2026-06-30T16:25:00"`, `"CHTERM": 3`, `"CHCINT": null`): times are
// Israel wall-clock times without an offset, the terminal is numeric, and empty
// fields are null. The schema names only what we read and lets the rest through, so
// a column the authority adds does not break the poll.
import { DateTime } from "luxon";
import { z } from "zod";
import { TIME_ZONE } from "@shared/constants.ts";
import { addDays } from "@shared/jerusalem-time.ts";
import { matchesBoardFlight, type FlightNumber } from "@shared/flight-numbers.ts";

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const localTime = z.string().regex(LOCAL_TIME);
const optionalText = z.string().nullish().transform((value) => value ?? null);

const boardRecordSchema = z.looseObject({
  CHOPER: z.string().min(1),
  CHFLTN: z.union([z.string(), z.number()]).transform(String),
  CHOPERD: optionalText,
  CHSTOL: localTime,
  CHPTOL: localTime.nullish().transform((value) => value ?? null),
  CHAORD: z.string(),
  CHLOC1: optionalText,
  CHLOC1D: optionalText,
  CHLOC1TH: optionalText,
  CHLOC1T: optionalText,
  CHLOCCT: optionalText,
  CHTERM: z.union([z.number(), z.string()]).nullish().transform((value) => {
    if (value === null || value === undefined || value === "") return null;
    const terminal = Number(value);
    return Number.isInteger(terminal) ? terminal : null;
  }),
  CHRMINE: optionalText,
  CHRMINH: optionalText,
});

export type BoardRecord = z.output<typeof boardRecordSchema>;

/** Where board rows come from: data.gov.il (ckan-source.ts) or a file (sandbox-source.ts). */
export interface FlightSource {
  /** The board's arrivals of these flights' airlines; matching the numbers is findArrival's. */
  arrivalsFor(flights: readonly FlightNumber[]): Promise<BoardRecord[]>;
}

type FlightBoardErrorKind = "http" | "ckan" | "bad_response" | "timeout" | "network" | "file";

/** The board could not be read; the caller keeps the last status it had. */
export class FlightBoardError extends Error {
  readonly kind: FlightBoardErrorKind;
  constructor(kind: FlightBoardErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FlightBoardError";
    this.kind = kind;
  }
}

/**
 * Rows that fit the schema; the others are skipped, so one odd row does not hide the
 * whole board. If there were rows and none fit, the format has changed: that is an error.
 */
export function parseBoardRecords(rows: readonly unknown[]): BoardRecord[] {
  const records: BoardRecord[] = [];
  for (const row of rows) {
    const parsed = boardRecordSchema.safeParse(row);
    if (parsed.success) records.push(parsed.data);
  }
  if (rows.length > 0 && records.length === 0) {
    throw new FlightBoardError("bad_response", `None of the board's ${rows.length} rows has the expected fields`);
  }
  return records;
}

export interface FlightStatus {
  status: "scheduled" | "delayed" | "landed" | "cancelled";
  /** UTC ISO instants, converted from the board's Israel local times. */
  scheduledAt: string;
  estimatedAt: string | null;
  landedAt: string | null;
  terminal: number | null;
}

/** An Israel wall-clock time from the board as a UTC ISO instant (luxon applies summer time). */
export function boardTimeToUtc(local: string): string {
  const instant = DateTime.fromISO(local, { zone: TIME_ZONE });
  if (!instant.isValid) throw new FlightBoardError("bad_response", `Not a board time: ${local}`);
  return instant.toUTC().toISO();
}

// CHRMINE values seen on the board: LANDED, DELAYED, CANCELED, ON TIME, FINAL,
// NOT FINAL, EARLY, DEPARTED. Only three change what the crew does; everything else
// (and an empty or unknown status) is still on its way: "scheduled".
const STATUS_BY_BOARD: Record<string, FlightStatus["status"]> = {
  LANDED: "landed",
  DELAYED: "delayed",
  CANCELED: "cancelled",
  CANCELLED: "cancelled",
};

export function flightStatus(record: BoardRecord): FlightStatus {
  const status = STATUS_BY_BOARD[(record.CHRMINE ?? "").trim().toUpperCase()] ?? "scheduled";
  const estimatedAt = record.CHPTOL === null ? null : boardTimeToUtc(record.CHPTOL);
  return {
    status,
    scheduledAt: boardTimeToUtc(record.CHSTOL),
    estimatedAt,
    landedAt: status === "landed" ? estimatedAt : null,
    terminal: record.CHTERM,
  };
}

// A return "on the 5th" may be a flight scheduled to land just after midnight; the
// traveller typed the day they fly, not the day they land. Before 06:00 next
// morning counts as the same night.
const NIGHT_ENDS = "06:00";

/**
 * The arrival of this flight on the booking's return date ('YYYY-MM-DD', Israel), or
 * the night after it; null when the board has no such row ("not tracked"). A row on
 * the date itself wins over one after midnight.
 */
export function findArrival(records: readonly BoardRecord[], flight: FlightNumber, returnDate: string): BoardRecord | null {
  const nextDay = addDays(returnDate, 1);
  let sameDay: BoardRecord | null = null;
  let overnight: BoardRecord | null = null;
  for (const record of records) {
    if (record.CHAORD.trim().toUpperCase() !== "A" || !matchesBoardFlight(flight, record)) continue;
    const date = record.CHSTOL.slice(0, 10);
    const time = record.CHSTOL.slice(11, 16);
    if (date === returnDate) {
      if (!sameDay || record.CHSTOL < sameDay.CHSTOL) sameDay = record;
    } else if (date === nextDay && time < NIGHT_ENDS) {
      if (!overnight || record.CHSTOL < overnight.CHSTOL) overnight = record;
    }
  }
  return sameDay ?? overnight;
}
