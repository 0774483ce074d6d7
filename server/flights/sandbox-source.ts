// The flight board from a file, for development, tests and demonstrations without
// data.gov.il: a JSON array of rows in the board's own field names (as
// tests/support/flight-board-fixture.json). It is read afresh on every call, so
// editing the file moves a flight along (delayed, then landed) while the site runs;
// no file is an empty board. It answers as the CKAN source does: arrivals of the
// asked airlines, matching numbers left to findArrival.
import { readFile } from "node:fs/promises";
import type { FlightNumber } from "@shared/flight-numbers.ts";
import { FlightBoardError, parseBoardRecords, type BoardRecord, type FlightSource, type OnDroppedRow } from "./board.ts";

/** `onDroppedRow`: told of each row skipped for not fitting the schema, as the board's own are. */
export function createSandboxFlightSource(options: { path: string; onDroppedRow?: OnDroppedRow }): FlightSource {
  return {
    async arrivalsFor(flights: readonly FlightNumber[]): Promise<BoardRecord[]> {
      const airlines = new Set(flights.map((flight) => flight.airline));
      if (airlines.size === 0) return [];
      let text: string;
      try {
        text = await readFile(options.path, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw new FlightBoardError("file", `The sandbox flight board ${options.path} could not be read`, { cause: error });
      }
      let rows: unknown;
      try {
        rows = JSON.parse(text);
      } catch (error) {
        throw new FlightBoardError("bad_response", `The sandbox flight board ${options.path} is not JSON`, { cause: error });
      }
      if (!Array.isArray(rows)) {
        throw new FlightBoardError("bad_response", `The sandbox flight board ${options.path} is not a JSON array`);
      }
      return parseBoardRecords(rows, options.onDroppedRow).filter(
        (record) => record.CHAORD.trim().toUpperCase() === "A" && airlines.has(record.CHOPER.trim().toUpperCase()),
      );
    },
  };
}
