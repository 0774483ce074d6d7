import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { unpackCalendar } from "@shared/packed-calendar.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function availability(from: string, to: string) {
  const { request } = await testApp({ now: fixedNow });
  return request.get("/api/availability").query({ from, to });
}

type Day = { date: string; weekday: number; holiday_label: string | null; closed_all_day: boolean; is_full: boolean; open: { from: string; to: string }[]; blocked: { from: string; to: string }[] };

function day(body: { days: Day[] }, date: string): Day {
  const found = body.days.find((entry) => entry.date === date);
  if (!found) throw new Error(`no entry for ${date}`);
  return found;
}

describe("GET /api/availability", () => {
  it("answers one entry per date with what a calendar needs", async () => {
    const res = await availability("2026-12-01", "2026-12-31");
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(31);
    // Sunday–Thursday: open around the clock.
    expect(day(res.body, "2026-12-03")).toMatchObject({ weekday: 4, closed_all_day: false, open: [{ from: "00:00", to: "23:45" }] });
    // Friday: open until 15:00; Saturday: from 21:00.
    expect(day(res.body, "2026-12-04").open).toEqual([{ from: "00:00", to: "14:45" }]);
    expect(day(res.body, "2026-12-05").open).toEqual([{ from: "21:00", to: "23:45" }]);
  });

  it("labels holidays and their eves and closes the holiday", async () => {
    const res = await availability("2027-04-21", "2027-04-22");
    expect(day(res.body, "2027-04-21")).toMatchObject({ holiday_label: "ערב פסח", open: [{ from: "00:00", to: "14:45" }] });
    expect(day(res.body, "2027-04-22")).toMatchObject({ holiday_label: "פסח", open: [{ from: "21:00", to: "23:45" }] });
  });

  it("shows a blocked period added by the operator at once", async () => {
    const { prisma } = await workerDatabase();
    await prisma.blackoutPeriod.create({
      data: { startAt: toInstant("2026-12-08", "10:00")!, endAt: toInstant("2026-12-08", "12:00")! },
    });
    await prisma.blackoutPeriod.create({
      data: { startAt: toInstant("2026-12-09", "00:00")!, endAt: toInstant("2026-12-09", "23:59")!, active: false },
    });
    const res = await availability("2026-12-08", "2026-12-09");
    const blocked = day(res.body, "2026-12-08");
    expect(blocked.open).toEqual([
      { from: "00:00", to: "09:45" },
      { from: "12:15", to: "23:45" },
    ]);
    expect(blocked.blocked).toHaveLength(1);
    expect(day(res.body, "2026-12-09").blocked).toEqual([]);
  });

  it("marks a day full when the lot's capacity is taken", async () => {
    const { prisma } = await workerDatabase();
    await prisma.siteConfig.update({ where: { id: 1 }, data: { dailyCapacity: 1 } });
    await prisma.booking.create({
      data: {
        firstName: "דנה", lastName: "לוי", phone: "0501234567", email: "dana@example.com", carModel: "קורולה",
        licenseNumber: "1234567", departureTerminal: "terminal_3", departureAt: toInstant("2026-12-14", "08:00")!,
        arrivalTerminal: "terminal_3", arrivalAt: toInstant("2026-12-15", "20:00")!, flightNumber: "LY001",
        parkingType: "open", termsAccepted: true, paymentMethod: "cash", days: 2, parkingPrice: 350, extrasPrice: 0, totalPrice: 350,
      },
    });
    const res = await availability("2026-12-13", "2026-12-16");
    expect(day(res.body, "2026-12-13").is_full).toBe(false);
    expect(day(res.body, "2026-12-14")).toMatchObject({ is_full: true, closed_all_day: true, open: [] });
    expect(day(res.body, "2026-12-15").is_full).toBe(true);
    expect(day(res.body, "2026-12-16").is_full).toBe(false);
  });

  it("answers a year in one request", async () => {
    const res = await availability("2026-12-01", "2027-12-31");
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(396);
  });

  it.each([
    ["a ten-year range", { from: "2026-01-01", to: "2036-01-01" }, "to", messages.invalid.rangeTooLong],
    ["from after to", { from: "2026-12-10", to: "2026-12-01" }, "to", undefined],
    ["a malformed date", { from: "2026-12-1", to: "2026-12-10" }, "from", undefined],
    ["a missing bound", { from: "2026-12-01" }, "to", undefined],
  ])("answers 400 for %s", async (_label, query, field, message) => {
    const { request } = await testApp({ now: fixedNow });
    const res = await request.get("/api/availability").query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toMatch(/[\u0590-\u05FF]/);
    if (message) expect(res.body.error.fields[field]).toBe(message);
  });
});

describe("the booking page's calendar", () => {
  it("is the API's answer over the booking year, sent with the page, so the form asks for nothing", async () => {
    const { prisma } = await workerDatabase();
    await prisma.blackoutPeriod.create({
      data: { startAt: toInstant("2026-12-08", "10:00")!, endAt: toInstant("2026-12-08", "12:00")! },
    });
    const { request, services } = await testApp({ pages: true, now: fixedNow });
    const api = await request.get("/api/availability").query({ from: "2026-11-22", to: "2027-11-22" });
    const { availability: packed } = await services.bookingPage.data();
    // Packed, the ordinary days are left out: a few dozen entries, not a year's.
    expect(packed.exceptions.length).toBeLessThan(60);
    const calendar = unpackCalendar(packed);
    expect(calendar).toEqual(api.body.days);
    expect(calendar).toHaveLength(366);
    expect(day({ days: calendar }, "2026-12-08").open).toEqual([
      { from: "00:00", to: "09:45" },
      { from: "12:15", to: "23:45" },
    ]);
    // The page a traveller opens carries it (the blocked period, in its data).
    const html = (await request.get("/booking").set("user-agent", BROWSER_UA)).text;
    expect(html).toContain(day({ days: calendar }, "2026-12-08").blocked[0]!.from);
  });
});
