// RFC 4180 CSV for spreadsheets: CRLF line ends, fields quoted when they hold a
// comma, quote or line break, and a UTF-8 byte-order mark so Excel reads Hebrew
// as Hebrew instead of mojibake.
const BOM = "\uFEFF";

// Customer-typed text that starts like a formula would run as one in Excel
// (CSV injection); a leading apostrophe makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}
