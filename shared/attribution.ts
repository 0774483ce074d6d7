// Visitor attribution (product.md §3, key ap_attribution): where a visitor first came
// from and what last brought them back. Pure: the browser module
// (client/lib/attribution.ts) reads the URL, the referrer and storage and passes
// them in; the booking carries the result to the server. No address is kept with a
// token, a name, an e-mail or a phone in it (shared/private-url.ts): the order page
// opened from an e-mail is often a visitor's landing page.
import { looksPersonal, withoutPrivateParams } from "./private-url.ts";

/** Campaign parameters product.md §3 tracks, in its order. */
export const CAMPAIGN_PARAMS = [
  "gclid",
  "gclsrc",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "fbclid",
  "msclkid",
  "ttclid",
  "adgroupid",
  "campaignid",
  "adid",
  "device",
] as const;
type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** Caps keep the record well under the 4 KB the booking API stores. */
const MAX_PARAM_LENGTH = 150;
const MAX_URL_LENGTH = 500;
/** Past this size (as JSON) values are shortened further, whatever the visitor's URLs. */
export const MAX_RECORD_CHARS = 3500;
const SHORT_PARAM_LENGTH = 40;
const SHORT_URL_LENGTH = 150;
/** "2026-11-22T08:00:00.000Z" is 24 characters. */
const INSTANT_LENGTH = 30;

export interface Click {
  /** ISO instant of the page load that carried the parameters. */
  at: string;
  params: Partial<Record<CampaignParam, string>>;
}

export interface Attribution {
  firstSeenAt: string;
  lastSeenAt: string;
  /** Path plus query of the first page seen. */
  landingPage: string;
  sessionStartAt: string;
  initialReferrer: string | null;
  lastReferrer: string | null;
  firstClick: Click | null;
  lastClick: Click | null;
  gaClientId: string | null;
}

export interface PageLoad {
  now: Date;
  /** Path plus query, e.g. "/booking?utm_source=google". */
  url: string;
  /** document.referrer; empty or same-site referrers do not count as a source. */
  referrer: string | null;
  /** The site's own origin, to tell internal referrers apart. */
  origin: string;
  /** True on the first page of a browser session. */
  newSession: boolean;
  gaClientId: string | null;
}

function cut(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

function pickParams(get: (name: string) => unknown, max: number): Click["params"] {
  const params: Click["params"] = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = get(name);
    // A campaign that put an e-mail or a phone in utm_content is not believed either.
    if (typeof value === "string" && value.trim() && !looksPersonal(value)) params[name] = cut(value.trim(), max);
  }
  return params;
}

/** An address as the record keeps it: without what is private, and capped. */
function keptAddress(address: string): string {
  return cut(withoutPrivateParams(address), MAX_URL_LENGTH);
}

/** The tracked campaign parameters of a query string; empty values are ignored. */
export function campaignParams(search: string): Click["params"] {
  const query = new URLSearchParams(search);
  return pickParams((name) => query.get(name), MAX_PARAM_LENGTH);
}

function externalReferrer(referrer: string | null, origin: string): string | null {
  if (!referrer) return null;
  try {
    if (new URL(referrer).origin === origin) return null;
  } catch {
    return null;
  }
  return keptAddress(referrer);
}

/**
 * The record after one page load (product.md §4): firstSeenAt, landingPage and
 * firstClick are set once; lastSeenAt, lastReferrer and lastClick are refreshed
 * when the load brings something new (an internal page keeps the last source).
 */
export function nextAttribution(previous: Attribution | null, load: PageLoad): Attribution {
  const at = load.now.toISOString();
  const search = load.url.includes("?") ? load.url.slice(load.url.indexOf("?")) : "";
  const params = campaignParams(search);
  const click: Click | null = Object.keys(params).length > 0 ? { at, params } : null;
  const referrer = externalReferrer(load.referrer, load.origin);
  if (!previous) {
    return compact({
      firstSeenAt: at,
      lastSeenAt: at,
      landingPage: keptAddress(load.url),
      sessionStartAt: at,
      initialReferrer: referrer,
      lastReferrer: referrer,
      firstClick: click,
      lastClick: click,
      gaClientId: load.gaClientId,
    });
  }
  return compact({
    ...previous,
    lastSeenAt: at,
    sessionStartAt: load.newSession ? at : previous.sessionStartAt,
    lastReferrer: referrer ?? previous.lastReferrer,
    firstClick: previous.firstClick ?? click,
    lastClick: click ?? previous.lastClick,
    gaClientId: load.gaClientId ?? previous.gaClientId,
  });
}

function shortClick(click: Click | null): Click | null {
  return click && { at: click.at, params: pickParams((name) => click.params[name as CampaignParam], SHORT_PARAM_LENGTH) };
}

function shortText(value: string | null): string | null {
  return value === null ? null : cut(value, SHORT_URL_LENGTH);
}

/** Keeps the record small enough for the booking to carry (SPEC caps nothing; we must). */
function compact(record: Attribution): Attribution {
  if (JSON.stringify(record).length <= MAX_RECORD_CHARS) return record;
  return {
    ...record,
    landingPage: cut(record.landingPage, SHORT_URL_LENGTH),
    initialReferrer: shortText(record.initialReferrer),
    lastReferrer: shortText(record.lastReferrer),
    firstClick: shortClick(record.firstClick),
    lastClick: shortClick(record.lastClick),
    gaClientId: shortText(record.gaClientId),
  };
}

function isText(value: unknown): value is string {
  return typeof value === "string";
}

function isClick(value: unknown): value is Click {
  if (value === null || typeof value !== "object") return false;
  const click = value as Record<string, unknown>;
  return isText(click.at) && typeof click.params === "object" && click.params !== null;
}

/** A stored record, or null when it is missing, corrupt or from an older shape. */
export function parseAttribution(value: unknown): Attribution | null {
  if (value === null || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (!isText(record.firstSeenAt) || !isText(record.lastSeenAt) || !isText(record.landingPage)) return null;
  // A record stored before addresses were stripped is stripped as it is read.
  const addressOrNull = (field: unknown) => (isText(field) ? keptAddress(field) : null);
  const clickOrNull = (field: unknown): Click | null =>
    isClick(field) ? { at: cut(field.at, INSTANT_LENGTH), params: pickParams((name) => (field.params as Record<string, unknown>)[name], MAX_PARAM_LENGTH) } : null;
  return compact({
    firstSeenAt: cut(record.firstSeenAt, INSTANT_LENGTH),
    lastSeenAt: cut(record.lastSeenAt, INSTANT_LENGTH),
    landingPage: keptAddress(record.landingPage),
    sessionStartAt: cut(isText(record.sessionStartAt) ? record.sessionStartAt : record.firstSeenAt, INSTANT_LENGTH),
    initialReferrer: addressOrNull(record.initialReferrer),
    lastReferrer: addressOrNull(record.lastReferrer),
    firstClick: clickOrNull(record.firstClick),
    lastClick: clickOrNull(record.lastClick),
    gaClientId: isText(record.gaClientId) ? cut(record.gaClientId, MAX_URL_LENGTH) : null,
  });
}

/** Whole seconds from the first visit to `now` (the ads conversion reports it). */
export function secondsSinceFirstSeen(attribution: Attribution | null, now: Date): number | null {
  if (!attribution) return null;
  const first = Date.parse(attribution.firstSeenAt);
  if (Number.isNaN(first)) return null;
  return Math.max(0, Math.floor((now.getTime() - first) / 1000));
}
