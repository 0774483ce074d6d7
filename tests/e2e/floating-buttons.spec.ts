// On a phone the floating WhatsApp and accessibility buttons
// never cover an interactive control of an application page (docs/decisions/020).
// Two checks in every state: each floating button that shows is the element at
// its own centre (nothing covers it), and no part of any control (a frame
// included: its content is out of the page's reach) is under a floating button.
import type { Page } from "@playwright/test";
import { messages } from "@shared/messages/index.ts";
import { expect, test } from "./fixtures.ts";
import { fillBooking } from "./booking-helpers.ts";
import { gotoHydrated } from "./chrome-helpers.ts";
import { FLOATING_BUTTONS } from "~/lib/floating-clearance.ts";

interface Coverage {
  floating: number;
  hiddenButtonsCovered: string[];
  coveredControls: string[];
}

/** Runs in the page: what a tap at each floating button reaches, and which controls the buttons overlap. */
function measure(selector: string): Coverage {
  const CONTROLS = "button, a[href], input, select, textarea, summary, [role=button], iframe";
  const floating = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    const style = getComputedStyle(el);
    return el.getBoundingClientRect().width > 0 && style.visibility !== "hidden" && style.pointerEvents !== "none" && Number(style.opacity) > 0;
  });
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}[${(el.getAttribute("aria-label") ?? el.getAttribute("title") ?? el.textContent ?? "").trim().slice(0, 40)}]`;
  const hiddenButtonsCovered: string[] = [];
  for (const button of floating) {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !button.contains(hit)) hiddenButtonsCovered.push(`${name(button)} under ${hit ? name(hit) : "nothing"}`);
  }
  // A control counts as covered when a floating button overlaps any part of it, not only
  // its centre: a calendar day half under the WhatsApp button was the reported tap.
  const coveredControls: string[] = [];
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (floating.some((button) => button.contains(control))) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const under = floating.find((button) => {
      const b = button.getBoundingClientRect();
      return b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom;
    });
    if (under) coveredControls.push(`${name(control)} under ${name(under)}`);
  }
  return { floating: floating.length, hiddenButtonsCovered, coveredControls };
}

async function expectClear(page: Page, state: string): Promise<number> {
  // A button steps aside on the frame after a scroll or a change, then fades (150 ms): let both finish.
  await page.evaluate(async (selector) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const fades = [...document.querySelectorAll(selector)].flatMap((button) => button.getAnimations());
    await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
  }, FLOATING_BUTTONS);
  const coverage = await page.evaluate(measure, FLOATING_BUTTONS);
  expect.soft(coverage.hiddenButtonsCovered, `${state}: a floating button is covered`).toEqual([]);
  expect.soft(coverage.coveredControls, `${state}: a control is under a floating button`).toEqual([]);
  return coverage.floating;
}

async function scrollToEnd(page: Page) {
  // The footer is laid out only when it nears the screen (content-visibility): scroll until the end holds.
  await page.evaluate(async () => {
    const atEnd = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    for (let settled = 0, tries = 0; settled < 3 && tries < 50; tries++) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      settled = atEnd() ? settled + 1 : 0;
    }
  });
}

test("phone: the floating buttons never cover a control of an application page", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the overlap is a phone's: one run at 390×844 is enough");
  test.slow();

  await gotoHydrated(page, "/calculator");
  expect(await expectClear(page, "/calculator at first view"), "the buttons show where nothing is under them").toBeGreaterThan(0);
  await scrollToEnd(page);
  expect(await expectClear(page, "/calculator at the end"), "the page's end leaves room for the buttons").toBe(2);

  await gotoHydrated(page, "/booking");
  await expectClear(page, "/booking at first view");
  await page.locator("#departure_date").click();
  const calendar = page.getByRole("dialog");
  await expect(calendar).toBeVisible();
  // The calendar's last row at the bottom of the screen: where the WhatsApp button was tapped instead of a day.
  await calendar.locator("[role=row]").last().evaluate((row) => row.scrollIntoView({ block: "end" }));
  await expectClear(page, "/booking with the calendar open");
  await page.keyboard.press("Escape");
  await scrollToEnd(page);
  expect(await expectClear(page, "/booking at the end"), "the page's end leaves room for the buttons").toBe(2);

  await page.evaluate(() => window.scrollTo(0, 0));
  await fillBooking(page, { type: "covered", method: "card" });
  await page.getByRole("button", { name: messages.booking.submitCard }).click();
  await expect(page.getByRole("heading", { name: messages.payment.secureTitle })).toBeVisible();
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("button", { name: /אישור התשלום/ })).toBeVisible();
  await expectClear(page, "the card-payment panel");
  await scrollToEnd(page);
  await expectClear(page, "the card-payment panel scrolled to its end");
  await frame.getByRole("button", { name: /אישור התשלום/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.paymentResult.cardTitle);
  await expectClear(page, "/payment-result");
  await scrollToEnd(page);
  await expectClear(page, "/payment-result at the end");

  await page.getByTestId("manage-order-link").click();
  await expect(page).toHaveURL(/\/order\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("הזמנה מספר");
  await expectClear(page, "/order at first view");
  await scrollToEnd(page);
  expect(await expectClear(page, "/order at the end"), "the page's end leaves room for the buttons").toBe(2);
});
