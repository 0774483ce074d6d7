// Shared pieces of the fuzz suite (tests/api/fuzz-*.test.ts): run settings,
// generators of hostile values, bodies and query strings, and the one check every
// answer must pass: no 5xx, and nothing internal (stack frames, paths, Prisma).
//
// Every property has a fixed seed, so CI is deterministic. To hunt for bugs, run
// with another seed and many more runs, e.g.
//   FUZZ_SEED=$RANDOM FUZZ_RUNS=20000 npx vitest run tests/api/fuzz-api.test.ts
// A failure prints its seed and path; FUZZ_SEED=<seed> replays it.
import http from "node:http";
import zlib from "node:zlib";
import fc from "fast-check";
import supertest, { type Response, type Test } from "supertest";
import { testApp, testConfig } from "./test-app.ts";
import { fixedNow } from "./fixed-clock.ts";

/** fast-check settings of one property: its own fixed seed unless FUZZ_SEED is set. */
export function fuzzRuns(seed: number, numRuns: number): { seed: number; numRuns: number; endOnFailure: boolean } {
  return {
    seed: Number(process.env.FUZZ_SEED ?? seed),
    numRuns: Number(process.env.FUZZ_RUNS ?? numRuns),
    // Shrinking replays requests; a bounded search still finds a small example.
    endOnFailure: process.env.FUZZ_SHRINK === "off",
  };
}

/**
 * The app on the worker's database, with the fixed clock and without per-IP limits
 * (a limited route would answer 429 before reading the body), listening once
 * (supertest would start a server per request). Call close() when done.
 */
