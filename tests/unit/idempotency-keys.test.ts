// The pieces of an Idempotency-Key (server/services/idempotency.ts): its scope,
// and the fingerprint that binds it to its first request's body.
import { describe, expect, it } from "vitest";
import { canonicalJson, ensureSameRequest, idempotentRequest, requestFingerprint } from "@server/services/idempotency.ts";
import { InvalidInput } from "@server/services/domain-errors.ts";

describe("idempotentRequest", () => {
  it("scopes the key to its endpoint, and an order's writes to their order", () => {
    expect(idempotentRequest({ endpoint: "bookingCreate" }, "key-12345678", {})?.key).toBe("bookingCreate:key-12345678");
    expect(idempotentRequest({ endpoint: "orderChange", orderNumber: 1001 }, "key-12345678", {})?.key).toBe("orderChange:1001:key-12345678");
    expect(idempotentRequest({ endpoint: "orderCancel", orderNumber: 1002 }, "key-12345678", {})?.key).toBe("orderCancel:1002:key-12345678");
    expect(idempotentRequest({ endpoint: "bookingCreate" }, undefined, {})).toBeUndefined();
  });
});

describe("requestFingerprint", () => {
  it("ignores key order at every depth, not array order or values", () => {
    const a = { b: 1, a: { y: [1, 2], x: "שלום" } };
    const b = { a: { x: "שלום", y: [1, 2] }, b: 1 };
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
    expect(requestFingerprint(a)).not.toBe(requestFingerprint({ ...a, a: { y: [2, 1], x: "שלום" } }));
    expect(requestFingerprint(a)).not.toBe(requestFingerprint({ ...a, b: "1" }));
    expect(canonicalJson({ z: undefined, a: null, "q\"": [true, "x"] })).toBe('{"a":null,"q\\"":[true,"x"]}');
  });

  it("does not run out of stack on a body nested thousands of levels deep", () => {
    const deep = JSON.parse(`${"[".repeat(20_000)}1${"]".repeat(20_000)}`);
    expect(requestFingerprint({ attribution: deep })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("ensureSameRequest", () => {
  const request = { key: "bookingCreate:key-12345678", fingerprint: requestFingerprint({ a: 1 }) };

  it("lets the same request through and refuses another body, or a stored row without a fingerprint", () => {
    expect(() => ensureSameRequest({ idempotencyFingerprint: request.fingerprint }, request)).not.toThrow();
    for (const stored of [requestFingerprint({ a: 2 }), null]) {
      const refusal = (() => {
        try {
          ensureSameRequest({ idempotencyFingerprint: stored }, request);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(InvalidInput);
      expect((refusal as InvalidInput).code).toBe("idempotency_key_reused");
    }
  });
});
