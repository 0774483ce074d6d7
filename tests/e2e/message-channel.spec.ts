// Where the service messages go (docs/decisions/033) and the return flight on the
// order page (docs/decisions/034): the traveller picks WhatsApp on the booking form
// and the booking stores it; on the order page they see the flight's latest word (a
// delayed flight, then after a reload a landed one) and move their updates to e-mail.
// The flight moves on a board file of the test's own, polled by `valet flights poll`.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { messages } from "@shared/messages/index.ts";
import { expect, test } from "./fixtures.ts";
import { boardRow, sandboxBoard } from "@tests/support/flight-board.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";
import { apiBookingBody, e2eDatabase, fillBooking } from "./booking-helpers.ts";

// axe over a whole page takes seconds on a loaded machine.
test.slow();

const LEGEND = "איך לשלוח לכם עדכונים על ההזמנה?";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

async function book(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<{ order_number: number; token: string }> {
  const res = await request.post("/api/bookings", { data: apiBookingBody(overrides) });
  expect(res.status()).toBe(201);
  return res.json();
}

/**
 * The airport's board says `status` about this flight (a board row in its own field
 * names, in a file of this test's own), and the operator polls it now with `valet
 * flights poll`: the real poll, through the sandbox source, into the running site's
 * database (docs/decisions/034).
 */
async function boardSaysThenPoll(flight: string, arrivalDate: string, row: { expected: string; status: string }) {
  const board = sandboxBoard();
  try {
    board.write([boardRow(flight.slice(0, 2), flight.slice(2), `${arrivalDate}T22:30:00`, { expected: `${arrivalDate}T${row.expected}:00`, status: row.status })]);
    const run = await runCliProcess(["flights", "poll", "--date", arrivalDate], { DATA_DIR: process.env.E2E_DATA_DIR!, FLIGHT_SOURCE: "sandbox", FLIGHT_SANDBOX_FILE: board.file });
    expect(run.code, run.stderr).toBe(0);
  } finally {
    board.remove();
  }
}

test("the booking form offers SMS first; WhatsApp picked there is what the booking stores", async ({ page }) => {
  await page.goto("/booking");
  await fillBooking(page, { type: "open", method: "cash" });
  const channel = page.locator("#booking-form").getByRole("group", { name: LEGEND });
  await expect(channel.getByRole("radio", { name: "SMS" })).toBeChecked();
  await expect(channel).toContainText("בלי פרסומות");
  await channel.getByRole("radio", { name: "WhatsApp" }).check();
  await expect(channel.getByRole("radio", { name: "WhatsApp" })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: messages.booking.submitCash }).click();
  await expect(page).toHaveURL(/\/payment-result$/);
  const orderNumber = Number(await page.getByTestId("order-number").textContent());

  const db = await e2eDatabase();
  try {
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber } });
    expect(booking.messageChannel).toBe("whatsapp");
    expect(booking.messageChannelAt).not.toBeNull();
  } finally {
    await db.close();
  }
});

test("the order page follows the return flight on the board: late, then landed, and the landing is texted", async ({ page, request }, testInfo) => {
  const arrivalDate = String(apiBookingBody().arrival_date);
  // A flight of this project's own: both viewports run at once on one site.
  const flight = testInfo.project.name.includes("phone") ? "LY316" : "LY315";
  const order = await book(request, { flight_number: flight, message_channel: "sms" });
  await page.goto(`/order/${order.order_number}?t=${order.token}`);
  // Days before the return, and not polled yet: the flight will be followed on its day.
  await expect(page.getByTestId("return-flight")).toContainText("נעקוב אחרי הטיסה");

  await boardSaysThenPoll(flight, arrivalDate, { expected: "23:10", status: "DELAYED" });
  await page.reload();
  await expect(page.getByTestId("return-flight")).toHaveText(`טיסת חזרה ${flight}: הטיסה צפויה לנחות ב-23:10, באיחור של 40 דקות`);
  await expectNoAxeViolations(page);

  // The car was taken at the pickup and is parked: only then does a landing text the traveller (docs/decisions/040).
  const parked = await e2eDatabase();
  try {
    await parked.prisma.booking.update({ where: { orderNumber: order.order_number }, data: { serviceStatus: "parked" } });
  } finally {
    await parked.close();
  }
  await boardSaysThenPoll(flight, arrivalDate, { expected: "23:05", status: "LANDED" });
  await page.reload();
  await expect(page.getByTestId("return-flight")).toHaveText(`טיסת חזרה ${flight}: הטיסה נחתה ב-23:05`);

  const db = await e2eDatabase();
  try {
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: order.order_number } });
    const events = await db.prisma.bookingEvent.findMany({ where: { bookingId: booking.id }, orderBy: { id: "asc" } });
    expect(events.map((event) => event.kind)).toEqual(["flight_time_changed", "flight_landed"]);
    const landed = await db.prisma.messageOutbox.findMany({ where: { bookingId: booking.id, kind: "flight_landed" } });
    expect(landed.map((row) => row.channel)).toEqual(["sms"]);
    expect(landed[0]!.text).toContain(`הזמנה ${order.order_number}:`);
  } finally {
    await db.close();
  }
});

test("the order page moves the updates from SMS to e-mail only", async ({ page, request }) => {
  const order = await book(request, { message_channel: "sms" });
  await page.goto(`/order/${order.order_number}?t=${order.token}`);
  const panel = page.getByRole("region", { name: "עדכונים על ההזמנה" });
  await expect(page.getByTestId("message-channel-line")).toHaveText("עדכונים נשלחים ב-SMS למספר 0501234567, וגם באימייל");
  const group = panel.getByRole("group", { name: LEGEND });
  await expect(group.getByRole("radio", { name: "SMS" })).toBeChecked();
  await group.getByRole("radio", { name: "אימייל בלבד" }).check();
  await panel.getByRole("button", { name: "עדכון" }).click();
  await expect(page.getByTestId("message-channel-line")).toHaveText("עדכונים נשלחים באימייל בלבד, לכתובת d***@example.com");
  await expect(page.getByTestId("order-notice")).toHaveText("העדפת העדכונים נשמרה.");
  await expect(panel.getByRole("radio", { name: "אימייל בלבד" })).toBeChecked();
  await expectNoAxeViolations(page);

  const db = await e2eDatabase();
  try {
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: order.order_number } });
    expect(booking.messageChannel).toBe("email");
    expect(await db.prisma.bookingEvent.count({ where: { bookingId: booking.id, kind: "message_channel_changed" } })).toBe(1);
  } finally {
    await db.close();
  }
});