export async function fuzzApp(options: { pages?: boolean } = {}) {
  const built = await testApp({ config: testConfig({ RATE_LIMITS: "off" }), now: fixedNow, pages: options.pages });
  const server = http.createServer(built.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    ...built,
    request: supertest(server),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------
// The check every answer must pass.

const LEAKS: Array<[string, RegExp]> = [
  ["a stack frame", /\bat (?:async )?[^\s()]+ \(|\bat [^\n<>"]*\.(?:[cm]?[jt]sx?):\d+/],
  ["a file path", /\/work\/|\/home\/|\/usr\/|[A-Z]:\\\\/],
  ["node_modules", /node_modules/],
  ["Prisma", /prisma/i],
  ["an error name", /\b(?:[A-Z][A-Za-z]*)?Error:|\b(?:TypeError|RangeError|SyntaxError|ReferenceError|URIError|EvalError)\b/],
  ["a Postgres message", /\bSQLSTATE\b|\bPGlite\b|invalid byte sequence|unsupported Unicode escape/i],
];

/** What a request was, for the failure message. */
export function describeRequest(method: string, url: string, extra?: unknown): string {
  const shown = extra === undefined ? "" : ` ${typeof extra === "string" ? extra : JSON.stringify(extra)}`;
  return `${method} ${url}${shown}`.slice(0, 600);
}

/**
 * React Router's own 404 for a path no route pattern matches (its splat does not
 * match a decoded line break, e.g. /%0A or /%E2%80%A8): the not-found page, with
 * this message in the hydration data. A fixed text, not a leak.
 */
const ROUTER_NO_MATCH = /Error: No route matches URL /g;

/** Throws unless the answer is below 500 and shows nothing internal. */
export function assertSafe(res: Response, request: string): void {
  const text = (res.text ?? "").replace(ROUTER_NO_MATCH, "");
  const headers = JSON.stringify(res.headers);
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(text)) problems.push(`${what} in the body`);
    if (pattern.test(headers)) problems.push(`${what} in the headers`);
  }
  if (problems.length > 0) {
    throw new Error(`${problems.join(", ")}\n  request: ${request}\n  answer: ${res.status} ${text.slice(0, 800)}`);
  }
}

/** Counts answers by status, to show what a property reached. */
export class StatusTally {
  private readonly counts = new Map<number, number>();
  add(status: number): void {
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1);
  }
  has(predicate: (status: number) => boolean): boolean {
    return [...this.counts.keys()].some(predicate);
  }
  toString(): string {
    return [...this.counts.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(" ");
  }
}

/** Awaits one fuzzed request, counts its status, and fails on anything unsafe in the answer. */
export async function expectSafe(test: Test, tally: StatusTally, request: string): Promise<Response> {
  const res = await test;
  tally.add(res.status);
  assertSafe(res, request);
  return res;
}

// ---------------------------------------------------------------------------
// Hostile values.

/** JSON text written as it is: numbers JSON.stringify cannot make, escapes, duplicate keys. */
class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return `RawJson(${this.text.slice(0, 80)})`;
  }
}

/** JSON text of a value that may hold RawJson pieces and own '__proto__' keys. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${jsonText((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** An object with these own keys, even '__proto__' (a plain assignment would set the prototype). */
function objectOf(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Keys that trip code treating parsed JSON as a trusted object. */
const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "toJSON",
  "then",
  "hasOwnProperty",
  "isPrototypeOf",
  "length",
  "0",
  "",
] as const;

const NUMBERISH_STRINGS = [
  "NaN", "-NaN", "Infinity", "-Infinity", "-0", "0", "00", "1e308", "1e309", "-1e308", "1e-320", "0x10", "0b11", "0o7",
  "1_000", "١٢٣", "１２３", "9007199254740993", "2147483648", "-2147483649", "4294967296", "99999999999999999999",
  " 12 ", "+1", "1.", ".5", "1e3", "12abc",
];

const TRICKY_STRINGS = [
  "", " ", "\t", "\n", "\r\n", "\u0000", "a\u0000b", "\u0000\u0000", "\u0001", "\u007f", "\u0085", "\u00a0",
  "\ud800", "\udfff", "a\ud800b", "\udc00\ud800", "😀", "👨‍👩‍👧", "\ufeff", "\u200b", "\u200f", "\u202e", "\u2028", "\u2029", "\uffff",
  "null", "undefined", "true", "false", "[]", "{}", "[object Object]", "__proto__", "constructor", "toString",
  "2026-11-24", "2026-02-30", "0000-01-01", "0100-01-01", "9999-12-31", "2026-11-24T06:00", "2026-13-01", "20261124",
  "06:00", "24:00", "23:59", "6:00", "06:00:00", "06:05",
  "open", "covered", "cash", "card", "terminal_3", "automatic", "car_wash", "car_wash,fuel,charge,car_wash",
  "%00", "%ZZ", "%", "%E0%A4%A", "../../etc/passwd", "<script>alert(1)</script>", "'; DROP TABLE bookings; --", "${7*7}", "{{7*7}}",
  "דנה לוי", "מספר הזמנה: 1001", "ש\u05b8\u05c1", "ا", "Ⅻ", "ǅ", "ß", "İ", "ﬀ",
  ...NUMBERISH_STRINGS,
];

const TRICKY_NUMBERS = [
  0, -0, 1, -1, 0.5, -0.5, 1e308, -1e308, 1e-320, 5e-324, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1001, 2_000_000_000, 123456789012,
];

/** JSON literals JSON.stringify never writes: overflowing and underflowing numbers, escapes. */
const RAW_LITERALS = [
  "1e400", "-1e400", "1e-400", "-0", "0e0", "-0.0", "123456789012345678901234567890", "-9007199254740993", "1E+2",
  '"\\u0000"', '"a\\u0000"', '"\\ud800"', '"\\udfff"', '"\\udc00\\ud800"', '"\\u202e"',
  '{"toString":[]}', '{"valueOf":{}}', '{"toString":null,"valueOf":null}', '{"__proto__":{"toString":1}}',
  '{"__proto__":null}', '{"x":{"__proto__":null}}', '{"__proto__":1}', '{"__proto__":"x"}',
  '{"constructor":{"prototype":{"toString":1}}}', '[{"toString":[]}]', '[[[[[[]]]]]]', '{"length":1e400}', '{"0":"a","length":1}',
];

/** Node refuses request heads over 16 KB before the app sees them: URL and cookie values stay below. */
const MAX_QUERY_VALUE = 6000;

/** Sizes that cross the schemas' limits and the body cap. */
const LONG_LENGTHS = [21, 41, 61, 65, 101, 255, 2001, 4097, 9000, 33_000];

export const trickyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  // Any UTF-16 unit, lone surrogates included.
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...LONG_LENGTHS), fc.constantFrom("x", "9", "א", "😀", " ", "\u0000")).map(([n, c]) => c.repeat(n)) },
  // Near-valid: a known good token with junk around it.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...TRICKY_STRINGS), fc.constantFrom(...TRICKY_STRINGS)).map(([a, b]) => a + b) },
);

export const trickyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...TRICKY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: trickyString },
  { weight: 2, arbitrary: trickyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_LITERALS).map((text) => new RawJson(text)) },
);

const anyKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), trickyString);

/** Arrays as deep as the body cap allows: parsers and JSON columns that recurse. */
const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(2, 50, 500, 2000, 3000, 10_000), fc.constantFrom("[", "{"))
  .map(([depth, open]) => new RawJson(open === "[" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth)));

/** Nested junk: objects with prototype keys, arrays, mixed leaves. */
const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
  value: fc.oneof({ depthSize: "small", maxDepth: 4 }, leaf, tie("array"), tie("object"), deepNesting),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.array(fc.tuple(anyKey, tie("value")), { maxLength: 4 }).map(objectOf),
})).value;

/** Whole bodies of random JSON, of every type (arrays, strings, numbers as the top level). */
export const randomJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3, stringUnit: "binary" }),
  junkValue,
);

const DELETE = Symbol("delete");

/** A valid body with one to three fields replaced by junk (or removed), and sometimes unknown keys added. */
export function mutatedBody(
  valid: Record<string, unknown>,
  options: { keys?: readonly string[]; values?: fc.Arbitrary<unknown> } = {},
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(valid);
  const keys = [...fields, ...(options.keys ?? []), ...PROTOTYPE_KEYS];
  // The body's own values too: a field swapped for another's value is often still valid.
  const own = fc.constantFrom(...Object.values(valid));
  const value = fc.oneof(junkValue, own, ...(options.values ? [options.values] : []));
  const change = fc.tuple(
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.constantFrom(...keys) }),
    fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: fc.constant(DELETE) }),
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const entries = new Map(Object.entries(valid));
    for (const [key, replacement] of changes) {
      if (replacement === DELETE) entries.delete(key);
      else entries.set(key, replacement);
    }
    return objectOf([...entries]);
  });
}

// ---------------------------------------------------------------------------
// How a body travels.

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=UTF-16",
  "application/json; charset=latin1",
  "application/json; charset=bogus",
  "application/json; boundary=x; charset=",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/merge-patch+json",
  "application/csp-report",
  "application/json, text/plain",
  "text/plain",
  "text/plain; charset=utf-8",
  "text/plain; charset=bogus",
  "text/plain;charset=iso-8859-8",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=bogus",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/octet-stream",
  "*/*",
  ";;;",
  "json",
] as const;

const CONTENT_ENCODINGS = [undefined, undefined, undefined, "gzip", "deflate", "br", "identity", "x-unknown", "gzip, gzip"] as const;

export interface Delivery {
  contentType: (typeof CONTENT_TYPES)[number] | undefined;
  encoding: (typeof CONTENT_ENCODINGS)[number];
  /** Compress for real when the encoding is one zlib speaks, else send as is. */
  compress: boolean;
}

export const delivery: fc.Arbitrary<Delivery> = fc.record({
  contentType: fc.oneof({ weight: 5, arbitrary: fc.constant("application/json" as const) }, { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) }, fc.constant(undefined)),
  encoding: fc.constantFrom(...CONTENT_ENCODINGS),
  compress: fc.boolean(),
});

/** The body as text in one of the ways a client might (mis)send it. */
export const bodyText = (valid: Record<string, unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: mutatedBody(valid).map(jsonText) },
    { weight: 2, arbitrary: randomJson.map(jsonText) },
    // Broken JSON: a valid body cut short, or with junk spliced in.
    { weight: 1, arbitrary: fc.tuple(fc.constant(jsonText(valid)), fc.nat(), trickyString).map(([text, at, junk]) => text.slice(0, at % text.length) + junk) },
    { weight: 1, arbitrary: trickyString },
    // A form encoding of the valid fields.
    { weight: 1, arbitrary: fc.constant(new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)])).toString()) },
  );

/** Sends a body the way `how` says. */
export function sendBody(test: Test, text: string, how: Delivery): Test {
  let payload: string | Buffer = text;
  if (how.compress && how.encoding === "gzip") payload = zlib.gzipSync(text);
  if (how.compress && how.encoding === "deflate") payload = zlib.deflateSync(text);
  if (how.compress && how.encoding === "br") payload = zlib.brotliCompressSync(text);
  if (how.encoding) test.set("Content-Encoding", how.encoding);
  // Without a type superagent would pick one; an empty header is "none".
  test.set("Content-Type", how.contentType ?? "");
  return test.send(payload);
}

