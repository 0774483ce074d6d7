import { describe, expect, it } from "vitest";
import { checkTime, type Blackout } from "@shared/calendar-rules.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { messages } from "@shared/messages/index.ts";

const at = (date: string, time: string): Date => {
  const instant = toInstant(date, time);
  if (!instant) throw new Error(`bad fixture ${date} ${time}`);
  return instant;
};

/** The refusal code of one local moment, or "ok". */
const verdict = (date: string, time: string, ctx = {}) => checkTime(date, time, ctx)?.code ?? "ok";

describe("checkTime: weekly rules", () => {
  it.each([
    ["Thursday evening", "2026-06-04", "23:45", "ok"],
    ["Friday 14:45", "2026-06-05", "14:45", "ok"],
    ["Friday 15:00", "2026-06-05", "15:00", "friday_or_eve"],
    ["Friday 23:45", "2026-06-05", "23:45", "friday_or_eve"],
    ["Friday morning", "2026-06-05", "00:00", "ok"],
    ["Saturday 00:00", "2026-06-06", "00:00", "shabbat"],
    ["Saturday 20:45", "2026-06-06", "20:45", "shabbat"],
    ["Saturday 21:00", "2026-06-06", "21:00", "ok"],
    ["Saturday 23:45", "2026-06-06", "23:45", "ok"],
    ["Sunday 00:00", "2026-06-07", "00:00", "ok"],
  ])("%s → %s", (_name, date, time, code) => {
    expect(verdict(date, time)).toBe(code);
  });
});

describe("checkTime: holidays and eves", () => {
  it.each([
    // Eves on weekdays close at 15:00 like a Friday.
    ["Erev Pesach 2027 (Wed) 14:45", "2027-04-21", "14:45", "ok"],
    ["Erev Pesach 2027 (Wed) 15:00", "2027-04-21", "15:00", "friday_or_eve"],
    ["Erev Yom Kippur 2026 (Sun) 14:45", "2026-09-20", "14:45", "ok"],
    ["Erev Yom Kippur 2026 (Sun) 15:00", "2026-09-20", "15:00", "friday_or_eve"],
    ["eve of Pesach VII 2027 (Tue) 15:00", "2027-04-27", "15:00", "friday_or_eve"],
    // A first day of two is closed all day, even after 21:00.
    ["Rosh Hashana I 2028 (Thu) 21:00", "2028-09-21", "21:00", "holiday"],
    ["Rosh Hashana I 2028 (Thu) 10:00", "2028-09-21", "10:00", "holiday"],
    ["Rosh Hashana I 2026 (Sat) 21:00", "2026-09-12", "21:00", "holiday"],
    ["Rosh Hashana I 2026 (Sat) 23:45", "2026-09-12", "23:45", "holiday"],
    // The last day reopens at 21:00.
    ["Rosh Hashana II 2026 (Sun) 20:45", "2026-09-13", "20:45", "holiday"],
    ["Rosh Hashana II 2026 (Sun) 21:00", "2026-09-13", "21:00", "ok"],
    ["Yom Kippur 2026 (Mon) 00:00", "2026-09-21", "00:00", "holiday"],
    ["Yom Kippur 2026 (Mon) 20:45", "2026-09-21", "20:45", "holiday"],
    ["Yom Kippur 2026 (Mon) 21:00", "2026-09-21", "21:00", "ok"],
    ["Pesach VII 2027 (Wed) 20:45", "2027-04-28", "20:45", "holiday"],
    ["Pesach VII 2027 (Wed) 21:00", "2027-04-28", "21:00", "ok"],
    ["Pesach I 2027 (Thu) 21:00", "2027-04-22", "21:00", "ok"],
    // Holiday on Saturday: the holiday message wins, and 21:00 reopens both.
    ["Shmini Atzeret 2026 (Sat) 20:45", "2026-10-03", "20:45", "holiday"],
    ["Shmini Atzeret 2026 (Sat) 21:00", "2026-10-03", "21:00", "ok"],
    ["Yom Kippur 2028 (Sat) 20:45", "2028-09-30", "20:45", "holiday"],
    ["Yom Kippur 2028 (Sat) 21:00", "2028-09-30", "21:00", "ok"],
    // Holiday on Friday: closed until 21:00 by the holiday, after 15:00 by Friday.
    ["Shavuot 2027 (Fri) 10:00", "2027-06-11", "10:00", "holiday"],
    ["Shavuot 2027 (Fri) 20:45", "2027-06-11", "20:45", "holiday"],
    ["Shavuot 2027 (Fri) 21:00", "2027-06-11", "21:00", "friday_or_eve"],
    ["Rosh Hashana II 2028 (Fri) 23:45", "2028-09-22", "23:45", "friday_or_eve"],
    // Eve on Friday: one 15:00 cutoff.
    ["Erev Rosh Hashana 2026 (Fri) 14:45", "2026-09-11", "14:45", "ok"],
    ["Erev Rosh Hashana 2026 (Fri) 15:00", "2026-09-11", "15:00", "friday_or_eve"],
    // Eve on Saturday: closed until 21:00 by Shabbat and after 15:00 by the eve.
    ["Erev Shavuot 2029 (Sat) 14:45", "2029-05-19", "14:45", "shabbat"],
    ["Erev Shavuot 2029 (Sat) 21:00", "2029-05-19", "21:00", "friday_or_eve"],
    // Working days of the calendar.
    ["Sukkot chol hamoed (Mon) 12:00", "2026-09-28", "12:00", "ok"],
    ["Chanukah (Mon) 18:00", "2026-12-07", "18:00", "ok"],
    ["Yom HaAtzma'ut 2026 (Wed) 18:00", "2026-04-22", "18:00", "ok"],
    ["Erev Purim 2026 (Mon) 18:00", "2026-03-02", "18:00", "ok"],
  ])("%s → %s", (_name, date, time, code) => {
    expect(verdict(date, time)).toBe(code);
  });

  it("uses the catalogue's Hebrew messages", () => {
    expect(checkTime("2026-09-21", "10:00")?.message).toBe(messages.schedule.holiday);
    expect(checkTime("2026-06-05", "15:00")?.message).toBe(messages.schedule.fridayOrEve);
    expect(checkTime("2026-06-06", "20:45")?.message).toBe(messages.schedule.shabbat);
    expect(messages.schedule.holiday).toBe("לא ניתן להזמין במהלך החג");
    expect(messages.schedule.fridayOrEve).toBe("לא ניתן להזמין ביום שישי או בערב חג אחרי השעה 15:00");
    expect(messages.schedule.shabbat).toBe("לא ניתן להזמין בשבת עד צאת השבת (21:00)");
  });
});

