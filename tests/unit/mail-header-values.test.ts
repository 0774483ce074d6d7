// Every mail header value on one line (docs/SECURITY.md, server/outbox/header-values.ts).
import { describe, expect, it } from "vitest";
import { headerSafe, oneLineHeader } from "@server/outbox/header-values.ts";

describe("oneLineHeader", () => {
  it.each([
    ["CR LF", "דנה\r\nBcc: x@evil.example", "דנה Bcc: x@evil.example"],
    ["a lone LF or CR", "a\nb\rc", "a b c"],
    ["tab, NUL, DEL, escape", "a\tb\u0000c\u007fd\u001be", "a b c d e"],
    ["C1 controls (NEL)", "a\u0085b\u009bc", "a b c"],
    ["the Unicode line and paragraph separators", "a\u2028b\u2029c", "a b c"],
    ["runs of white space, and at the ends", "  דנה \r\n\r\n   כהן  ", "דנה כהן"],
    ["a clean Hebrew subject, unchanged", "הזמנה חדשה #1001 – מזומן – דנה לוי", "הזמנה חדשה #1001 – מזומן – דנה לוי"],
  ])("%s", (_label, value, cleaned) => {
    expect(oneLineHeader(value)).toBe(cleaned);
  });
});

describe("headerSafe", () => {
  it("cleans the recipient, the subject and each attachment's name and type, and leaves the bodies alone", () => {
    const email = headerSafe({
      kind: "test",
      to: "office@valet.test\r\n",
      subject: "הזמנה\r\nBcc: x@evil.example",
      text: "שורה\nשורה",
      html: "<p>שורה</p>\n<p>שורה</p>",
      attachments: [{ filename: "valet\r\nX-Evil: 1.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar;\r\n charset=utf-8" }],
    });
    expect(email).toMatchObject({
      to: "office@valet.test",
      subject: "הזמנה Bcc: x@evil.example",
      text: "שורה\nשורה",
      html: "<p>שורה</p>\n<p>שורה</p>",
      attachments: [{ filename: "valet X-Evil: 1.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar; charset=utf-8" }],
    });
  });
});
