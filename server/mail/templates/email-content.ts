// What an e-mail says, as data: a title and blocks. The HTML part
// (EmailDocument.tsx, React) and the plain-text part (plain-text.ts) are both
// rendered from one EmailContent, so the two parts cannot say different things.

/** One line of a details table: 'סה״כ לתשלום' → '630 ₪'. `strong` marks the line the reader looks for (the total). */
export interface DetailRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** A changed field: 'שעת נחיתה' from '22:30' to '23:45'. */
export interface ChangeRow {
  label: string;
  from: string;
  to: string;
}

export type EmailBlock =
  | { kind: "paragraph"; text: string; strong?: boolean }
  | { kind: "details"; rows: DetailRow[] }
  | { kind: "changes"; rows: ChangeRow[] }
  /** A link the reader acts on (the private order page); the text part prints 'label: url'. */
  | { kind: "action"; label: string; url: string }
  /** Text the sender typed (a contact-form message): its own line breaks are kept. */
  | { kind: "quote"; label: string; text: string };

export interface EmailContent {
  /** The heading, and the first line of the text part. */
  title: string;
  blocks: EmailBlock[];
}

export const paragraph = (text: string, strong = false): EmailBlock => ({ kind: "paragraph", text, ...(strong ? { strong } : {}) });
export const paragraphs = (lines: readonly string[]): EmailBlock[] => lines.map((line) => paragraph(line));
