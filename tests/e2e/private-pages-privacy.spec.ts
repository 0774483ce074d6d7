// Private addresses (product.md §6.3; docs/SECURITY.md): a traveller opens the private order link
// and the cash result page on a site with Google Analytics and Ads configured;
// neither the order's token nor the traveller's name or e-mail reaches the data
// layer gtag.js reads, the browser's storage, the visit beacons, the visits table,
// a later booking's attribution, or the server's log.
//
// Desktop only: the journey starts a server of its own (analytics-server.ts), and
// what leaves the page does not depend on the size of the screen.
import type { Page } from "@playwright/test";
import { openDatabase } from "@server/db/database.ts";
import { expect, test } from "./fixtures.ts";
import { startAnalyticsServer, type AnalyticsServer } from "./analytics-server.ts";
import { apiBookingBody } from "./booking-helpers.ts";
import { collectVisits, isVisitRequest } from "./chrome-helpers.ts";

const FIRST = "Zehavit";
const LAST = "Privatova";
const EMAIL = "zehavit.privatova@example.com";
const PHONE = "050-7654321";

function bookingBody(): Record<string, unknown> {
  return apiBookingBody({ full_name: `${FIRST} ${LAST}`, phone: PHONE, email: EMAIL });
}

/** Every spelling a secret could take: as is, and as an address encodes it. */
function expectNone(where: string, text: string, secrets: string[]) {
  for (const secret of secrets) {
    for (const spelling of new Set([secret, encodeURIComponent(secret)])) expect.soft(text, `${where} holds ${secret}`).not.toContain(spelling);
  }
}

/** What the page keeps and what it hands to gtag.js: the data layer, storage and cookies. */
function pageRecords(page: Page) {
  return page.evaluate(() => ({
    dataLayer: JSON.stringify(window.dataLayer ?? []),
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));
}

/** Opens a page and waits for its page view: the visit beacon, and the page_view in the data layer. */
async function openPage(page: Page, url: string) {
  const visit = page.waitForRequest(isVisitRequest);
  await page.goto(url);
  await visit;
  await page.waitForFunction(() => JSON.stringify(window.dataLayer ?? []).includes('"page_view"'));
}

let server: AnalyticsServer | undefined;

test.afterAll(async () => {
  await server?.stop();
});

test("the order link and the cash result page leave no token or name in analytics, storage, visits or the log", async ({ page, request }) => {
  test.skip(test.info().project.name !== "desktop", "its own server; what leaves the page is the same on every screen");
  test.slow();
  server = await startAnalyticsServer();
  const base = server.baseURL;
  // gtag.js cannot load here: an empty script stands in, and the data layer it would read is what is checked.
  await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  const visits = collectVisits(page);

  const created = await request.post(`${base}/api/bookings`, { data: bookingBody() });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { order_number: number; token: string; result_url: string };
  const secrets = [order.token, FIRST, LAST, EMAIL, PHONE, PHONE.replace("-", "")];

  // A fresh browser opens the link from the confirmation e-mail: the order page is its landing page.
  await openPage(page, `${base}/order/${order.order_number}?t=${order.token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`הזמנה מספר ${order.order_number}`);
  const onOrderPage = await pageRecords(page);
  // The page view names the page, without its query.
  expect.soft(onOrderPage.dataLayer).toContain(`"page_location":"${base}/order/${order.order_number}"`);

  await openPage(page, `${base}${order.result_url}`);
  const onResultPage = await pageRecords(page);

  // The next page, from a link on the result page: no Referer, and the landing data rides along.
  await Promise.all([page.waitForRequest(isVisitRequest), page.locator("footer").getByRole("link", { name: "שאלות נפוצות" }).click()]);
  await expect.poll(() => visits.length).toBeGreaterThanOrEqual(3);
  const onNextPage = await pageRecords(page);

  // A booking from this browser carries its attribution record, as the booking form sends it.
  const second = await page.evaluate(
    async (body) => {
      const attribution = JSON.parse(localStorage.getItem("ap_attribution") ?? "null");
      const res = await fetch("/api/bookings", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...body, attribution }) });
      return { status: res.status, orderNumber: ((await res.json()) as { order_number: number }).order_number };
    },
    { ...bookingBody(), full_name: "Other Person", email: "other@example.com" },
  );
  expect(second.status).toBe(201);

  for (const [where, records] of Object.entries({ onOrderPage, onResultPage, onNextPage })) {
    for (const [what, text] of Object.entries(records)) expectNone(`${what} ${where}`, text, secrets);
  }
  expectNone("the visit beacons", JSON.stringify(visits), secrets);

  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    // Every page's beacon was taken, no-referrer pages' too (their POSTs still carry the site's Origin).
    await expect
      .poll(async () => (await db.prisma.visit.findMany()).map((visit) => visit.path))
      .toEqual(expect.arrayContaining([`/order/${order.order_number}`, "/payment-result", "/faq"]));
    expectNone("the visits table", JSON.stringify(await db.prisma.visit.findMany()), secrets);
    const booked = await db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: second.orderNumber } });
    expect(booked.attribution).toMatchObject({ landingPage: `/order/${order.order_number}` });
    expectNone("the later booking's attribution", JSON.stringify(booked.attribution), secrets);
  } finally {
    await db.close();
  }

  const log = server.output();
  // The log is read: it holds the pages' lines, under their stripped addresses.
  expect(log).toContain(`"url":"/order/${order.order_number}"`);
  expectNone("the server's log", log, secrets);
});
