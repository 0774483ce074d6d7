// The zod-free error reader the browser uses reads what the error schema accepts
// (its type is the schema's, inferred); URLs built from the endpoint table.
import { describe, expect, it } from "vitest";
import { apiErrorBodySchema } from "@shared/api/contract.ts";
import { apiUrl } from "@shared/api/endpoints.ts";
import { readApiErrorBody } from "@shared/api/error-body.ts";

describe("the error body", () => {
  const samples: unknown[] = [
    { error: { code: "invalid_request", message: "הבקשה אינה תקינה" } },
    { error: { code: "validation_failed", message: "x", fields: { phone: "מספר טלפון לא תקין" } } },
    { error: { code: "x", message: "y", fields: { phone: 3 } } },
    { error: { code: "x" } },
    { error: { code: 1, message: "y" } },
    { error: "boom" },
    { message: "no error key" },
    "<html>",
    null,
    [],
  ];
  it("is read the same way with and without zod wherever the schema accepts it", () => {
    for (const sample of samples) {
      const parsed = apiErrorBodySchema.safeParse(sample);
      if (parsed.success) expect(readApiErrorBody(sample), JSON.stringify(sample)).toEqual(parsed.data.error);
    }
  });
  it("reads nothing without a Hebrew message, and a bad code or fields make it unreadable", () => {
    expect(readApiErrorBody({ error: { code: "x" } })).toBeNull();
    expect(readApiErrorBody({ error: { code: 1, message: "y" } })).toBeNull();
    expect(readApiErrorBody({ error: { code: "x", message: "y", fields: { phone: 3 } } })).toBeNull();
    expect(readApiErrorBody({ error: "boom" })).toBeNull();
    expect(readApiErrorBody("<html>")).toBeNull();
    // Only the code missing: the message is still worth showing.
    expect(readApiErrorBody({ error: { message: "נסו שוב" } })).toEqual({ code: "unknown", message: "נסו שוב" });
  });
});

describe("apiUrl", () => {
  it("fills path parameters, encodes them, and leaves out undefined query values", () => {
    expect(apiUrl("orderCancel", { orderNumber: 12 }, { t: "a b&c" })).toBe("/api/bookings/12/cancel?t=a+b%26c");
    expect(apiUrl("quote", {}, { type: "open", coupon: undefined })).toBe("/api/quote?type=open");
    expect(() => apiUrl("bookingRead")).toThrow(/orderNumber/);
  });
});
