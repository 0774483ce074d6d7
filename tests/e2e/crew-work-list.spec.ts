// The crew page ready for the kerb (product.md §17, docs/decisions/031), on a phone with axe
// on every state: a return the server refuses (its odometer below the pickup's) opens
// its form again, filled, with the server's Hebrew reason under the field, and nothing
// is left in the not-sent list; corrected, it is recorded. The work list: what comes
// next, pickups, returns and done as tabs, a return waiting for its pickup with no
// pickup buttons, done cards collapsed, a search by plate or order number, plates as
// painted. An electric car known from its booking starts on the battery and stays
// there as photos are added; an extra photo can be removed before sending.
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { e2eDatabase } from "./booking-helpers.ts";
import { axeViolations, bookingForToday, expectRefusalsLogged, photo, signedIn } from "./crew-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.skip(({ isMobile }) => !isMobile, "the crew page's journeys are on a phone");

const SIDES = ["front", "back", "right", "left"] as const;

test("a return refused for its odometer opens again with the server's reason on the field; corrected, it is sent and nothing waits", async ({ page, request, consoleErrors }) => {
  test.setTimeout(60_000);
  // Picked up at 61,000 km by another phone: this one does not know the reading. (Times
  // within the next hours stay on the manifest's days whatever the hour the test runs.)
  const orderNumber = await bookingForToday(request, 0.25, {}, 1);
  await signedIn(page, "נציגה בהחזרות");
  for (const [step, data] of [["pickup", { odometer_km: 61_000, fuel_eighths: 5, keys: 2 }], ["parked", { bay: "A-4", key_hook: "9" }], ["returning", {}]] as const) {
    expect((await page.request.post(`/api/crew/bookings/${orderNumber}/${step}`, { data })).status()).toBe(200);
  }
  await page.reload();
  await page.getByRole("tab", { name: /^החזרות/ }).click();
  const card = page.getByTestId(`crew-entry-return-${orderNumber}`);
  await expect(card.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.returning);

  await card.getByRole("button", { name: copy.actions.return }).click();
  await page.getByLabel(copy.form.odometer).fill("60990");
  await page.getByLabel(copy.form.fuel).selectOption("4");
  await page.getByRole("button", { name: copy.form.send }).click();

  // The server's own words, under the field, naming the pickup's reading; what was typed is still there.
  const reason = "מד הקילומטרים נמוך מקריאת האיסוף, 61,000 ק״מ. בדקו את המד והקלידו שוב.";
  const odometer = page.getByLabel(copy.form.odometer);
  await expect(page.getByRole("heading", { name: copy.form.returnTitle("12-345-67") })).toBeVisible();
  await expect(odometer).toHaveValue("60990");
  await expect(odometer).toHaveAttribute("aria-invalid", "true");
  await expect(odometer).toHaveAccessibleDescription(reason);
  await expect(odometer).toBeFocused();
  await expect(page.getByLabel(copy.form.fuel)).toHaveValue("4");
  await expect(page.getByTestId("crew-form-refusal")).toHaveText(copy.form.refused("יש לתקן את השדות המסומנים ולנסות שוב"));
  // Refused is not "not sent": the list has nothing to send again.
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  expect(await axeViolations(page), "the refused return").toEqual([]);

  // A reload keeps the refused form, filled.
  await page.reload();
  await expect(page.getByLabel(copy.form.odometer)).toHaveValue("60990");
  await expect(page.getByLabel(copy.form.odometer)).toHaveAccessibleDescription(reason);

  await page.getByLabel(copy.form.odometer).fill("61040");
  await page.getByRole("button", { name: copy.form.send }).click();
  await page.getByRole("tab", { name: /^בוצעו/ }).click();
  await expect(card.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.returned);
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  await expect(page.getByTestId("crew-refused")).toHaveCount(0);
  await card.locator("summary").click();
  await expect(card.getByTestId("crew-km")).toContainText(copy.form.kmDriven(40));
  // Nothing comes back after a reload: the refusal went with the corrected return.
  await page.reload();
  await expect(page.getByRole("heading", { name: copy.title })).toBeVisible();
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0);
  expect(await axeViolations(page), "returned").toEqual([]);

  const db = await e2eDatabase();
  const stored = await db.prisma.booking
    .findUniqueOrThrow({ where: { orderNumber }, include: { handovers: true } })
    .then((booking) => booking.handovers.map((handover) => [handover.stage, handover.odometerKm]).sort())
    .finally(() => db.close());
  expect(stored).toEqual([["pickup", 61_000], ["return", 61_040]]);
  expectRefusalsLogged(consoleErrors, 422);
});

