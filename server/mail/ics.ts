// A minimal iCalendar (RFC 5545) file: the pickup and the return as two events,
// so the customer's calendar reminds them. Times are written in UTC.

export interface CalendarEvent {
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * PUBLISH for a new or changed booking, CANCEL when it is cancelled. `sequence`
 * grows with every change, so a calendar replaces the events it already holds
 * (same UID) instead of adding new ones.
 */
export function buildIcs(
  events: CalendarEvent[],
  now: Date,
  productId: string,
  options: { method?: "PUBLISH" | "CANCEL"; sequence?: number } = {},
): string {
  const method = options.method ?? "PUBLISH";
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//${productId}//HE`, "CALSCALE:GREGORIAN", `METHOD:${method}`];
  for (const event of events) {
    const end = new Date(event.start.getTime() + event.minutes * 60_000);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      ...(options.sequence ? [`SEQUENCE:${options.sequence}`] : []),
      ...(method === "CANCEL" ? ["STATUS:CANCELLED"] : []),
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
