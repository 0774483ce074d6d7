// The crew page's journeys' shared steps (product.md §17, docs/decisions/031): axe, camera-like
// photos made with sharp, bookings moved to today, the operator's CLI against the
// journey's server, and a representative signed in on the page's phone.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { crewMessages } from "@shared/messages/crew.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";
import { apiBookingBody, e2eDatabase } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/** A small camera-like JPEG of one colour. */
export function photo(name: string, rgb: [number, number, number]) {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((buffer) => ({ name: `${name}.jpg`, mimeType: "image/jpeg", buffer }));
}

/**
 * A booking whose pickup is in an hour (or `pickupInHours`) and whose return is 20 hours
 * away (far from now: the page asks), with the booking form's fields as `overrides`.
 */
export async function bookingForToday(request: APIRequestContext, pickupInHours = 1, overrides: Record<string, unknown> = {}, returnInHours = 20): Promise<number> {
  const res = await request.post("/api/bookings", { data: apiBookingBody({ full_name: "מיכל אברהם", additional_services: ["car_wash"], ...overrides }) });
  expect(res.status()).toBe(201);
  const { order_number: orderNumber } = (await res.json()) as { order_number: number };
  const db = await e2eDatabase();
  try {
    const hour = 3_600_000;
    await db.prisma.booking.update({
      where: { orderNumber },
      data: { departureAt: new Date(Date.now() + pickupInHours * hour), arrivalAt: new Date(Date.now() + returnInHours * hour) },
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
export async function newRepresentative(name: string) {
  const added = (await valet("crew", "add", name, "--phone", "0507654321")) as { id: number; link: string };
  expect(added.link).toMatch(/\/crew\/sign-in\/[\w-]+$/);
  return { link: added.link, revoke: () => valet("crew", "revoke", String(added.id), "--yes") };
}

/** A representative signed in on this page's phone, on the crew page. */
export async function signedIn(page: Page, name: string) {
  const representative = await newRepresentative(name);
  await page.goto(representative.link);
  await page.getByRole("button", { name: crewMessages.signInButton }).click();
  await expect(page).toHaveURL(/\/crew$/);
  return representative;
}

/** Drops the browser's own report of each answer the journey expected to be refused. */
export function expectRefusalsLogged(consoleErrors: string[], status: number, count = 1): void {
  const logged = consoleErrors.filter((text) => text.includes(`status of ${status}`));
  expect(logged, `the page's ${status}`).toHaveLength(count);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !logged.includes(text)));
}
