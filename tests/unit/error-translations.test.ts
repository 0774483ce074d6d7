// One error model, two translations (docs/decisions/019): each kind of service
// refusal becomes one HTTP answer (status, code, Hebrew message, field messages)
// and one CLI answer (exit code, one line, options instead of field names).
import { describe, expect, it } from "vitest";
import { httpErrorOf } from "@server/api/http-errors.ts";
import { Conflict, InvalidInput, NotFound, Unavailable, asDomainError, type ServiceError } from "@server/services/domain-errors.ts";
import { cliErrorOf, flagOf } from "@cli/service-errors.ts";
import { messages } from "@shared/messages/index.ts";
import { manageMessages } from "@shared/messages/manage.ts";

const shabbat = { arrival_date: messages.schedule.shabbat };

const cases: Array<[string, ServiceError, { status: number; code: string; fields?: Record<string, string> }, { exitCode: number; message: string }]> = [
  [
    "the booking rules refusing a form",
    new InvalidInput(shabbat),
    { status: 422, code: "validation_failed", fields: shabbat },
    { exitCode: 1, message: `refused: --arrival: ${messages.schedule.shabbat}` },
  ],
  [
    "nothing changed in a change",
    new InvalidInput({ _form: manageMessages.nothingChanged }),
    { status: 422, code: "validation_failed", fields: { _form: manageMessages.nothingChanged } },
    { exitCode: 1, message: `refused: ${manageMessages.nothingChanged}` },
  ],
  [
    "a malformed request",
    new InvalidInput({ to: messages.invalid.rangeTooLong }, { code: "invalid_request", message: messages.api.badRequest }),
    { status: 400, code: "invalid_request", fields: { to: messages.invalid.rangeTooLong } },
    { exitCode: 2, message: `to: ${messages.invalid.rangeTooLong}` },
  ],
  [
    "a value out of its bounds",
    new InvalidInput({ min_advance_hours: "יש להזין מספר שלם בין 0 ל-168" }, { code: "out_of_range", subject: { min: 0, max: 168, unit: "hours", clearable: false } }),
    { status: 422, code: "out_of_range" },
    { exitCode: 2, message: "min_advance_hours: must be a whole number of hours from 0 to 168" },
  ],
  [
    "a coupon that would end before it starts",
    new InvalidInput({ valid_to: "תאריך הסיום קודם" }, { code: "coupon_ends_before_start" }),
    { status: 422, code: "coupon_ends_before_start" },
    { exitCode: 2, message: "--to: the coupon would end before it starts (--to is before --from)" },
  ],
  [
    "a banner that would end before it starts",
    new InvalidInput({ holiday_banner_to: "הבאנר מסתיים לפני שהוא מתחיל" }, { code: "banner_ends_before_start", subject: { from: "2026-04-10", to: "2026-04-01" } }),
    { status: 422, code: "banner_ends_before_start" },
    { exitCode: 2, message: "holiday_banner_to: the banner would end (2026-04-01) before it starts (2026-04-10)" },
  ],
  [
    "an unknown order",
    new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber: 999999 }),
    { status: 404, code: "not_found" },
    { exitCode: 1, message: "no booking with order number 999999" },
  ],
  [
    "an unknown coupon",
    new NotFound("coupon_not_found", "הקופון NOPE לא נמצא", { code: "NOPE" }),
    { status: 404, code: "not_found" },
    { exitCode: 1, message: "no coupon NOPE" },
  ],
  [
    "a paid order asked to pay again",
    new Conflict("already_paid", messages.payment.alreadyPaid),
    { status: 409, code: "already_paid" },
    { exitCode: 1, message: messages.payment.alreadyPaid },
  ],
  [
    "a change after the cutoff",
    new Conflict("change_closed", manageMessages.changeClosed("03-5550000")),
    { status: 409, code: "change_closed" },
    { exitCode: 1, message: manageMessages.changeClosed("03-5550000") },
  ],
  [
    "a duplicate coupon",
    new Conflict("coupon_exists", "כבר קיים קופון בקוד SAVE50", { code: "SAVE50" }),
    { status: 409, code: "coupon_exists" },
    { exitCode: 1, message: "coupon SAVE50 already exists (codes are unique regardless of case)" },
  ],
  [
    "the database away",
    new Unavailable(),
    { status: 503, code: "unavailable" },
    { exitCode: 1, message: messages.api.unavailable },
  ],
  [
    "the payment provider failing",
    new Unavailable("payment_provider", messages.booking.paymentCreateFailed),
    { status: 502, code: "payment_provider" },
    { exitCode: 1, message: messages.booking.paymentCreateFailed },
  ],
];

describe.each(cases)("%s", (_label, error, http, cli) => {
  it("answers the API with its status, code, Hebrew message and field messages", () => {
    const answer = httpErrorOf(error);
    expect(answer.status).toBe(http.status);
    expect(answer.code).toBe(http.code);
    expect(answer.message).toBe(error.message);
    expect(answer.message).toMatch(/[\u0590-\u05ff]/);
    if (http.fields) expect(answer.fields).toEqual(http.fields);
  });

  it("answers the CLI with its exit code and one line", () => {
    expect(cliErrorOf(error)).toEqual(cli);
  });
});

describe("asDomainError", () => {
  it("keeps a domain error, reads a database outage as Unavailable, and leaves a bug alone", () => {
    const conflict = new Conflict("cancelled", manageMessages.cancelled);
    expect(asDomainError(conflict)).toBe(conflict);
    const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(asDomainError(outage)).toMatchObject({ kind: "unavailable", code: "unavailable", cause: outage });
    expect(asDomainError(new TypeError("x is undefined"))).toBeNull();
  });
});

describe("flagOf", () => {
  it("names the API's fields by the CLI's options, and config keys by themselves", () => {
    expect(flagOf("usage_limit")).toBe("--limit");
    expect(flagOf("license_number")).toBe("--licence");
    expect(flagOf("daily_capacity")).toBe("daily_capacity");
  });
});
