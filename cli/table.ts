// Aligned plain-text tables that stay aligned with Hebrew in them: cells are
// padded by their visible width, and (on a terminal) Hebrew cells are wrapped
// in bidi isolates so a bidi-aware terminal cannot reorder whole columns.
import { displayWidth, isolate, sanitizeCell } from "./text-width.ts";

export interface Column<T> {
  header: string;
  value(row: T): string | number;
  /** Numbers read best right-aligned. */
  align?: "start" | "end";
}

export interface TableOptions {
  /** Wrap right-to-left cells in U+2068…U+2069 (on when stdout is a terminal). */
  isolate: boolean;
}

const GAP = "  ";

function pad(text: string, width: number, align: "start" | "end", bidi: boolean): string {
  const fill = " ".repeat(Math.max(0, width - displayWidth(text)));
  const shown = bidi ? isolate(text) : text;
  return align === "end" ? fill + shown : shown + fill;
}

function renderRows(cells: string[][], aligns: ("start" | "end")[], options: TableOptions): string[] {
  const widths = aligns.map((_, i) => Math.max(0, ...cells.map((row) => displayWidth(row[i] ?? ""))));
  return cells.map((row) =>
    row
      .map((cell, i) => pad(cell, i === row.length - 1 && aligns[i] === "start" ? 0 : widths[i]!, aligns[i]!, options.isolate))
      .join(GAP)
      .trimEnd(),
  );
}

/** A header row, a rule, then one line per row. */
export function renderTable<T>(rows: readonly T[], columns: readonly Column<T>[], options: TableOptions): string {
  const header = columns.map((column) => sanitizeCell(column.header));
  const body = rows.map((row) => columns.map((column) => sanitizeCell(String(column.value(row)))));
  const aligns = columns.map((column) => column.align ?? "start");
  const widths = columns.map((_, i) => Math.max(displayWidth(header[i]!), ...body.map((cells) => displayWidth(cells[i]!))));
  const rule = widths.map((width) => "─".repeat(width)).join(GAP);
  const [headerLine, ...lines] = renderRows([header, ...body], aligns, options);
  return [headerLine, rule, ...lines].join("\n");
}

/** "label  value" lines for one record, labels aligned. */
export function renderFields(fields: readonly (readonly [string, string | number])[], options: TableOptions): string {
  const cells = fields.map(([label, value]) => [sanitizeCell(label), sanitizeCell(String(value))]);
  return renderRows(cells, ["start", "start"], options).join("\n");
}
