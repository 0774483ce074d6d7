// Helpers for the site-chrome journeys.
import type { Page, Request } from "@playwright/test";

export function isVisitRequest(request: Request): boolean {
  return request.method() === "POST" && new URL(request.url()).pathname === "/api/track-visit";
}

/**
 * Opens a page and waits until its behaviour is in place: the page view's
 * track-visit beacon goes out once the chrome's script has wired the page
 * (client/enhance/enhance-page.ts sends it last): a document's one script, or
 * what an application's shell runs once hydrated.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const visit = page.waitForRequest(isVisitRequest);
  await page.goto(url);
  await visit;
}

/** Every track-visit body the page sends from now on. */
export function collectVisits(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (isVisitRequest(request)) bodies.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
  });
  return bodies;
}

/**
 * Reloads and waits for the page's behaviour (see gotoHydrated). A reload within
 * 2 s of the last page view sends no beacon (the dedupe of client/lib/track-visit.ts),
 * so the last view is forgotten first: a fast machine reloads well inside 2 s.
 */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem("ap_last_visit"));
  const visit = page.waitForRequest(isVisitRequest);
  await page.reload();
  await visit;
}
