// Sends track-visit records (product.md §7): one per page view (a document load or an
// application's route change), and one per tracked action (WhatsApp clicks). A
// beacon survives the page being left; fetch with keepalive is the fallback.
// Errors are ignored; the answer is never read. No address goes with a token, a
// name, an e-mail or a phone in it (shared/private-url.ts); the server strips again.
import { VISIT_DEDUPE_MS } from "@shared/constants.ts";
import { apiUrl } from "@shared/api/endpoints.ts";
import type { TrackVisitRequestBody } from "@shared/api/contract.ts";
import type { TrackVisitAction } from "@shared/track-visit-schema.ts";
import type { Attribution } from "@shared/attribution.ts";
import { withoutPrivateParams } from "@shared/private-url.ts";
import { readVisitorId } from "./attribution.ts";
import { readJson, writeJson } from "./browser-storage.ts";

const ENDPOINT = apiUrl("trackVisit");

export interface LastVisit {
  path: string;
  at: number;
}

/** True unless the same path was sent less than VISIT_DEDUPE_MS ago. */
export function isNewVisit(last: LastVisit | null, path: string, at: number): boolean {
  return !last || last.path !== path || at - last.at >= VISIT_DEDUPE_MS;
}

/**
 * The last page view sent, kept in sessionStorage: a document's click to the
 * same page is a new page load, and the 2-second dedupe must still see it.
 */
const LAST_VISIT_KEY = "ap_last_visit";

/** The same record for this page alone, when storage refuses writes. */
let lastInPage: LastVisit | null = null;

function readLastVisit(): LastVisit | null {
  const stored = readJson("session", LAST_VISIT_KEY) as Partial<LastVisit> | null;
  if (stored && typeof stored.path === "string" && typeof stored.at === "number") return { path: stored.path, at: stored.at };
  return lastInPage;
}

/** The body comes from the API contract; the answer (204) is never read, hence no API client here. */
function send(body: TrackVisitRequestBody): void {
  const record: TrackVisitRequestBody = {
    ...body,
    path: withoutPrivateParams(body.path),
    referer: body.referer ? withoutPrivateParams(body.referer) : null,
    visitorId: readVisitorId() ?? undefined,
  };
  const json = JSON.stringify(record);
  try {
    // A string goes as text/plain, which needs no CORS preflight and the server accepts.
    if (navigator.sendBeacon?.(ENDPOINT, json)) return;
  } catch {
    // Fall through to fetch.
  }
  try {
    fetch(ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: json,
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => {});
  } catch {
    // No fetch either: nothing to do.
  }
}

/**
 * A page view: the path without its query (the query is in the attribution's
 * landing data, and leaving it out lets the dedupe see /booking and
 * /booking?type=open as one page), the referrer, and the attribution.
 */
export function trackPageVisit(path: string, referrer: string | null, attribution: Attribution | null): void {
  const at = Date.now();
  if (!isNewVisit(readLastVisit(), path, at)) return;
  lastInPage = { path, at };
  writeJson("session", LAST_VISIT_KEY, lastInPage);
  send({ path, referer: referrer, metadata: attribution ? { attribution } : {} });
}

/** A tracked action on the current page, e.g. whatsapp_regular_click from "floating_button". */
export function trackAction(action: TrackVisitAction, location: string): void {
  send({
    path: window.location.pathname + window.location.search,
    referer: document.referrer || null,
    action,
    metadata: { location },
  });
}
