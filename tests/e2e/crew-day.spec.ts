// A representative's day on a phone (product.md §17, docs/decisions/031): signed in from the one-time link
// `valet crew add` prints (the CLI run as its own process), the crew page lists the
// booking as a work list (next up; pickups, returns and done as tabs); they record
// the pickup with the four sides photographed (the send button naming the sides
// still missing) and part of the cash, park the car, set out (far from the planned
// return: the page asks first, and records it once confirmed), and record the
// return with the rest of the cash, with the km driven; the card's cash box says
// what was taken and what remains, then paid.
// "The traveller did not come" is not offered before the planned pickup time, and
// asks once more before it is recorded (docs/decisions/037).
// axe on every state. A revoked representative then finds only the not-found page.
// Fixture photos are made with sharp (small JPEGs, crew-helpers.ts), fed to the camera inputs.
import type { Page } from "@playwright/test";
import { crewMessages } from "@shared/messages/crew.ts";
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { e2eDatabase } from "./booking-helpers.ts";
import { axeViolations, bookingForToday, newRepresentative, photo } from "./crew-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.skip(({ isMobile }) => !isMobile, "the crew page's journey is on a phone");

/** The forms' chunk is on the phone (fetched once the page is idle), before the connection goes. */
async function formsFetched(page: Page) {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("MoveForms")))).toBe(true);
}