test("the work list: next up, pickups, returns and done as tabs, a return waiting for its pickup, a search by plate", async ({ page, request }) => {
  test.setTimeout(60_000);
  // In an hour, a seven-digit plate; in half an hour, an eight-digit one already collected (early) and parked.
  const first = await bookingForToday(request, 1, { license_number: "1234567", full_name: "דנה לוי" }, 20);
  const second = await bookingForToday(request, 0.5, { license_number: "12345678", full_name: "אבי כהן" }, 3);
  await signedIn(page, "נציג המשמרת");
  for (const [step, data] of [["pickup", { odometer_km: 20_000, fuel_eighths: 6, keys: 1 }], ["parked", { bay: "D-1", key_hook: "3" }]] as const) {
    expect((await page.request.post(`/api/crew/bookings/${second}/${step}`, { data })).status()).toBe(200);
  }
  await page.reload();

  // Other journeys' bookings share the day: this one looks at its own two cars.
  const tabs = page.getByRole("tablist", { name: copy.tabs.label });
  const tab = (name: "pickup" | "return" | "done") => tabs.getByRole("tab", { name: new RegExp(`^${copy.tabs[name](0).replace(/ \(0\)$/, "")} \\(\\d+\\)$`) });
  await expect(tab("pickup")).toHaveAttribute("aria-selected", "true");
  expect(await axeViolations(page), "the work list").toEqual([]);

  // Pickups: the car still to collect, not the one already parked.
  await expect(page.getByTestId(`crew-entry-pickup-${first}`).getByRole("button", { name: copy.actions.pickup })).toBeVisible();
  await expect(page.getByTestId(`crew-entry-pickup-${first}`)).toContainText("12-345-67");
  await expect(page.getByTestId(`crew-entry-pickup-${second}`)).toHaveCount(0);
  await expect(page.getByTestId(`crew-entry-return-${first}`)).toHaveCount(0);

  // Returns: the parked car to bring back, and the first car's return, waiting for its pickup, offering nothing.
  await tab("return").click();
  await expect(tab("return")).toHaveAttribute("aria-selected", "true");
  const waiting = page.getByTestId(`crew-entry-return-${first}`);
  await expect(waiting.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.booked);
  await waiting.locator("summary").click();
  await expect(waiting.getByTestId("crew-waiting")).toHaveText(copy.waitingForPickup);
  await expect(waiting.getByRole("button", { name: copy.actions.pickup })).toHaveCount(0);
  await expect(waiting.getByRole("button", { name: copy.actions.noShow })).toHaveCount(0);
  const parked = page.getByTestId(`crew-entry-return-${second}`);
  await expect(parked).toContainText("123-45-678");
  await expect(parked.getByRole("button", { name: copy.actions.returning })).toBeVisible();
  await expect(page.getByTestId(`crew-entry-pickup-${first}`)).toHaveCount(0);
  expect(await axeViolations(page), "the returns").toEqual([]);

  // Done: the parked car's pickup, one line, its details a tap away.
  await tab("done").click();
  const done = page.getByTestId(`crew-entry-pickup-${second}`);
  await expect(done.locator("summary")).toContainText("123-45-678");
  await expect(done.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.parked);
  await expect(done.getByText("אבי כהן")).toBeHidden();
  await done.locator("summary").click();
  await expect(done.getByText("אבי כהן")).toBeVisible();
  await expect(page.getByTestId(`crew-entry-return-${second}`)).toHaveCount(0);

  // A search by the plate as painted, or part of it, across the tabs; by the order number.
  const cards = page.getByTestId(/^crew-entry-/);
  const search = page.getByLabel(copy.search.label);
  await search.fill("45-678");
  await expect(page.getByText(copy.search.found(2))).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId(`crew-entry-pickup-${second}`)).toBeVisible();
  await expect(page.getByTestId(`crew-entry-return-${second}`)).toBeVisible();
  await search.fill(String(first));
  await expect(page.getByTestId(`crew-entry-pickup-${first}`)).toBeVisible();
  await expect(page.getByTestId(`crew-entry-return-${first}`)).toBeVisible();
  await expect(page.getByTestId(`crew-entry-pickup-${second}`)).toHaveCount(0);
  await search.fill("0000");
  await expect(page.getByText(copy.search.found(0))).toBeVisible();
  await expect(cards).toHaveCount(0);
  expect(await axeViolations(page), "the search").toEqual([]);
  await search.fill("");

  // Next up: the first card still to do (whoever's it is), its plate as painted; "to the card" opens its tab and focuses it.
  const next = page.getByTestId("crew-next");
  const plate = (await next.locator("bdi").textContent())!;
  expect(plate).toMatch(/^(\d{2}-\d{3}-\d{2}|\d{3}-\d{2}-\d{3})$/);
  await expect(next).toContainText(/נותר/);
  await next.getByRole("button", { name: copy.nextUp.show }).click();
  const focused = page.locator("h3:focus");
  await expect(focused).toHaveCount(1);
  await expect(page.locator("li", { has: focused })).toContainText(plate);
  await expect(tab("done")).toHaveAttribute("aria-selected", "false");
});

