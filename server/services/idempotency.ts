// Idempotency-Key, as Stripe and the IETF draft define it (product.md §7.4, docs/decisions/026): a key
// is the client's name for ONE request. It is stored behind its scope, the endpoint
// and, for an order's writes, the order, so the same key elsewhere is simply another
// key and never answers another booking (or its token). Beside it is stored the
// fingerprint of the request's body; a repeat with the same body answers the first
// result, a repeat with another body is refused (422 idempotency_key_reused)
// rather than answered with a result that is not its own.
import { createHash } from "node:crypto";
import { messages } from "@shared/messages/index.ts";
import { InvalidInput } from "./domain-errors.ts";

/**
 * The endpoints that take a key, by their names in shared/api/endpoints.ts. A
 * client's key cannot contain ':' (server/api/request-meta.ts), so a scoped key
 * never reads as another scope's, nor as a key stored unscoped before scoping
 * (migration 20261127020000), nor as the difference payments' own "difference:…".
 */
export type IdempotencyScope =
  | { endpoint: "bookingCreate" }
  | { endpoint: "orderChange" | "orderExtend" | "orderCancel" | "orderPayCash" | CrewActionEndpoint | "crewPhotoUpload"; orderNumber: number };

/** The crew's moves of a booking (product.md §17, docs/decisions/029): each key is stored on its service_events row. */
export type CrewActionEndpoint = "crewPickup" | "crewParked" | "crewReturning" | "crewReturn" | "crewNoShow";

/** A client's key in its scope, and its request's fingerprint: what is stored and looked up. */
export interface IdempotentRequest {
  key: string;
  fingerprint: string;
}

export function idempotentRequest(scope: IdempotencyScope, clientKey: string | undefined, body: unknown): IdempotentRequest | undefined {
  if (clientKey === undefined) return undefined;
  const key = scope.endpoint === "bookingCreate" ? `${scope.endpoint}:${clientKey}` : `${scope.endpoint}:${scope.orderNumber}:${clientKey}`;
  return { key, fingerprint: requestFingerprint(body) };
}

/**
 * The first request's result may answer this one only if it was the same request.
 * A stored row without a fingerprint cannot prove that, so it is refused as well.
 */
export function ensureSameRequest(stored: { idempotencyFingerprint: string | null }, request: IdempotentRequest): void {
  if (stored.idempotencyFingerprint === request.fingerprint) return;
  throw new InvalidInput(
    { _form: messages.api.idempotencyKeyReused },
    { code: "idempotency_key_reused", message: messages.api.idempotencyKeyReused },
  );
}

/**
 * sha256 of the body's canonical JSON. The body as JSON parsed it, not as the
 * rules read it: a replay is answered before the rules are judged again (an hour
 * later the same booking may fail the advance-time rule, yet its retry must still
 * get the booking it made).
 */
export function requestFingerprint(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

type Work = { text: string } | { value: unknown };

/**
 * JSON with every object's keys sorted, so key order and spacing do not matter.
 * A loop over a stack, not recursion (nor JSON.stringify's): a 32 kB body can nest
 * thousands of levels deep, and its fingerprint must not run out of stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const work: Work[] = [{ value }];
  while (work.length > 0) {
    const next = work.pop()!;
    if ("text" in next) {
      out.push(next.text);
      continue;
    }
    const item = next.value;
    if (Array.isArray(item)) {
      out.push("[");
      work.push({ text: "]" });
      for (let index = item.length - 1; index >= 0; index--) {
        work.push({ value: item[index] });
        if (index > 0) work.push({ text: "," });
      }
    } else if (typeof item === "object" && item !== null) {
      // As JSON.stringify: a property whose value is undefined is not there.
      const entries = Object.entries(item)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      out.push("{");
      work.push({ text: "}" });
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, inner] = entries[index]!;
        work.push({ value: inner });
        work.push({ text: `${JSON.stringify(key)}:` });
        if (index > 0) work.push({ text: "," });
      }
    } else {
      out.push(JSON.stringify(item) ?? "null");
    }
  }
  return out.join("");
}
