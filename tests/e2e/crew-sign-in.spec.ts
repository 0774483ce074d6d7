// A representative's one-time link in a real browser (product.md §15, docs/decisions/028):
// the page's one button works without script, the SameSite=Strict cookie set by its
// form post travels with the redirect to /crew, the address no longer holds the
// token, a second press finds the link spent, and signing out ends it.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createAdminServices } from "@server/services/admin/index.ts";
import { crewMessages } from "@shared/messages/crew.ts";
import { crewPageMessages } from "@shared/messages/crew-page.ts";
import { e2eDatabase } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** A new representative and their first link's token, added as `valet crew add` does. */
async function newLink(name: string): Promise<string> {
  const db = await e2eDatabase();
  try {
    const { link } = await createAdminServices(db.prisma).crew.add({ name, phone: "0501234567" });
    return link.token;
  } finally {
    await db.close();
  }
}

/** A page answered 404 on purpose: the browser reports the document's status as a console error. */
function expectedNotFound(consoleErrors: string[]) {
  const at = consoleErrors.findIndex((text) => text.includes("status of 404"));
  expect(at, "the page's 404").toBeGreaterThanOrEqual(0);
  consoleErrors.splice(at, 1);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link's button signs the phone in to /crew, once", async ({ page, context, consoleErrors }) => {
    const name = `נציג ${test.info().project.name}`;
    const token = await newLink(name);
    await page.goto(`/crew/sign-in/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(crewMessages.signInTitle);
    await expect(page.getByText(name)).toHaveCount(0);

    await page.getByRole("button", { name: crewMessages.signInButton }).click();
    await expect(page).toHaveURL(/\/crew$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(crewMessages.greeting(name));

    const cookies = (await context.cookies()).filter((cookie) => cookie.name === "valet_crew");
    expect(cookies.map((cookie) => [cookie.path, cookie.httpOnly, cookie.sameSite]).sort()).toEqual([
      ["/api/crew", true, "Strict"],
      ["/crew", true, "Strict"],
    ]);

    // The link is spent: opened again (Back, or from the message), it says so.
    await page.goto(`/crew/sign-in/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(crewMessages.linkInvalidTitle);
    expectedNotFound(consoleErrors);

    await page.goto("/crew");
    await page.getByRole("button", { name: crewMessages.signOutButton }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).filter((cookie) => cookie.name === "valet_crew")).toEqual([]);
    await page.goto("/crew");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("הדף לא נמצא");
    expectedNotFound(consoleErrors);
  });
});

test("the sign-in page and the crew page have no accessibility violations", async ({ page }) => {
  const name = `נציגה ${test.info().project.name}`;
  await page.goto(`/crew/sign-in/${await newLink(name)}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: crewMessages.signInButton }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(crewMessages.greeting(name));
  expect(await axeViolations(page)).toEqual([]);
});

test("/crew is a tool: its own header with the name, refresh and sign-out, and none of the site's chrome over the cards", async ({ page, context }) => {
  const name = `נציג ${test.info().project.name} כלי`;
  await page.goto(`/crew/sign-in/${await newLink(name)}`);
  await expect(page.locator("[data-site-header]")).toHaveCount(0);
  const isManifest = (request: import("@playwright/test").Request) => new URL(request.url()).pathname === "/api/crew/manifest";
  // Once hydrated, the page reads the list again by itself.
  const hydrated = page.waitForRequest(isManifest);
  await page.getByRole("button", { name: crewMessages.signInButton }).click();
  await hydrated;
  const header = page.getByTestId("crew-shell-header");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(crewMessages.greeting(name));
  // No site menu, no booking button, no footer and its form, no floating WhatsApp or accessibility button.
  await expect(page.locator("[data-site-header]")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.locator("[data-floating-tools]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "לביצוע הזמנה" })).toHaveCount(0);
  await expect(page.getByRole("navigation")).toHaveCount(0);

  // Refresh reads the list again.
  const manifest = page.waitForRequest(isManifest);
  await header.getByRole("button", { name: crewPageMessages.refresh }).click();
  await manifest;
  // Sign-out asks first: signing in again takes a new link from the office.
  await header.getByRole("button", { name: crewMessages.signOutButton }).click();
  await expect(header.getByText(crewMessages.signOutQuestion)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await header.getByRole("button", { name: crewMessages.signOutStay }).click();
  await expect(header.getByText(crewMessages.signOutQuestion)).toHaveCount(0);
  await header.getByRole("button", { name: crewMessages.signOutButton }).click();
  await header.getByRole("button", { name: crewMessages.signOutConfirm }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).filter((cookie) => cookie.name === "valet_crew")).toEqual([]);
});
