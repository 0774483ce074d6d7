// The Israel Airports Authority's flight board (data.gov.il, CKAN datastore resource
// e83f763b-b7d7-479e-b172-ae981ddc6de5): what a row looks like, what a booking's
// return flight's status is, and which row is that flight.
//
// Row shape, as descriptions of the dataset show it (a field list with a sample row,
// e.g. `"CHSTOL": "2026-06-30T16:25:00"`, `"CHTERM": 3`, `"CHCINT": null`): times are
// Israel wall-clock times without an offset, the terminal is numeric, and empty
// fields are null. The schema names only what we read and lets the rest through, so
// a column the authority adds does not break the poll. A time must be one Israel's
// clock shows (not 25:61, not 30 February, not the hour skipped in spring): a row
// with any other is skipped, and only its own flight goes unseen.
import { DateTime } from "luxon";
import { z } from "zod";
import { TIME_ZONE } from "@shared/constants.ts";
import { addDays } from "@shared/jerusalem-time.ts";
import { matchesBoardFlight, type FlightNumber } from "@shared/flight-numbers.ts";
import type { Logger } from "@server/logger.ts";

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm:ss.SSS";

/** A wall-clock time Israel's clock really shows: luxon reads it, and does not move it on (spring's skipped hour). */
function isIsraelTime(local: string): boolean {
  const inIsrael = DateTime.fromISO(local, { zone: TIME_ZONE });
  if (!inIsrael.isValid) return false;
  // UTC skips no hour: the same text read there is the wall clock the row meant.
  return inIsrael.toFormat(WALL_CLOCK) === DateTime.fromISO(local, { zone: "UTC" }).toFormat(WALL_CLOCK);
}

const localTime = z.string().regex(LOCAL_TIME).refine(isIsraelTime, "is not a time on Israel's clock");
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

/** A row the schema refused: the fields it names (what the board said, cut short) and which of them were wrong. */
export interface DroppedRow {
  row: Record<string, string | null>;
  wrong: string[];
}

/** Told of every row a read of the board skipped (select-source.ts logs each once). */
export type OnDroppedRow = (dropped: DroppedRow) => void;

const READ_FIELDS = Object.keys(boardRecordSchema.shape);
const SHOWN_LENGTH = 64;

function droppedRow(row: unknown, error: z.ZodError): DroppedRow {
  const fields = row !== null && typeof row === "object" ? (row as Record<string, unknown>) : {};
  const shown: Record<string, string | null> = {};
  for (const field of READ_FIELDS) {
    const value = fields[field];
    if (value !== undefined) shown[field] = value === null ? null : String(value).slice(0, SHOWN_LENGTH);
  }
  const wrong = [...new Set(error.issues.map((issue) => String(issue.path[0] ?? "(row)")))];
  return { row: shown, wrong };
}

/**
 * Rows that fit the schema; the others are skipped (and told to `onDropped`), so one
 * odd row does not hide the whole board. If there were rows and none fit, the format
 * has changed: that is an error, and no row is told.
 */
export function parseBoardRecords(rows: readonly unknown[], onDropped?: OnDroppedRow): BoardRecord[] {
  const records: BoardRecord[] = [];
  const dropped: DroppedRow[] = [];
  for (const row of rows) {
    const parsed = boardRecordSchema.safeParse(row);
    if (parsed.success) records.push(parsed.data);
    else dropped.push(droppedRow(row, parsed.error));
  }
  if (rows.length > 0 && records.length === 0) {
    throw new FlightBoardError("bad_response", `None of the board's ${rows.length} rows has the expected fields`);
  }
  if (onDropped) for (const row of dropped) onDropped(row);
  return records;
}

/** Rows remembered as logged: more than the whole board (about 2,400 rows), a few hundred kB at most. */
const REMEMBERED_ROWS = 5_000;

/**
 * Logs a skipped row once per process, not at every poll (every two minutes while a
 * return is near): a row is known by what it says, so a row the authority corrects,
 * or breaks differently, is told again. The oldest are forgotten first.
 */
export function logDroppedRowsOnce(logger: Pick<Logger, "warn">, remember = REMEMBERED_ROWS): OnDroppedRow {
  const logged = new Set<string>();
  return (dropped) => {
    const key = JSON.stringify(dropped.row);
    if (logged.has(key)) return;
    logged.add(key);
    if (logged.size > remember) logged.delete(logged.values().next().value!);
    logger.warn(dropped, "flight board row skipped: not what the board's rows hold; the other flights are read, this one keeps its last status");
  };
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
