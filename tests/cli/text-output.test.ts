// Pure pieces of the CLI's output: widths, isolates, tables, CSV, value readers.
import { describe, expect, it } from "vitest";
import { toCsv } from "@cli/csv.ts";
import { licence, money, phone } from "@cli/format.ts";
import { InvalidValue, couponCode, date, localDateTime, shekels } from "@cli/parse-args.ts";
import { renderFields, renderTable } from "@cli/table.ts";
import { displayWidth, isolate, sanitizeCell } from "@cli/text-width.ts";

const strip = (text: string) => text.replace(/[\u2068\u2069]/g, "");

describe("text width", () => {
  it("counts a Hebrew letter as one column and marks as none", () => {
    expect(displayWidth("שלום")).toBe(4);
    expect(displayWidth("\u2068שלום\u2069")).toBe(4);
    expect(displayWidth("שָׁלוֹם")).toBe(4);
    expect(displayWidth("₪1,250")).toBe(6);
    expect(displayWidth("日本")).toBe(4);
  });

  it("strips escape sequences and bidi overrides a customer could type", () => {
    expect(sanitizeCell("\u001b[31mרכב\u001b[0m")).toBe("[31mרכב[0m");
    expect(sanitizeCell("a\u202eb\nc")).toBe("ab c");
  });

  it("isolates only right-to-left text", () => {
    expect(isolate("טרמינל 3")).toBe("\u2068טרמינל 3\u2069");
    expect(isolate("LY001")).toBe("LY001");
  });
});

describe("tables", () => {
  const rows = [
    { name: "ישראל ישראלי", phone: "050-1234567", total: 530 },
    { name: "Dana Levi", phone: "03-1234567", total: 1250 },
  ];
  const columns = [
    { header: "שם", value: (r: (typeof rows)[number]) => r.name },
    { header: "טלפון", value: (r: (typeof rows)[number]) => r.phone },
    { header: "סכום", value: (r: (typeof rows)[number]) => money(r.total), align: "end" as const },
  ];

  it("pads by visible width, so columns line up whatever the script", () => {
    expect(renderTable(rows, columns, { isolate: false }).split("\n")).toEqual([
      "שם            טלפון          סכום",
      "────────────  ───────────  ──────",
      "ישראל ישראלי  050-1234567    ₪530",
      "Dana Levi     03-1234567   ₪1,250",
    ]);
  });

  it("on a terminal wraps Hebrew cells in isolates, padding outside them", () => {
    const lines = renderTable(rows, columns, { isolate: true }).split("\n");
    expect(lines[2]).toBe("\u2068ישראל ישראלי\u2069  050-1234567    ₪530");
    expect(lines.map(strip)).toEqual(renderTable(rows, columns, { isolate: false }).split("\n"));
  });

  it("aligns record fields", () => {
    expect(renderFields([["שם", "משה"], ["מספר הזמנה", 1042]], { isolate: false })).toBe("שם          משה\nמספר הזמנה  1042");
  });
});

describe("CSV", () => {
  it("quotes per RFC 4180, ends lines with CRLF and starts with a BOM", () => {
    expect(toCsv(["שם", "הערה"], [["כהן, משה", 'אמר "שלום"'], ["a", 5]])).toBe(
      '\uFEFFשם,הערה\r\n"כהן, משה","אמר ""שלום"""\r\na,5\r\n',
    );
  });

  it("keeps a formula typed by a customer from running in Excel", () => {
    expect(toCsv(["x"], [["=HYPERLINK(\"http://evil\")"]])).toBe('\uFEFFx\r\n"\'=HYPERLINK(""http://evil"")"\r\n');
  });
});

describe("formats", () => {
  it("shows phones and plates the Israeli way", () => {
    expect(phone("0501234567")).toBe("050-1234567");
    expect(phone("031234567")).toBe("03-1234567");
    expect(licence("1234567")).toBe("12-345-67");
    expect(licence("12345678")).toBe("123-45-678");
  });
});

describe("value readers", () => {
  it.each(["12.5", "-3", "abc", "0", "", "1e3", "100001"])("refuses %j as shekels", (raw) => {
    expect(() => shekels(raw)).toThrow(InvalidValue);
  });

  it("reads whole shekels", () => {
    expect(shekels("50")).toBe(50);
  });

  it.each(["2026-02-30", "2026-2-3", "26-02-03", "2026-02-03T00:00"])("refuses %j as a date", (raw) => {
    expect(() => date(raw)).toThrow(InvalidValue);
  });

  it("reads Israel times, refusing the hour summer time skips", () => {
    expect(localDateTime("start")("2026-12-24 06:00").toISOString()).toBe("2026-12-24T04:00:00.000Z");
    expect(localDateTime("start")("2026-07-01 06:00").toISOString()).toBe("2026-07-01T03:00:00.000Z");
    expect(localDateTime("end")("2026-12-24").toISOString()).toBe("2026-12-24T21:59:59.999Z");
    expect(() => localDateTime("start")("2027-03-26 02:30")).toThrow(/summer time/);
    expect(() => localDateTime("start")("2026-12-24  06:00")).toThrow(InvalidValue);
  });

  it("upper-cases coupon codes and refuses odd ones", () => {
    expect(couponCode(" summer-50 ")).toBe("SUMMER-50");
    expect(() => couponCode("A")).toThrow(InvalidValue);
    expect(() => couponCode("חג30")).toThrow(InvalidValue);
  });
});