/** Idempotency-Key values: a few valid keys that repeat (replays), malformed ones, none. */
export const idempotencyHeader: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom("fuzz-key-0001", "fuzz-key-0002", "FUZZ_key_0003") },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom("", " ", "a", "short", "x".repeat(100), "x".repeat(101), "x".repeat(8000), "__proto__", "key with spaces", "ÿÿÿÿÿÿÿÿÿ", "a,b,c,d,e,f,g,h"),
      // Header values must be latin-1 without controls, or the client refuses to send them.
      fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 120 }),
    ),
  },
);

/** Lone surrogates replaced (encodeURIComponent throws on them; a URL cannot carry them). */
export function wellFormed(value: string): string {
  return value.replace(/\p{Cs}/gu, "\ufffd");
}

/** Cookie headers with an ap_vid of every shape (the booking API reads it). */
export const visitorCookie: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant("ap_vid=5eccab26-f5c2-4f71-9a80-cda77c44d51c"),
  trickyString.map((value) => `ap_vid=${encodeURIComponent(wellFormed(value)).slice(0, MAX_QUERY_VALUE)}`),
  fc.constantFrom("ap_vid=%00", "ap_vid=%ZZ", "ap_vid=", "ap_vid", "ap_vid=a; ap_vid=b", `ap_vid=${"x".repeat(5000)}`, "=;;=;"),
);

// ---------------------------------------------------------------------------
// Query strings.

/** Encodings that reach the server's query parser as they are: malformed escapes, separators. */
const RAW_QUERY_VALUES = ["%", "%Z", "%ZZ", "%E0%A4%A", "%00", "%FF", "%C0%AF", "%ED%A0%80", "+", "%2B", "&", "=", "==", "%26", "%3D", "a%5B%5D", "%5B", "%5D"];

/** A value as it appears in a query: encoded properly (cut to size, which may split an escape), or raw. */
const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: trickyString.map((value) => encodeURIComponent(wellFormed(value)).slice(0, MAX_QUERY_VALUE)) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_QUERY_VALUES) },
  { weight: 1, arbitrary: fc.constantFrom(100, 2000, 7000).map((n) => "a".repeat(n)) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...RAW_QUERY_VALUES, "a", "1", "-"), { maxLength: 6 }).map((parts) => parts.join("")) },
);

/** Keys as a client may write them: plain, repeated, bracketed (?a[b]=1, ?a[]=1), prototype names. */
function queryKey(keys: readonly string[]): fc.Arbitrary<string> {
  const known = fc.constantFrom(...keys);
  return fc.oneof(
    { weight: 8, arbitrary: known },
    { weight: 2, arbitrary: known.chain((key) => fc.constantFrom(`${key}[]`, `${key}[0]`, `${key}[a]`, `${key}[__proto__]`, `${key}.x`, key.toUpperCase())) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "__proto__[x]", "constructor[prototype][x]", "toString", "hasOwnProperty", "", "%", "a%00b") },
  );
}

/**
 * A query string ('' or '?…') made of these keys: some start from `valid`,
 * so most requests get past the first check; keys repeat (Express then gives an array).
 */
export function queryString(keys: readonly string[], valid: Record<string, string> = {}): fc.Arbitrary<string> {
  const validPairs = Object.entries(valid).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return fc
    .tuple(
      fc.subarray(validPairs),
      fc.array(fc.tuple(queryKey(keys), queryValue, fc.boolean()), { maxLength: 5 }),
      fc.boolean(),
    )
    .map(([kept, pairs, shuffle]) => {
      const written = pairs.map(([key, value, withEquals]) => (withEquals || value !== "" ? `${key}=${value}` : key));
      const all = shuffle ? [...written, ...kept] : [...kept, ...written];
      return all.length ? `?${all.join("&").slice(0, 2 * MAX_QUERY_VALUE)}` : "";
    });
}

/** A path segment: a slug as encoded by a client, or raw escapes, some that do not decode. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: trickyString.map((value) => encodeURIComponent(wellFormed(value)).slice(0, 3000)) },
  { weight: 2, arbitrary: fc.constantFrom("%00", "%2F", "%2e%2e", "..", ".", "%5C", "a%20b", "index.html", "%E2%80%AE", "x".repeat(3000)) },
  { weight: 1, arbitrary: fc.constantFrom("%", "%Z", "%ZZ", "%E0%A4%A", "%ED%A0%80", "%C0%AF", "a%") },
);

/** Whether a path segment decodes (Express's router refuses the others before any route). */
export function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
