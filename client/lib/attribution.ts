// The browser side of visitor attribution (product.md §3): the ap_attribution record
// in localStorage, the ap_vid visitor id (cookie, 180 days, also kept in
// localStorage) and the ap_ga_cid analytics client id. Every failure is silent.
//
// The booking submit calls readAttribution() and readVisitorId() and sends both.
import { STORAGE_KEYS, VISITOR_COOKIE_DAYS } from "@shared/constants.ts";
import { nextAttribution, parseAttribution, type Attribution } from "@shared/attribution.ts";
import { readCookie, readItem, readJson, writeCookie, writeItem, writeJson } from "./browser-storage.ts";

export type { Attribution } from "@shared/attribution.ts";

/** Marks the browser session, so sessionStartAt moves only on a new session. */
const SESSION_MARK_KEY = "ap_session_started";
const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

function randomId(): string {
  try {
    if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  }
}

/** The visitor id if one was ever stored (cookie first), without creating one. */
export function readVisitorId(): string | null {
  const id = readCookie(STORAGE_KEYS.visitorId) ?? readItem("local", STORAGE_KEYS.visitorId);
  return id && ID_PATTERN.test(id) ? id : null;
}

/** The visitor id, created on the first visit; the cookie's 180 days restart on every visit. */
function ensureVisitorId(): string {
  const id = readVisitorId() ?? randomId();
  writeCookie(STORAGE_KEYS.visitorId, id, VISITOR_COOKIE_DAYS);
  writeItem("local", STORAGE_KEYS.visitorId, id);
  return id;
}

/** An analytics client id in Google's "random.seconds" form, kept so GA and our records agree. */
export function ensureGaClientId(): string {
  const stored = readItem("local", STORAGE_KEYS.gaClientId);
  if (stored && /^\d+\.\d+$/.test(stored)) return stored;
  const id = `${Math.floor(Math.random() * 2_147_483_647)}.${Math.floor(Date.now() / 1000)}`;
  writeItem("local", STORAGE_KEYS.gaClientId, id);
  return id;
}

/** The stored attribution record, or null (never stored, storage off, corrupt). */
export function readAttribution(): Attribution | null {
  return parseAttribution(readJson("local", STORAGE_KEYS.attribution));
}

/** Updates the record for this document load (once per full page load). */
export function recordPageLoad(now = new Date()): Attribution {
  const newSession = readItem("session", SESSION_MARK_KEY) === null;
  writeItem("session", SESSION_MARK_KEY, "1");
  ensureVisitorId();
  const record = nextAttribution(readAttribution(), {
    now,
    url: window.location.pathname + window.location.search,
    referrer: document.referrer || null,
    origin: window.location.origin,
    newSession,
    gaClientId: ensureGaClientId(),
  });
  writeJson("local", STORAGE_KEYS.attribution, record);
  return record;
}
