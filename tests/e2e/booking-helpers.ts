// Filling the booking form as a traveller would, on dates computed from today.
import type { Locator, Page } from "@playwright/test";
import { openDatabase, type Database } from "@server/db/database.ts";
import { addDays, localDate, toInstant, weekdayOf } from "@shared/jerusalem-time.ts";

/** The first date at least `minDays` ahead that falls on `weekday` (0 = Sunday). */
export function upcoming(weekday: number, minDays = 10): string {
  let date = addDays(localDate(new Date()), minDays)!;
  while (weekdayOf(date) !== weekday) date = addDays(date, 1)!;
  return date;
}

/**
 * A cash booking's API body: a Tuesday at least ten days ahead (inside the
 * cancellation window) from terminal 3, back six days later at 22:30, open parking.
 */
export function apiBookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const departure = upcoming(2, 10);
  return {
    full_name: "דנה לוי",
    phone: "050-1234567",
    email: "dana@example.com",
    car_model: "קורולה",
    license_number: "1234567",
    departure_terminal: "terminal_3",
    departure_date: departure,
    departure_time: "06:00",
    arrival_terminal: "terminal_3",
    arrival_date: addDays(departure, 6),
    arrival_time: "22:30",
    flight_number: "LY001",
    parking_type: "open",
    additional_services: [],
    terms_accepted: true,
    payment_method: "cash",
    ...overrides,
  };
}

/** The e2e server's embedded database, through its socket (as the operator CLI does). */
export async function e2eDatabase(): Promise<Database> {
  const socketDir = process.env.E2E_DATA_DIR;
  if (!socketDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return openDatabase({ dataDir: socketDir, poolSize: 1 });
}

export async function pickDate(page: Page, field: "departure_date" | "arrival_date", date: string) {
  await pickDateIn(page, page.locator(`#${field}`), date);
}

/** Opens the calendar of the date field `opener` (the booking page's DatePicker) and picks `date`. */
export async function pickDateIn(page: Page, opener: Locator, date: string) {
  await opener.click();
  const day = page.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 14 && !(await day.isVisible()); i++) await page.getByRole("button", { name: "החודש הבא" }).click();
  await day.click();
}

export interface BookingInput {
  type?: "open" | "covered";
  method?: "card" | "cash";
  departure?: string;
  arrival?: string;
  name?: string;
  email?: string;
}

export async function fillBooking(page: Page, input: BookingInput = {}) {
  const departure = input.departure ?? upcoming(2);
  const arrival = input.arrival ?? addDays(departure, 6)!;
  if (input.type) await page.getByRole("radio", { name: input.type === "open" ? /חניה פתוחה/ : /חניה מקורה/ }).click();
  const form = page.locator("#booking-form");
  await form.getByLabel("שם מלא").fill(input.name ?? "דנה לוי");
  await form.getByLabel("טלפון נייד").fill("050-1234567");
  // The text field: the updates' choice has a radio "אימייל בלבד" too.
  await form.getByRole("textbox", { name: "אימייל" }).fill(input.email ?? "dana@example.com");
  await form.getByLabel("דגם הרכב").fill("קורולה");
  await form.getByLabel("מספר רישוי").fill("12-345-67");
  await form.getByLabel("טרמינל המראה").selectOption("terminal_3");
  await pickDate(page, "departure_date", departure);
  await form.getByLabel("שעת הגעה לטרמינל").selectOption("06:00");
  await form.getByLabel("טרמינל נחיתה").selectOption("terminal_3");
  await form.getByLabel("מספר טיסת החזור").fill("LY001");
  await pickDate(page, "arrival_date", arrival);
  await form.getByLabel("שעת נחיתה").selectOption("22:30");
  await form.getByText(input.method === "card" ? "כרטיס אשראי" : "מזומן לנציג", { exact: true }).click();
  await form.getByRole("checkbox", { name: /קראתי ואני מאשר/ }).check();
}

/**
 * Moves a booking's pickup to `hoursFromNow`, as the office would: the crew works only
 * on bookings of yesterday, today and tomorrow (docs/decisions/037), and a real date
 * that close may fall on Shabbat, so the booking is made ahead and then moved. The
 * return stays `stayDays` priced days (both ends counted) after it, at 22:30, so the
 * stored price (7 days: 450 ₪ open) still matches the stay. Answers the return's date.
 */
export async function movePickup(orderNumber: number, hoursFromNow: number, stayDays = 7): Promise<string> {
  const db = await e2eDatabase();
  try {
    // On a quarter hour, as the form's times are: a change judges the booking's own times too.
    const quarter = 15 * 60_000;
    const departureAt = new Date(Math.ceil((Date.now() + hoursFromNow * 3_600_000) / quarter) * quarter);
    const arrivalDate = addDays(localDate(departureAt), stayDays - 1)!;
    const arrivalAt = toInstant(arrivalDate, "22:30")!;
    await db.prisma.booking.update({ where: { orderNumber }, data: { departureAt, arrivalAt } });
    return arrivalDate;
  } finally {
    await db.close();
  }
}

/** The first date `from` + 2 days or later that is a weekday from Sunday to Thursday: a return there at 22:30 is open. */
export function laterWeekday(from: string): string {
  let date = addDays(from, 2)!;
  while (weekdayOf(date) === 5 || weekdayOf(date) === 6) date = addDays(date, 1)!;
  return date;
}
