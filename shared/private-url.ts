// Addresses without what is private in them (docs/SECURITY.md, private links). The order page's
// address holds the order's access token, the result pages' the traveller's names,
// the sandbox page's names and a signature; a campaign link may carry an e-mail. Every
// address that is logged (server/middleware/request-logging.ts), measured
// (client/lib/analytics.ts), stored (visits, attribution, bookings) or sent on goes
// through withoutPrivateParams first, in the browser and again on the server, which
// trusts nothing the browser sends. Pure: the browser and the server import it.
//
// The order number stays in /order/1001: without its token it opens nothing, and
// Google Analytics receives it anyway as the purchase's transaction_id.
import { isIsraeliPhone } from "./phone.ts";

/**
 * Query parameters that open an order or name a person, in lower case (matched
 * whatever the case: Hyp writes Fild1 and Info, the sandbox info).
 */
export const PRIVATE_PARAMS = [
  // The order's access token (the order page, the cash result page).
  "t",
  // Hyp's return (docs/decisions/009): the free fields hold the first and last name;
  // Info names the order; Sign is the return's signature.
  "fild1",
  "fild2",
  "fild3",
  "info",
  "sign",
  // Hyp's other personal return fields: ID number, address, phone, card details.
  "userid",
  "clientname",
  "clientlname",
  "street",
  "city",
  "zip",
  "cell",
  "l4digit",
  "tmonth",
  "tyear",
  "bincard",
  // The sandbox payment page's name fields and signature (server/payments/sandbox.ts).
  "first",
  "last",
  "sig",
  // Whatever a form or a link might put in an address.
  "email",
  "phone",
] as const;

const PRIVATE_NAMES: ReadonlySet<string> = new Set(PRIVATE_PARAMS);

/** What a path segment that is an e-mail or a phone becomes. */
const REDACTED = "redacted";

const EMAIL = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[^\s@/?#&=]{2,}/;
/** International: a plus (or 00) and 8 to 15 digits, in any common spacing. */
const INTERNATIONAL_PHONE = /^(?:\+|00)\d{8,15}$/;

/** True for a name (`t`, `Fild1`, `email[]`) this module keeps out of every address. */
function isPrivateParam(name: string): boolean {
  return PRIVATE_NAMES.has(name.replace(/\[.*$/, "").trim().toLowerCase());
}

/** An e-mail anywhere in the text, or a text that is a phone number (Israeli, or international). */
export function looksPersonal(text: string): boolean {
  const trimmed = text.trim();
  if (EMAIL.test(trimmed)) return true;
  return isIsraeliPhone(trimmed) || INTERNATIONAL_PHONE.test(trimmed.replace(/[\s\-().]/g, ""));
}

/** One `name=value` of a query: kept unless its name is private or either side looks personal. */
function isPrivatePiece(piece: string): boolean {
  // URLSearchParams decodes as browsers do (`+` is a space) and never throws on a bad `%`.
  const [name = "", value = ""] = [...new URLSearchParams(piece)][0] ?? [];
  return isPrivateParam(name) || looksPersonal(name) || looksPersonal(value);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Paths whose next segment is a secret, in lower case: a crew sign-in link's
 * token, /crew/sign-in/TOKEN (docs/decisions/028).
 */
const SECRET_SEGMENT_AFTER = ["crew/sign-in"] as const;

/** True for a path segment that a SECRET_SEGMENT_AFTER path leads to. */
function isSecretSegment(segments: readonly string[], index: number): boolean {
  if (index < 2 || segments[index] === "") return false;
  const before = `${decoded(segments[index - 2]!)}/${decoded(segments[index - 1]!)}`.toLowerCase();
  return (SECRET_SEGMENT_AFTER as readonly string[]).includes(before);
}

/**
 * The address without its private query parameters, without any parameter or path
 * segment that is an e-mail or a phone, without a secret path segment (a crew
 * sign-in link's token), and without its fragment (no log, measure or
 * record needs one, and it could hold anything). The rest is kept as written: a
 * path or a full address, the campaign parameters (utm_*, gclid…) in their own
 * encoding and order.
 */
export function withoutPrivateParams(address: string): string {
  const beforeFragment = address.split("#", 1)[0] ?? "";
  const queryAt = beforeFragment.indexOf("?");
  const path = queryAt < 0 ? beforeFragment : beforeFragment.slice(0, queryAt);
  const query = queryAt < 0 ? "" : beforeFragment.slice(queryAt + 1);
  const safePath = path
    .split("/")
    .map((segment, index, segments) => (isSecretSegment(segments, index) || looksPersonal(decoded(segment)) ? REDACTED : segment))
    .join("/");
  const kept = query.split("&").filter((piece) => piece !== "" && !isPrivatePiece(piece));
  return kept.length > 0 ? `${safePath}?${kept.join("&")}` : safePath;
}

/** A site path or an absolute http(s) address, the strings withoutPrivateValues treats as addresses. */
function isAddress(text: string): boolean {
  return text.startsWith("/") || /^https?:\/\//i.test(text);
}

/**
 * A JSON record from the browser (a visit's metadata, a booking's attribution) with
 * every address in it stripped, and every entry whose key is a private parameter or
 * whose text is an e-mail or a phone left out. Numbers, booleans and null stay.
 */
export function withoutPrivateValues(value: unknown): unknown {
  if (typeof value === "string") return isAddress(value) ? withoutPrivateParams(value) : value;
  if (Array.isArray(value)) return value.filter((item) => !isPersonalText(item)).map(withoutPrivateValues);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).filter(([key, item]) => !isPrivateParam(key) && !isPersonalText(item));
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutPrivateValues(item)]));
}

function isPersonalText(value: unknown): boolean {
  return typeof value === "string" && !isAddress(value) && looksPersonal(value);
}
