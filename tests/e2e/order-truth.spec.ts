// The order page tells the truth on a phone (product.md §12, §17): on top, one card
// with what matters now; a cash order whose cash the representative took says cash,
// never card, and owes nothing once the car is back; the condition report sits beside
// the photos; a no-show owes nothing and says what the terms mean and how to book
// again. The crew's moves go through the crew API (its own session); axe on each state.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { createAdminServices } from "@server/services/admin/index.ts";
import { orderStatusCopy } from "@shared/order-status-copy.ts";
import { apiBookingBody, e2eDatabase, movePickup } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.skip(({ isMobile }) => !isMobile, "the traveller reads the order at the terminal, on a phone");

async function expectNoAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`), state).toEqual([]);
}

async function crewSession(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, name: string) {
  const crew = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const db = await e2eDatabase();
  try {
    const { link } = await createAdminServices(db.prisma).crew.add({ name, phone: "0507654321" });
    expect((await crew.post("/api/crew/sign-in", { data: { token: link.token } })).status()).toBe(200);
  } finally {
    await db.close();
  }
  return crew;
}

async function booked(request: APIRequestContext) {
  const res = await request.post("/api/bookings", { data: apiBookingBody({ message_channel: "sms" }) });
  expect(res.status()).toBe(201);
  return (await res.json()) as { order_number: number; token: string };
}

test("a cash order, parked then returned: the card on top says where the car is, cash is cash, nothing is due at the end", async ({ page, request, playwright }) => {
  const order = await booked(request);
  await movePickup(order.order_number, 1);
  const crew = await crewSession(playwright, "יוסי לוי");
  const move = async (action: string, data: object = {}) => expect((await crew.post(`/api/crew/bookings/${order.order_number}/${action}`, { data })).status()).toBe(200);
  await move("pickup", { odometer_km: 61_000, fuel_eighths: 5, keys: 2, damage_notes: "שריטה בפגוש האחורי", cash_collected: 450 });
  await move("parked", { bay: "B7", key_hook: "31" });

  await page.goto(`/order/${order.order_number}?t=${order.token}`);
  const now = page.getByTestId("order-now");
  await expect(now.getByRole("heading", { level: 2 })).toHaveText(orderStatusCopy.withUs.title);
  await expect(now.getByRole("link", { name: /להתקשר אלינו/ })).toHaveAttribute("href", /^tel:/);
  // What matters now is on screen without scrolling.
  await expect(now).toBeInViewport();
  await expect(page.getByTestId("order-paid-cash")).toHaveText("450 ₪");
  await expect(page.getByText("שולם בכרטיס אשראי")).toHaveCount(0);
  await expect(page.getByTestId("order-amount-due")).toHaveCount(0);
  const report = page.getByTestId("handover-pickup-report");
  await expect(report).toContainText("שני מפתחות");
  await expect(report).toContainText("שריטה בפגוש האחורי");
  await expect(page.getByTestId("cancel-closed")).toContainText("אי אפשר לבטל");
  await expect(page.getByTestId("extend-form")).toBeVisible();
  await expectNoAxeViolations(page, "parked");

  await move("returning");
  await move("return", { odometer_km: 61_030, fuel_eighths: 4 });
  await crew.dispose();
  await page.reload();
  await expect(now.getByRole("heading", { level: 2 })).toHaveText(orderStatusCopy.returned.title);
  await expect(page.getByTestId("order-paid-cash")).toHaveText("450 ₪");
  await expect(page.getByTestId("order-amount-due")).toHaveCount(0);
  await expect(page.getByTestId("extend-form")).toHaveCount(0);
  await expectNoAxeViolations(page, "returned");
});

test("a no-show: nothing to pay, what the terms mean, and a way to book again", async ({ page, request, playwright }) => {
  const order = await booked(request);
  // The pickup was due an hour ago.
  await movePickup(order.order_number, -1);
  const crew = await crewSession(playwright, "דנה כהן");
  expect((await crew.post(`/api/crew/bookings/${order.order_number}/no-show`, { data: {} })).status()).toBe(200);
  await crew.dispose();

  await page.goto(`/order/${order.order_number}?t=${order.token}`);
  const now = page.getByTestId("order-now");
  await expect(now.getByRole("heading", { level: 2 })).toHaveText(orderStatusCopy.noShow.title);
  await expect(now).toContainText("אין מה לשלם");
  await expect(page.getByTestId("order-amount-due")).toHaveCount(0);
  await now.getByRole("link", { name: orderStatusCopy.noShow.rebookLink }).click();
  await expect(page).toHaveURL(/\/booking$/);
});

test("before the pickup: when and where, the flight followed on its day, and the change form behind its button", async ({ page, request }) => {
  const order = await booked(request);
  await page.goto(`/order/${order.order_number}?t=${order.token}`);
  const now = page.getByTestId("order-now");
  await expect(now.getByRole("heading", { level: 2 })).toContainText("מסירת הרכב:");
  await expect(now.getByTestId("return-flight")).toContainText("נעקוב אחרי הטיסה");
  await expect(page.getByRole("group", { name: "החזרת הרכב (נחיתה)" })).toHaveCount(0);
  await page.getByRole("button", { name: "לשינוי ההזמנה" }).click();
  await expect(page.getByRole("group", { name: "החזרת הרכב (נחיתה)" })).toBeVisible();
  await expectNoAxeViolations(page, "the change form open");
  await page.getByRole("button", { name: "סגירה בלי שינוי" }).click();
  await expect(page.getByRole("group", { name: "החזרת הרכב (נחיתה)" })).toHaveCount(0);
});
