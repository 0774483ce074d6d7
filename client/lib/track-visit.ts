// Sends track-visit records (SPEC §7): one per route change, and one per tracked
// action (WhatsApp clicks). A beacon survives the page being left; fetch with
// keepalive is the fallback. Errors are ignored; the answer is never read.
import { VISIT_DEDUPE_MS } from "../../shared/constants.ts";
import type { TrackVisitAction, TrackVisitBody } from "../../shared/track-visit-schema.ts";
import type { Attribution } from "../../shared/attribution.ts";
import { readVisitorId } from "./attribution.ts";

const ENDPOINT = "/api/track-visit";

export interface LastVisit {
  path: string;
  at: number;
}

/** True unless the same path was sent less than VISIT_DEDUPE_MS ago. */
export function isNewVisit(last: LastVisit | null, path: string, at: number): boolean {
  return !last || last.path !== path || at - last.at >= VISIT_DEDUPE_MS;
}

let lastVisit: LastVisit | null = null;

function send(body: TrackVisitBody): void {
  const json = JSON.stringify({ ...body, visitorId: readVisitorId() ?? undefined });
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

/** A route change: path with query, where the visitor came from, and the attribution. */
export function trackPageVisit(path: string, referrer: string | null, attribution: Attribution | null): void {
  const at = Date.now();
  if (!isNewVisit(lastVisit, path, at)) return;
  lastVisit = { path, at };
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
