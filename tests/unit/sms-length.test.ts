import { describe, expect, it } from "vitest";
import { orderPageUrl } from "@shared/order-view.ts";
import { fitsTwoSegments, smsSegments } from "@shared/sms-length.ts";

/** Hebrew text of exactly n UTF-16 units (letters, spaces, punctuation: all one unit). */
const hebrew = (n: number): string => "שלום, זו הודעת שירות מהחניון. ".repeat(Math.ceil(n / 30) + 1).slice(0, n);
/** GSM-7 text of exactly n septets. */
const latin = (n: number): string => "Valet parking at Ben Gurion. ".repeat(Math.ceil(n / 29) + 1).slice(0, n);

describe("smsSegments: encoding, units and segments", () => {
  it.each([
    // UCS-2: 70 in one segment, 67 each when concatenated.
    ["Hebrew, 70 characters", hebrew(70), "UCS-2", 70, 1],
    ["Hebrew, 71 characters", hebrew(71), "UCS-2", 71, 2],
    ["Hebrew, 134 characters", hebrew(134), "UCS-2", 134, 2],
    ["Hebrew, 135 characters", hebrew(135), "UCS-2", 135, 3],
    // GSM-7: 160 in one segment, 153 each when concatenated.
    ["GSM, 160 characters", latin(160), "GSM-7", 160, 1],
    ["GSM, 161 characters", latin(161), "GSM-7", 161, 2],
    ["GSM, 306 characters", latin(306), "GSM-7", 306, 2],
    ["GSM, 307 characters", latin(307), "GSM-7", 307, 3],
    // The basic set's non-ASCII letters stay GSM-7; a letter outside it does not.
    ["GSM basic non-ASCII", "@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà", "GSM-7", 42, 1],
    ["one ç makes it UCS-2", `${latin(100)}ç`, "UCS-2", 101, 2],
    ["a typographic quote makes it UCS-2", `${latin(60)}’`, "UCS-2", 61, 1],
    ["one Hebrew letter in English text", `${latin(69)}א`, "UCS-2", 70, 1],
    // An empty body is still one message.
    ["empty", "", "GSM-7", 0, 1],
  ])("%s", (_case, text, encoding, units, segments) => {
    expect(smsSegments(text)).toEqual({ encoding, units, segments });
  });
});

describe("smsSegments: the GSM-7 extension table counts two", () => {
  it.each(["€", "[", "]", "{", "}", "^", "~", "\\", "|", "\f"])("%j is two septets", (character) => {
    expect(smsSegments(character)).toEqual({ encoding: "GSM-7", units: 2, segments: 1 });
    expect(smsSegments(`${latin(158)}${character}`)).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments(`${latin(159)}${character}`)).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
  });

  it("never splits an escape pair between segments", () => {
    // 152 + 2 + 152 = 306 septets, but the € does not fit in the first segment's
    // last septet, so the second segment holds 2 + 152 = 154 > 153: three segments.
    expect(smsSegments(`${latin(152)}€${latin(152)}`)).toEqual({ encoding: "GSM-7", units: 306, segments: 3 });
    expect(smsSegments(`${latin(153)}€${latin(151)}`)).toEqual({ encoding: "GSM-7", units: 306, segments: 2 });
  });
});

describe("smsSegments: emoji in Hebrew", () => {
  it.each([
    ["emoji counts two: 68 + 2 = 70", `${hebrew(68)}🚗`, 70, 1],
    ["emoji counts two: 69 + 2 = 71", `${hebrew(69)}🚗`, 71, 2],
    ["132 + 2 = 134 fits two segments", `${hebrew(132)}🚗`, 134, 2],
    // The surrogate pair would straddle units 67 and 68, so it opens the second
    // segment, which then holds 2 + 66 = 68 > 67.
    ["a surrogate pair is not split", `${hebrew(66)}🚗${hebrew(66)}`, 134, 3],
    // A skin-toned emoji is one grapheme of four units, never split either.
    ["a skin-toned emoji is one grapheme", `${hebrew(65)}👍🏽${hebrew(65)}`, 134, 3],
  ])("%s", (_case, text, units, segments) => {
    expect(smsSegments(text)).toEqual({ encoding: "UCS-2", units, segments });
  });
});

describe("fitsTwoSegments: the product's rule, 134 UCS-2 units", () => {
  // A private order link as the site builds it: base, /order/N?t= and a 32-character token.
  const link = orderPageUrl("https://valet-bg.co.il", 10234, "Qm9va2luZ1Rva2VuRXhhbXBsZTEyMzQ1");

  it("uses a realistic order link", () => {
    expect(link).toBe("https://valet-bg.co.il/order/10234?t=Qm9va2luZ1Rva2VuRXhhbXBsZTEyMzQ1");
    expect(link.length).toBe(69);
  });

  it.each([
    ["Hebrew, 134: fits", hebrew(134), true],
    ["Hebrew, 135: does not fit", hebrew(135), false],
    ["GSM, 306: fits", latin(306), true],
    ["GSM, 307: does not fit", latin(307), false],
    ["a short reminder with its order link fits", `שלום דנה, תזכורת: מחר ב-06:30 נאסוף את הרכב בטרמינל 3. ההזמנה: ${link}`, true],
    [
      "a reminder with car details and its order link does not",
      `שלום דנה, תזכורת: מחר ב-06:30 נציג שלנו יאסוף את הרכב (מאזדה 3, 12-345-67) בטרמינל 3 ויתקשר שעה לפני. פרטי ההזמנה: ${link}`,
      false,
    ],
  ])("%s", (_case, text, fits) => {
    expect(fitsTwoSegments(text)).toBe(fits);
  });

  it("counts the link's ASCII as UCS-2 units once the text is Hebrew", () => {
    const text = `שלום דנה, תזכורת: מחר ב-06:30 נאסוף את הרכב בטרמינל 3. ההזמנה: ${link}`;
    expect(smsSegments(text)).toEqual({ encoding: "UCS-2", units: 132, segments: 2 });
    const longer = `שלום דנה, תזכורת: מחר ב-06:30 נציג שלנו יאסוף את הרכב (מאזדה 3, 12-345-67) בטרמינל 3 ויתקשר שעה לפני. פרטי ההזמנה: ${link}`;
    expect(smsSegments(longer)).toEqual({ encoding: "UCS-2", units: 184, segments: 3 });
  });
});
