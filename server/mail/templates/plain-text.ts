// The plain-text part of an e-mail, from the same EmailContent as the HTML part.
// One fact per line, each line opening with Hebrew words (a label or a sentence),
// so a plain-text reader that sets each line's direction from its first letters
// shows every line right to left; a URL or an amount never opens a line.
import type { EmailBlock, EmailContent } from "./email-content.ts";

function blockLines(block: EmailBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [block.text];
    case "details":
      return block.rows.map((row) => `${row.label}: ${row.value}`);
    case "changes":
      // '←' points from the old value to the new one when the line is read right to left.
      return block.rows.map((row) => `${row.label}: ${row.from} ← ${row.to}`);
    case "action":
      return [`${block.label}: ${block.url}`];
    case "quote":
      return [`${block.label}:`, ...block.text.split(/\r?\n/)];
  }
}

/** Blocks of the same kind run on; a blank line separates a table from the sentences around it. */
export function renderEmailText(content: EmailContent): string {
  const lines: string[] = [content.title];
  let previous: EmailBlock["kind"] | "title" = "title";
  for (const block of content.blocks) {
    const together = block.kind === "paragraph" && previous === "paragraph";
    if (!together) lines.push("");
    lines.push(...blockLines(block));
    previous = block.kind;
  }
  return `${lines.join("\n")}\n`;
}