test("an electric car known from its booking stays on the battery as photos are added; an extra photo is removed before sending", async ({ page, request }) => {
  test.setTimeout(60_000);
  // A Tesla, and no charging extra: the model says it.
  const orderNumber = await bookingForToday(request, 1, { car_manufacturer: "טסלה", car_model: "Model 3", additional_services: [] });
  await signedIn(page, "נציג הטעינה");
  await page.getByTestId(`crew-entry-pickup-${orderNumber}`).getByRole("button", { name: copy.actions.pickup }).click();

  const battery = page.getByRole("radio", { name: copy.form.electric });
  await expect(battery).toBeChecked();
  await expect(page.getByText(copy.form.electricFromBooking)).toBeVisible();
  await expect(page.getByLabel(copy.form.battery)).toBeVisible();
  await expect(page.getByLabel(copy.form.fuel)).toHaveCount(0);
  const send = page.getByRole("button", { name: copy.form.send });
  await expect(send).toContainText(copy.form.missing(["חזית", "אחור", "צד ימין", "צד שמאל"]));

  for (const [index, side] of SIDES.entries()) {
    await page.getByTestId(`photo-${copy.form.sides[side]}`).setInputFiles(await photo(side, [40 * index, 90, 90]));
    await expect(page.getByRole("img", { name: copy.form.sides[side] })).toBeVisible();
    await expect(battery).toBeChecked();
  }
  // A stray tap on the chosen option changes nothing.
  await battery.click();
  await expect(battery).toBeChecked();
  for (const rgb of [[10, 10, 10], [200, 100, 0]] as Array<[number, number, number]>) {
    await page.getByTestId(`photo-${copy.form.extra}`).setInputFiles(await photo("extra", rgb));
  }
  await expect(page.getByTestId("crew-extra-count")).toHaveText(copy.form.extraCount(2));
  await expect(page.getByRole("img", { name: copy.form.extraAlt(2) })).toBeVisible();
  await expect(battery).toBeChecked();
  expect(await axeViolations(page), "the form with its photos").toEqual([]);

  // The first extra photo, taken by mistake, removed before sending.
  await page.getByRole("button", { name: copy.form.removeExtra(1) }).click();
  await expect(page.getByTestId("crew-extra-count")).toHaveText(copy.form.extraCount(1));
  await expect(page.getByRole("img", { name: copy.form.extraAlt(2) })).toHaveCount(0);

  await page.getByLabel(copy.form.odometer).fill("30500");
  await page.getByLabel(copy.form.battery).fill("80");
  await page.getByLabel(copy.form.keys).fill("1");
  await expect(send).not.toContainText("חסרות");
  await send.click();
  const card = page.getByTestId(`crew-entry-pickup-${orderNumber}`);
  await expect(card.getByTestId("crew-status")).toHaveText(serviceMessages.statusLabels.picked_up);
  await expect(page.getByTestId("crew-outbox")).toHaveCount(0, { timeout: 15_000 });

  const db = await e2eDatabase();
  const stored = await db.prisma.booking
    .findUniqueOrThrow({ where: { orderNumber }, include: { handovers: true } })
    .then(async (booking) => ({
      gauge: booking.handovers.map((handover) => [handover.batteryPercent, handover.fuelEighths]),
      photos: await db.prisma.handoverPhoto.count({ where: { bookingId: booking.id, stage: "pickup" } }),
    }))
    .finally(() => db.close());
  // The four sides and the one extra photo kept.
  expect(stored).toEqual({ gauge: [[80, null]], photos: 5 });
});
