// Terminal text: what a cell may contain and how many columns it takes.
// Customer-typed text (names, car models) reaches the operator's terminal, so
// control characters (escape sequences) and stray bidi controls are removed
// before anything is printed.

const FSI = "\u2068";
const PDI = "\u2069";

// C0/C1 controls (ESC among them) and every bidi embedding, override, isolate
// and mark: a stray one would reorder the rest of the line.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LINE_BREAKS = /[\r\n\t\u2028\u2029]+/gu;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

// East Asian wide and fullwidth blocks, and the common emoji planes: two columns.
function isWide(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0xa4cf) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    (codePoint >= 0x1f300 && codePoint <= 0x1f64f) ||
    (codePoint >= 0x1f900 && codePoint <= 0x1f9ff) ||
    (codePoint >= 0x20000 && codePoint <= 0x3fffd)
  );
}

/** One printable line: no controls, no bidi marks, line breaks as spaces. */
export function sanitizeCell(text: string): string {
  return text.replace(LINE_BREAKS, " ").replace(UNSAFE, "").trim();
}

/** Columns a string takes in a terminal; bidi marks and combining marks take none. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text.replace(UNSAFE, "")) {
    if (ZERO_WIDTH.test(char)) continue;
    width += isWide(char.codePointAt(0)!) ? 2 : 1;
  }
  return width;
}

function hasRtl(text: string): boolean {
  return RTL.test(text);
}

/**
 * Wraps right-to-left text in a first-strong isolate, so a bidi terminal keeps
 * it inside its column instead of swapping it with the numbers beside it.
 */
export function isolate(text: string): string {
  return hasRtl(text) ? `${FSI}${text}${PDI}` : text;
}
