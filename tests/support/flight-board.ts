// A sandbox flight board in a temp file, and its rows in the board's own field names,
// for the flight tests (tests/api/flight-*.test.ts, tests/cli/flights.test.ts,
// tests/e2e/message-channel.spec.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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
