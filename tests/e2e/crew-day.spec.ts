// A representative's day on a phone (product.md §17, docs/decisions/031): signed in from the one-time link
// `valet crew add` prints (the CLI run as its own process), the crew page lists the
// booking; they record the pickup with the four sides
// photographed, park the car, set out (far from the planned return: the page asks
// first, and records it once confirmed), and record the return, with the km driven.
// axe on every state. A revoked representative then finds only the not-found page.
// Fixture photos are generated here with sharp (small JPEGs), fed to the camera inputs.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { crewMessages } from "@shared/crew-messages.ts";
import { crewPageMessages as copy } from "@shared/crew-page-messages.ts";
import { serviceMessages } from "@shared/service-messages.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";
import { apiBookingBody, e2eDatabase } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.skip(({ isMobile }) => !isMobile, "the crew page's journey is on a phone");

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/** A small camera-like JPEG of one colour. */
function photo(name: string, rgb: [number, number, number]) {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((buffer) => ({ name: `${name}.jpg`, mimeType: "image/jpeg", buffer }));
}

/** A booking whose pickup is in an hour and whose return is 20 hours away (far from now: the page asks). */
async function bookingForToday(request: import("@playwright/test").APIRequestContext): Promise<number> {
  const res = await request.post("/api/bookings", { data: apiBookingBody({ full_name: "מיכל אברהם", additional_services: ["car_wash"] }) });
  expect(res.status()).toBe(201);
  const { order_number: orderNumber } = (await res.json()) as { order_number: number };
  const db = await e2eDatabase();
  try {
    const hour = 3_600_000;
    await db.prisma.booking.update({
      where: { orderNumber },
      data: { departureAt: new Date(Date.now() + hour), arrivalAt: new Date(Date.now() + 20 * hour) },
    });
  } finally {
    await db.close();
  }
  return orderNumber;
}

/** The operator CLI against the journey's server (its database's socket, its public address). */
async function valet(...args: string[]): Promise<unknown> {
  const result = await runCliProcess([...args, "--json"], {
    DATA_DIR: process.env.E2E_DATA_DIR!,
    PUBLIC_BASE_URL: String(test.info().project.use.baseURL),
  });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
}

/** A new representative and the link `valet crew add` prints for their phone. */
async function newRepresentative(name: string) {
  const added = (await valet("crew", "add", name, "--phone", "0507654321")) as { id: number; link: string };
  expect(added.link).toMatch(/\/crew\/sign-in\/[\w-]+$/);
  return { link: added.link, revoke: () => valet("crew", "revoke", String(added.id), "--yes") };
}

