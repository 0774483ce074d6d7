// How a command answers: JSON on stdout for scripts (--json), readable text for
// people, warnings on stderr so they never corrupt JSON or CSV.
import type { CliIo } from "./io.ts";
import type { TableOptions } from "./table.ts";
import { isolate, sanitizeCell } from "./text-width.ts";

export interface Output {
  json: boolean;
  tableOptions: TableOptions;
  /** Prints `machine` as JSON under --json, else the text `human()` builds. */
  result(machine: unknown, human: () => string): void;
  /** Data inside a sentence: made printable, and isolated on a terminal like table cells. */
  text(value: string): string;
  /** Raw text to stdout (CSV). */
  raw(text: string): void;
  warn(text: string): void;
}

export function createOutput(io: CliIo, json: boolean): Output {
  return {
    json,
    tableOptions: { isolate: io.stdoutIsTTY },
    result(machine, human) {
      if (json) io.out(`${JSON.stringify(machine, null, 2)}\n`);
      else io.out(`${human()}\n`);
    },
    text(value) {
      const safe = sanitizeCell(value);
      return io.stdoutIsTTY ? isolate(safe) : safe;
    },
    raw(text) {
      io.out(text);
    },
    warn(text) {
      io.err(`warning: ${text}\n`);
    },
  };
}