test("a pickup with four photos and part of the cash, parked, on the way, returned with the rest; then a revoked link is the not-found page", async ({ page, request, consoleErrors }) => {
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
  const tab = (name: "pickup" | "return" | "done") => page.getByRole("tab", { name: new RegExp(`^${copy.tabs[name](0).replace(/ \(0\)$/, "")}`) });
  await expect(tab("pickup")).toHaveAttribute("aria-selected", "true");
  await expect(pickupCard).toContainText("מיכל אברהם");
  await expect(pickupCard).toContainText("12-345-67");
  const due = Number((await pickupCard.getByTestId("crew-cash").textContent())!.replace(/\D/g, ""));
  expect(due).toBeGreaterThan(100);
  await expect(pickupCard.getByTestId("crew-cash")).toHaveText(copy.cash.toCollect(due));
  await expect(pickupCard.getByRole("link", { name: new RegExp(`^${copy.call}`) })).toHaveAttribute("href", "tel:0501234567");
  await expect(pickupCard.getByRole("link", { name: copy.whatsapp })).toHaveAttribute("href", "https://wa.me/972501234567");
  // The pickup is an hour away: no "did not come" yet (the server would refuse it).
  await expect(pickupCard.getByRole("button", { name: copy.actions.pickup })).toBeVisible();
  await expect(pickupCard.getByRole("button", { name: copy.actions.noShow })).toHaveCount(0);
  expect(await axeViolations(page), "the list").toEqual([]);

  // Received the car: the form, its photos, and nothing sent until the four sides are taken.
  await pickupCard.getByRole("button", { name: copy.actions.pickup }).click();
  await expect(page.getByRole("heading", { name: copy.form.pickupTitle("12-345-67") })).toBeVisible();
  const send = page.getByRole("button", { name: copy.form.send });
  await expect(send).toBeDisabled();
  await expect(send).toContainText(copy.form.missing(["חזית", "אחור", "צד ימין", "צד שמאל"]));
  expect(await axeViolations(page), "the pickup form").toEqual([]);
  const sides = ["front", "back", "right", "left"] as const;
  const colours: Array<[number, number, number]> = [[200, 30, 30], [30, 200, 30], [30, 30, 200], [200, 200, 30]];
  for (const [index, side] of sides.entries()) {
    await page.getByTestId(`photo-${copy.form.sides[side]}`).setInputFiles(await photo(side, colours[index]!));
    await expect(page.getByRole("img", { name: copy.form.sides[side] })).toBeVisible();
    // The disabled button names what is still missing, as the sides are taken.
    if (index === 1) await expect(send).toContainText("חסרות: צד ימין, צד שמאל");
  }
  await page.getByLabel(copy.form.odometer).fill("48210");
  await page.getByLabel(copy.form.fuel).selectOption("5");
  await page.getByLabel(copy.form.keys).fill("2");
  await page.getByLabel(copy.form.damage).fill("שריטה קטנה בפגוש האחורי");
  await expect(page.getByText(copy.form.cashDue(due))).toBeVisible();
  await page.getByLabel(copy.form.cash).fill("100");
  await expect(send).toBeEnabled();
  await expect(send).not.toContainText("חסרות");
  await send.click();

  await expect(pickupCard.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.picked_up);
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0, { timeout: 15_000 });
  // The cash box, from the server's answer: what was taken and what remains.
  await expect(pickupCard.getByTestId("crew-cash")).toHaveText(`נגבו 100 ₪, נותרו לגבות ${(due - 100).toLocaleString("en-US")} ₪`);
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
  // Parked, the pickup's work is done: its card is on the done tab, collapsed; the return's is the work now.
  await expect(pickupCard).toHaveCount(0);
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  await tab("done").click();
  await expect(pickupCard.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.parked);
  await expect(pickupCard.getByRole("button", { name: copy.actions.returning })).toBeHidden();
  await tab("return").click();
  await expect(returnCard).toContainText(copy.parkedAt("B-12", "7"));
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
  await expect(page.getByRole("heading", { name: copy.form.returnTitle("12-345-67") })).toBeVisible();
  await page.getByLabel(copy.form.odometer).fill("48300");
  await expect(page.getByText(copy.form.kmDriven(90))).toBeVisible();
  await page.getByLabel(copy.form.fuel).selectOption("4");
  await expect(page.getByText(copy.form.cashDue(due - 100))).toBeVisible();
  await page.getByLabel(copy.form.cash).fill(String(due - 100));
  expect(await axeViolations(page), "the return form").toEqual([]);
  await page.getByRole("button", { name: copy.form.send }).click();
  await expect(returnCard).toHaveCount(0);
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  await tab("done").click();
  await expect(returnCard.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.returned);
  await returnCard.locator("summary").click();
  await expect(returnCard.getByTestId("crew-km")).toContainText(copy.form.kmDriven(90));
  // All taken: paid, and what was taken.
  await expect(returnCard.getByTestId("crew-cash")).toHaveText(`שולם: נגבו ${due.toLocaleString("en-US")} ₪ במזומן`);
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
  // The pickup was due an hour ago: the traveller did not come.
  const orderNumber = await bookingForToday(request, -1);
  const representative = await newRepresentative("נציגה במסוף");
  await page.goto(representative.link);
  await page.getByRole("button", { name: crewMessages.signInButton }).click();
  const card = page.getByTestId(`crew-entry-pickup-${orderNumber}`);
  await expect(card).toBeVisible();
  // The forms and the outbox are fetched once the page is idle, before the connection goes.
  await page.waitForLoadState("networkidle");
  await formsFetched(page);

  await context.setOffline(true);
  await card.getByRole("button", { name: copy.actions.noShow }).click();
  // A second tap: nothing is queued until it is confirmed.
  const dialog = page.getByRole("dialog", { name: copy.confirmNoShow.title });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  expect(await axeViolations(page), "the no-show question").toEqual([]);
  await dialog.getByRole("button", { name: copy.confirmNoShow.yes }).click();
  await expect(dialog).toHaveCount(0);
  // Nothing more to do on it: the card is on the done tab, waiting to be sent, and says no cash.
  await page.getByRole("tab", { name: /^בוצעו/ }).click();
  await expect(card.getByTestId("crew-status")).toContainText(serviceMessages.statusLabels.no_show);
  await expect(card.getByTestId("crew-status")).toContainText(copy.pendingMark);
  const outbox = page.getByTestId("crew-outbox");
  await expect(outbox.getByRole("heading")).toHaveText(copy.outbox.title(1));
  expect(await axeViolations(page), "waiting to be sent").toEqual([]);

  await context.setOffline(false);
  await expect(outbox).toHaveCount(0, { timeout: 15_000 });
  await expect(card.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.no_show);
  await card.locator("summary").click();
  await expect(card.getByTestId("crew-cash")).toHaveCount(0);
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
  await formsFetched(page);

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