describe("checkTime: blocked periods and capacity", () => {
  const blackouts: Blackout[] = [{ startAt: at("2026-06-03", "10:00"), endAt: at("2026-06-03", "12:00") }];

  it.each([
    ["09:45", "ok"],
    ["10:00", "blackout"],
    ["11:00", "blackout"],
    ["12:00", "blackout"],
    ["12:15", "ok"],
  ])("2026-06-03 %s → %s (both ends inclusive)", (time, code) => {
    expect(verdict("2026-06-03", time, { blackouts })).toBe(code);
  });

  it("blocks a period that spans midnight on both dates", () => {
    const overnight = [{ startAt: at("2026-06-03", "22:00"), endAt: at("2026-06-04", "02:00") }];
    expect(verdict("2026-06-03", "23:45", { blackouts: overnight })).toBe("blackout");
    expect(verdict("2026-06-04", "01:00", { blackouts: overnight })).toBe("blackout");
    expect(verdict("2026-06-04", "02:15", { blackouts: overnight })).toBe("ok");
  });

  it("refuses every time of a full date, given as a set or a predicate", () => {
    expect(verdict("2026-06-03", "08:00", { isDateFull: new Set(["2026-06-03"]) })).toBe("date_full");
    expect(verdict("2026-06-04", "08:00", { isDateFull: new Set(["2026-06-03"]) })).toBe("ok");
    expect(verdict("2026-06-03", "08:00", { isDateFull: (date: string) => date === "2026-06-03" })).toBe("date_full");
  });

  it("answers both with the 'unavailable, contact us' message", () => {
    expect(checkTime("2026-06-03", "11:00", { blackouts })?.message).toBe(
      "התאריך אינו זמין, צרו קשר לבדיקת זמינות",
    );
    expect(checkTime("2026-06-03", "08:00", { isDateFull: new Set(["2026-06-03"]) })?.message).toBe(
      messages.schedule.unavailable,
    );
  });

  it("names the calendar rule first when a blocked period covers Shabbat", () => {
    const weekend = [{ startAt: at("2026-06-05", "00:00"), endAt: at("2026-06-07", "00:00") }];
    expect(verdict("2026-06-06", "12:00", { blackouts: weekend })).toBe("shabbat");
    expect(verdict("2026-06-06", "21:00", { blackouts: weekend })).toBe("blackout");
  });
});

describe("checkTime: malformed input", () => {
  it.each([
    ["2026-02-30", "10:00", "invalid_date"],
    ["2026-13-01", "10:00", "invalid_date"],
    ["01/06/2026", "10:00", "invalid_date"],
    ["", "10:00", "invalid_date"],
    ["2026-06-03", "10:07", "off_slot"],
    ["2026-06-03", "25:00", "invalid_time"],
    ["2026-06-03", "", "invalid_time"],
    // Skipped by the spring DST jump in Israel (02:00 → 03:00 on Friday 2026-03-27).
    ["2026-03-27", "02:30", "invalid_time"],
    ["2026-03-27", "03:00", "ok"],
  ])("%j %j → %s", (date, time, code) => {
    expect(verdict(date, time)).toBe(code);
  });
});
