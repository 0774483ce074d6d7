// The return flight's Hebrew sentence (shared/flight-view.ts, docs/decisions/034), as
// the order page and the crew page show it: Israel's clock (UTC+2 in November), the
// date added only when the landing is on another day than the planned return.
import { describe, expect, it } from "vitest";
import { durationHe, flightLine, flightViewOf, NOT_TRACKED, type FlightView } from "@shared/flight-view.ts";

const RETURN_DATE = "2026-11-30";

function view(status: FlightView["status"], times: { scheduled?: string; estimated?: string; landed?: string } = {}): FlightView {
  return {
    status,
    scheduled_at: times.scheduled ?? null,
    estimated_at: times.estimated ?? null,
    landed_at: times.landed ?? null,
    terminal: 3,
  };
}

describe("flightLine", () => {
  it.each([
    ["on time", view("scheduled", { scheduled: "2026-11-30T16:45:00Z", estimated: "2026-11-30T16:45:00Z" }), "הטיסה צפויה לנחות ב-18:45, בזמן"],
    ["a few minutes off is still on time", view("scheduled", { scheduled: "2026-11-30T16:45:00Z", estimated: "2026-11-30T16:49:00Z" }), "הטיסה צפויה לנחות ב-18:49, בזמן"],
    ["on time with no estimate yet", view("scheduled", { scheduled: "2026-11-30T16:45:00Z" }), "הטיסה צפויה לנחות ב-18:45, בזמן"],
    ["40 minutes late", view("delayed", { scheduled: "2026-11-30T16:05:00Z", estimated: "2026-11-30T16:45:00Z" }), "הטיסה צפויה לנחות ב-18:45, באיחור של 40 דקות"],
    ["early", view("scheduled", { scheduled: "2026-11-30T17:00:00Z", estimated: "2026-11-30T16:45:00Z" }), "הטיסה צפויה לנחות ב-18:45, 15 דקות לפני הזמן"],
    ["an hour late", view("delayed", { scheduled: "2026-11-30T15:45:00Z", estimated: "2026-11-30T16:45:00Z" }), "הטיסה צפויה לנחות ב-18:45, באיחור של שעה"],
    ["2 hours and 5 minutes late", view("delayed", { scheduled: "2026-11-30T14:40:00Z", estimated: "2026-11-30T16:45:00Z" }), "הטיסה צפויה לנחות ב-18:45, באיחור של שעתיים ו-5 דקות"],
    ["late past midnight: the new date is said", view("delayed", { scheduled: "2026-11-30T21:30:00Z", estimated: "2026-11-30T22:20:00Z" }), "הטיסה צפויה לנחות ב-00:20 (1.12), באיחור של 50 דקות"],
    ["landed", view("landed", { scheduled: "2026-11-30T16:45:00Z", landed: "2026-11-30T16:52:00Z" }), "הטיסה נחתה ב-18:52"],
    ["landed after midnight, on the next date", view("landed", { scheduled: "2026-11-30T21:30:00Z", landed: "2026-11-30T22:20:00Z" }), "הטיסה נחתה ב-00:20 (1.12)"],
    ["landed, the time unknown", view("landed"), "הטיסה נחתה"],
    ["cancelled", view("cancelled", { scheduled: "2026-11-30T16:45:00Z" }), "הטיסה מסומנת כמבוטלת בלוח הטיסות של נתב״ג. נציג יתאם איתכם את החזרת הרכב."],
    ["not tracked", NOT_TRACKED, "הטיסה לא נמצאה בלוח הטיסות של נתב״ג, ולכן איננו עוקבים אחריה. הרכב יוחזר לפי השעה שמסרתם."],
    ["on the board without a time", view("scheduled"), "הטיסה מופיעה בלוח הטיסות, עדיין בלי שעת נחיתה"],
  ])("%s", (_case, flight, sentence) => {
    expect(flightLine(flight, RETURN_DATE)).toBe(sentence);
  });

  it("without a return date never adds a date", () => {
    expect(flightLine(view("landed", { landed: "2026-11-30T22:20:00Z" }))).toBe("הטיסה נחתה ב-00:20");
  });

  it("a flight not on the board before its day is one we will follow, not one we could not find", () => {
    expect(flightLine(NOT_TRACKED, RETURN_DATE, "2026-11-20")).toBe("נעקוב אחרי הטיסה בלוח הטיסות של נתב״ג ביום החזרה, ונעדכן כאן אם היא מקדימה או מאחרת.");
    expect(flightLine(NOT_TRACKED, RETURN_DATE, RETURN_DATE)).toContain("לא נמצאה");
  });
});

describe("durationHe", () => {
  it.each([
    [1, "דקה"],
    [2, "2 דקות"],
    [40, "40 דקות"],
    [60, "שעה"],
    [120, "שעתיים"],
    [125, "שעתיים ו-5 דקות"],
    [61, "שעה ודקה"],
    [180, "3 שעות"],
    [0, "0 דקות"],
  ])("%i minutes: %s", (minutes, words) => {
    expect(durationHe(minutes)).toBe(words);
  });
});

describe("flightViewOf", () => {
  it("is not tracked without a row, and the row's instants as UTC ISO strings with one", () => {
    expect(flightViewOf(null)).toEqual(NOT_TRACKED);
    const row = { status: "delayed" as const, scheduledAt: new Date("2026-11-30T16:05:00Z"), estimatedAt: new Date("2026-11-30T16:45:00Z"), landedAt: null, terminal: 3 };
    expect(flightViewOf(row)).toEqual({ status: "delayed", scheduled_at: "2026-11-30T16:05:00.000Z", estimated_at: "2026-11-30T16:45:00.000Z", landed_at: null, terminal: 3 });
  });
});
