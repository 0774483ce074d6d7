import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { holidayNames, labels, messages } from "@shared/messages/index.ts";

/** Every string in the catalogue, with the number-taking messages called once. */
function allTexts(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (typeof node === "function") return [String((node as (n: number) => string)(8))];
  if (node && typeof node === "object") return Object.values(node).flatMap(allTexts);
  return [];
}

const catalogue = new Set([...allTexts(messages), ...allTexts(labels), ...allTexts(holidayNames)]);

// The spec's strings, verbatim; those that address the traveller in the singular are
// said in the plural that the rest of the site uses (docs/decisions/040).
describe("messages: the spec's Hebrew strings, verbatim or in the plural", () => {
  it.each([
    "יש לבחור סוג חניה לפני מילוי הטופס",
    "שגיאה בהעתקה",
    "קוד הקופון הועתק",
    "אירעה שגיאה ביצירת תשלום חדש. נסו שוב מאוחר יותר.",
    "לא נמצאו נתוני הזמנה. יש להתחיל מחדש.",
    "המאמר לא נמצא",
    "התשלום נכשל",
    "נסו שוב",
    "יוצרים תשלום חדש...",
    "תודה על פנייתכם!",
    "נחזור אליכם בהקדם האפשרי.",
    "✓ תודה! נחזור אליכם בהקדם",
    "שלחו אלינו",
    "שולחים...",
    "ההזמנה התקבלה!",
    "התשלום אושר בהצלחה!",
    "התשלום לא עבר בהצלחה. ניתן לנסות שוב או ליצור קשר עם שירות הלקוחות.",
    "ביצוע תשלום להזמנה",
    "נא להשלים את התשלום כדי לסיים את ההזמנה.",
    "לביצוע הזמנה",
    "חג שמח!",
    "לרגל החג הכנו לכם קוד קופון מיוחד להזמנה באתר.",
    "לרגל החג הכנו לכם קופון מיוחד להנחה -",
    "טרמינל 3",
    "טרמינל 1",
    "מצדה",
  ])("%s", (text) => {
    expect(catalogue.has(text)).toBe(true);
  });

  it("formats the numbered messages", () => {
    expect(messages.paymentResult.providerError("כרטיס חסום")).toBe("שגיאה: כרטיס חסום");
    expect(messages.paymentResult.orderInfo(1234)).toBe("מספר הזמנה: 1234");
    expect(messages.holiday.eve("פסח")).toBe("ערב פסח");
    expect(messages.booking.baseLine(labels.parkingTypes.open, 7)).toBe("חניה פתוחה – 7 ימים");
    expect(messages.booking.days(1)).toBe("יום אחד");
    expect(messages.booking.days(2)).toBe("יומיים");
  });

  it("has the generic API answers", () => {
    expect(messages.api.badRequest).toBe("הבקשה אינה תקינה");
    expect(messages.api.notFound).toBe("הדף לא נמצא");
    expect(messages.api.unavailable).toBe("השירות אינו זמין כרגע, נסו שוב בעוד מספר דקות");
    expect(messages.api.tooManyRequests).toBe("נשלחו יותר מדי בקשות. נסו שוב בעוד רגע.");
  });
});

describe("Hebrew of the domain core lives only in shared/messages/", () => {
  const dir = new URL("../../shared/", import.meta.url);
  // The business-rule modules; other shared files (brand, site settings) hold their own texts.
  const domainFiles = [
    "booking-schema.ts",
    "booking-validation.ts",
    "calendar-rules.ts",
    "constants.ts",
    "coupon-rules.ts",
    "day-availability.ts",
    "field-schemas.ts",
    "holidays.ts",
    "jerusalem-time.ts",
    "names.ts",
    "phone.ts",
    "pricing.ts",
    "query-schemas.ts",
    "schedule-rules.ts",
    "stay-days.ts",
    "time-slots.ts",
    "zod-errors.ts",
  ];
  const files = readdirSync(dir).filter((name) => domainFiles.includes(name));

  it("finds every domain module", () => {
    expect(files.sort()).toEqual(domainFiles.sort());
  });

  it.each(files)("%s has no Hebrew letters outside comments", (name) => {
    const source = readFileSync(new URL(name, dir), "utf8");
    const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
    expect(code).not.toMatch(/[\u0590-\u05FF]/);
  });
});
