// The crew page's counts said as Hebrew says them (docs/decisions/040, product.md §17): one
// and two with their own words, a number with its noun from three up; written out here.
import { describe, expect, it } from "vitest";
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";

describe("the crew page's counts", () => {
  it.each([
    [copy.form.extraCount(1), "תמונה נוספת אחת"],
    [copy.form.extraCount(2), "2 תמונות נוספות"],
    [copy.form.extraCount(5), "5 תמונות נוספות"],
    [copy.confirmNoShow.late(1), "המועד המתוכנן עבר לפני שעה."],
    [copy.confirmNoShow.late(2), "המועד המתוכנן עבר לפני שעתיים."],
    [copy.confirmNoShow.late(13), "המועד המתוכנן עבר לפני 13 שעות."],
    [copy.confirm.body({ hours: 13, early: true }, "יצאתי ללקוח"), "״יצאתי ללקוח״ מוקדם ב־13 שעות מהמועד המתוכנן בהזמנה. לרשום בכל זאת?"],
    [copy.confirm.body({ hours: 1, early: false }, "הרכב הוחזר"), "״הרכב הוחזר״ מאוחר בשעה מהמועד המתוכנן בהזמנה. לרשום בכל זאת?"],
    [copy.nextUp.left(1, 1), "נותרו איסוף אחד והחזרה אחת."],
    [copy.nextUp.left(3, 2), "נותרו 3 איסופים ו־2 החזרות."],
    [copy.nextUp.left(1, 0), "נותר איסוף אחד."],
    [copy.nextUp.left(0, 1), "נותרה החזרה אחת."],
    [copy.nextUp.left(0, 4), "נותרו 4 החזרות."],
    [copy.search.found(1), "נמצאה משימה אחת."],
    [copy.search.found(4), "נמצאו 4 משימות."],
    [copy.form.missing(["אחור", "צד שמאל"]), "חסרות: אחור, צד שמאל"],
    [copy.daysLead("1.12.2026", "1.12.2026"), "איסופים והחזרות של 1.12.2026, לפי השעה."],
  ])("%s", (said, written) => {
    expect(said).toBe(written);
  });
});