test("a pickup with four photos, parked, on the way, returned; then a revoked link is the not-found page", async ({ page, request, consoleErrors }) => {
  test.setTimeout(90_000);
  const orderNumber = await bookingForToday(request);
  const name = "יוסי הנציג";
  const representative = await newRepresentative(name);

  await page.goto(representative.link);
  await page.getByRole("button", { name: crewMessages.signInButton }).click();
  await expect(page).toHaveURL(/\/crew$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(crewMessages.greeting(name));
  const pickupCard = page.getByTestId(`crew-entry-pickup-${orderNumber}`);
  const returnCard = page.getByTestId(`crew-entry-return-${orderNumber}`);
  await expect(pickupCard).toContainText("מיכל אברהם");
  await expect(pickupCard.getByRole("link", { name: new RegExp(`^${copy.call}`) })).toHaveAttribute("href", "tel:0501234567");
  await expect(pickupCard.getByRole("link", { name: copy.whatsapp })).toHaveAttribute("href", "https://wa.me/972501234567");
  expect(await axeViolations(page), "the list").toEqual([]);

  // Received the car: the form, its photos, and nothing sent until the four sides are taken.
  await pickupCard.getByRole("button", { name: copy.actions.pickup }).click();
  await expect(page.getByRole("heading", { name: copy.form.pickupTitle("1234567") })).toBeVisible();
  const send = page.getByRole("button", { name: copy.form.send });
  await expect(send).toBeDisabled();
  expect(await axeViolations(page), "the pickup form").toEqual([]);
  const sides = ["front", "back", "right", "left"] as const;
  const colours: Array<[number, number, number]> = [[200, 30, 30], [30, 200, 30], [30, 30, 200], [200, 200, 30]];
  for (const [index, side] of sides.entries()) {
    await page.getByTestId(`photo-${copy.form.sides[side]}`).setInputFiles(await photo(side, colours[index]!));
    await expect(page.getByRole("img", { name: copy.form.sides[side] })).toBeVisible();
  }
  await page.getByLabel(copy.form.odometer).fill("48210");
  await page.getByLabel(copy.form.fuel).selectOption("5");
  await page.getByLabel(copy.form.keys).fill("2");
  await page.getByLabel(copy.form.damage).fill("שריטה קטנה בפגוש האחורי");
  await expect(send).toBeEnabled();
  await send.click();

  await expect(pickupCard.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.picked_up);
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0, { timeout: 15_000 });
  expect(await axeViolations(page), "after the pickup").toEqual([]);

  // Parked.
  await pickupCard.getByRole("button", { name: copy.actions.parked }).click();
  // Sent empty: the API's own Hebrew messages, the first field focused.
  await page.getByRole("button", { name: copy.form.send }).click();
  await expect(page.getByText(serviceMessages.fields.bayRequired)).toBeVisible();
  await expect(page.getByText(serviceMessages.fields.keyHookRequired)).toBeVisible();
  await expect(page.getByLabel(copy.form.bay)).toBeFocused();
  expect(await axeViolations(page), "the parked form's errors").toEqual([]);
  await page.getByLabel(copy.form.bay).fill("B-12");
  await page.getByLabel(copy.form.keyHook).fill("7");
  await page.getByRole("button", { name: copy.form.send }).click();
  await expect(pickupCard).toContainText(copy.parkedAt("B-12", "7"));
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  expect(await axeViolations(page), "parked").toEqual([]);

  // On the way, 20 hours before the planned return: asked first, never refused.
  await returnCard.getByRole("button", { name: copy.actions.returning }).click();
  const confirm = page.getByRole("dialog", { name: copy.confirm.title });
  await expect(confirm).toBeVisible();
  expect(await axeViolations(page), "the confirmation").toEqual([]);
  await confirm.getByRole("button", { name: copy.confirm.yes }).click();
  await expect(returnCard.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.returning);
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  expect(await axeViolations(page), "on the way").toEqual([]);

  // Returned: the km driven, more than the terms allow flagged.
  await returnCard.getByRole("button", { name: copy.actions.return }).click();
  await page.getByRole("dialog", { name: copy.confirm.title }).getByRole("button", { name: copy.confirm.yes }).click();
  await expect(page.getByRole("heading", { name: copy.form.returnTitle("1234567") })).toBeVisible();
  await page.getByLabel(copy.form.odometer).fill("48300");
  await expect(page.getByText(copy.form.kmDriven(90))).toBeVisible();
  await page.getByLabel(copy.form.fuel).selectOption("4");
  expect(await axeViolations(page), "the return form").toEqual([]);
  await page.getByRole("button", { name: copy.form.send }).click();
  await expect(returnCard.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.returned);
  await expect(returnCard.getByTestId("crew-km")).toContainText(copy.form.kmDriven(90));
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  expect(await axeViolations(page), "returned").toEqual([]);

  // The server has every record and photo.
  const db = await e2eDatabase();
  const stored = await db.prisma.booking
    .findUniqueOrThrow({ where: { orderNumber } })
    .then(async (booking) => ({ status: booking.serviceStatus, photos: await db.prisma.handoverPhoto.count({ where: { bookingId: booking.id, stage: "pickup" } }) }))
    .finally(() => db.close());
  expect(stored).toEqual({ status: "returned", photos: 4 });

  // Revoked: the next load is the site's not-found page.
  await representative.revoke();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("הדף לא נמצא");
  const at = consoleErrors.findIndex((text) => text.includes("status of 404"));
  expect(at, "the page's 404").toBeGreaterThanOrEqual(0);
  consoleErrors.splice(at, 1);
});

test("offline at the terminal: the move waits in the list, marked, and is sent when the phone is back online", async ({ page, context, request, consoleErrors }) => {
  const orderNumber = await bookingForToday(request);
  const representative = await newRepresentative("נציגה במסוף");
  await page.goto(representative.link);
  await page.getByRole("button", { name: crewMessages.signInButton }).click();
  const card = page.getByTestId(`crew-entry-pickup-${orderNumber}`);
  await expect(card).toBeVisible();
  // The forms and the outbox are fetched once the page is idle, before the connection goes.
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await card.getByRole("button", { name: copy.actions.noShow }).click();
  await expect(card.getByTestId("crew-status")).toContainText(serviceMessages.statusLabels.no_show);
  await expect(card.getByTestId("crew-status")).toContainText(copy.pendingMark);
  const outbox = page.getByTestId("crew-outbox");
  await expect(outbox.getByRole("heading")).toHaveText(copy.outbox.title(1));
  expect(await axeViolations(page), "waiting to be sent").toEqual([]);

  await context.setOffline(false);
  await expect(outbox).toHaveCount(0, { timeout: 15_000 });
  await expect(card.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.no_show);
  const db = await e2eDatabase();
  const events = await db.prisma.booking
    .findUniqueOrThrow({ where: { orderNumber } })
    .then((booking) => db.prisma.serviceEvent.count({ where: { bookingId: booking.id } }))
    .finally(() => db.close());
  expect(events).toBe(1);
  // The browser reports each request that found no connection: those were expected.
  const offline = consoleErrors.filter((text) => text.includes("ERR_INTERNET_DISCONNECTED"));
  expect(offline.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !offline.includes(text)));
});

test("a pickup recorded offline survives a reload: its photos and the move are sent once the phone is online", async ({ page, context, request, consoleErrors }) => {
  const orderNumber = await bookingForToday(request);
  const representative = await newRepresentative("נציג בחניון");
  await page.goto(representative.link);
  await page.getByRole("button", { name: crewMessages.signInButton }).click();
  const card = page.getByTestId(`crew-entry-pickup-${orderNumber}`);
  await expect(card).toBeVisible();
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await card.getByRole("button", { name: copy.actions.pickup }).click();
  for (const side of ["front", "back", "right", "left"] as const) {
    await page.getByTestId(`photo-${copy.form.sides[side]}`).setInputFiles(await photo(side, [90, 90, 90]));
    await expect(page.getByRole("img", { name: copy.form.sides[side] })).toBeVisible();
  }
  await page.getByLabel(copy.form.odometer).fill("1500");
  await page.getByLabel(copy.form.fuel).selectOption("8");
  await page.getByLabel(copy.form.keys).fill("1");
  await page.getByRole("button", { name: copy.form.send }).click();
  await expect(page.getByTestId("crew-outbox").getByRole("heading")).toHaveText(copy.outbox.title(5));

  // The page is loaded again while the crew API is still out of reach: the five items are still there.
  const unreachable = "**/api/crew/bookings/**";
  await context.route(unreachable, (route) => route.abort("internetdisconnected"));
  await context.setOffline(false);
  await page.reload();
  const outbox = page.getByTestId("crew-outbox");
  await expect(outbox.getByRole("heading")).toHaveText(copy.outbox.title(5));
  await expect(card.getByTestId("crew-status")).toContainText(copy.pendingMark);

  // Reachable again: the retry button sends them now.
  await context.unroute(unreachable);
  await outbox.getByRole("button", { name: copy.outbox.retry }).click();
  await expect(outbox).toHaveCount(0, { timeout: 15_000 });
  await expect(card.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.picked_up);
  const db = await e2eDatabase();
  const stored = await db.prisma.booking
    .findUniqueOrThrow({ where: { orderNumber } })
    .then(async (booking) => ({ status: booking.serviceStatus, photos: await db.prisma.handoverPhoto.count({ where: { bookingId: booking.id } }) }))
    .finally(() => db.close());
  expect(stored).toEqual({ status: "picked_up", photos: 4 });
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("ERR_INTERNET_DISCONNECTED")));
});
