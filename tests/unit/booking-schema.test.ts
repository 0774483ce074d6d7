import { describe, expect, it } from "vitest";
import { bookingSchema } from "@shared/booking-schema.ts";
import { validateBooking } from "@shared/booking-validation.ts";
import { messages } from "@shared/messages/index.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { FORM_ERROR_KEY, fieldErrors } from "@shared/zod-errors.ts";

const validBody = (): Record<string, unknown> => ({
  first_name: "ישראל",
  last_name: "ישראלי",
  phone: "050-123-4567",
  email: "israel@example.co.il",
  car_manufacturer: "מאזדה",
  car_model: "3",
  transmission: "automatic",
  license_number: "12-345-67",
  departure_terminal: "terminal_3",
  departure_date: "2026-07-01",
  departure_time: "10:00",
  arrival_terminal: "terminal_1",
  arrival_date: "2026-07-07",
  arrival_time: "18:30",
  flight_number: "ly 315",
  parking_type: "covered",
  additional_services: ["car_wash", "fuel"],
  terms_accepted: true,
  payment_method: "card",
});

const errorsOf = (body: unknown): Record<string, string> => {
  const result = bookingSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

describe("bookingSchema: a valid body", () => {
  it("passes and is normalised", () => {
    const result = bookingSchema.parse(validBody());
    expect(result).toMatchObject({
      first_name: "ישראל",
      last_name: "ישראלי",
      company_invoice: false,
      phone: "0501234567",
      license_number: "1234567",
      flight_number: "LY315",
      additional_services: ["car_wash", "fuel"],
      terms_accepted: true,
    });
    expect(result).not.toHaveProperty("company_number");
  });

  it("strips unknown keys, including any price the browser sends", () => {
    const result = bookingSchema.parse({ ...validBody(), total_price: 1, discount_amount: 999, payment_status: "completed" });
    expect(result).not.toHaveProperty("total_price");
    expect(result).not.toHaveProperty("discount_amount");
    expect(result).not.toHaveProperty("payment_status");
  });

  it("splits a full name at the first space", () => {
    const { first_name: _first, last_name: _last, ...rest } = validBody();
    const result = bookingSchema.parse({ ...rest, full_name: "ישראל ישראלי כהן" });
    expect([result.first_name, result.last_name]).toEqual(["ישראל", "ישראלי כהן"]);
    const single = bookingSchema.parse({ ...rest, full_name: "ישראל" });
    expect([single.first_name, single.last_name]).toEqual(["ישראל", ""]);
  });

  it("accepts FormData-style strings", () => {
    const result = bookingSchema.parse({
      ...validBody(),
      terms_accepted: "on",
      company_invoice: "true",
      company_name: "  כהן הובלות בע״מ ",
      company_number: "51-234567-9",
      additional_services: "fuel,charge",
      transmission: "",
      car_code: "",
    });
    expect(result.company_number).toBe("512345679");
    expect(result.company_name).toBe("כהן הובלות בע״מ");
    expect(result.additional_services).toEqual(["fuel", "charge"]);
    expect(result.transmission).toBeUndefined();
    expect(result.car_code).toBeUndefined();
  });

  it("collapses repeated extras and normalises the coupon and source", () => {
    const result = bookingSchema.parse({
      ...validBody(),
      additional_services: ["fuel", "fuel"],
      coupon_code: " holiday30 ",
      source: "VIP",
    });
    expect(result.additional_services).toEqual(["fuel"]);
    expect(result.coupon_code).toBe("HOLIDAY30");
    expect(result.source).toBe("vip");
  });

  it("defaults extras to none and drops a company number without an invoice", () => {
    const { additional_services: _extras, ...rest } = validBody();
    const result = bookingSchema.parse({ ...rest, company_number: "123", company_name: "כהן הובלות" });
    expect(result.additional_services).toEqual([]);
    expect(result).not.toHaveProperty("company_number");
    expect(result).not.toHaveProperty("company_name");
  });
});

describe("bookingSchema: each required field missing gives its Hebrew message", () => {
  it.each([
    ["first_name", messages.required.fullName, "יש למלא שם מלא"],
    ["phone", messages.required.phone, "יש למלא מספר טלפון"],
    ["email", messages.required.email, "יש למלא כתובת אימייל"],
    ["car_model", messages.required.carModel, "יש למלא את דגם הרכב"],
    ["license_number", messages.required.licenseNumber, "יש למלא מספר רישוי"],
    ["departure_terminal", messages.required.departureTerminal, "יש לבחור טרמינל המראה"],
    ["departure_date", messages.required.departureDate, "יש לבחור תאריך הגעה לשדה התעופה"],
    ["departure_time", messages.required.departureTime, "יש לבחור שעת הגעה לשדה התעופה"],
    ["arrival_terminal", messages.required.arrivalTerminal, "יש לבחור טרמינל נחיתה"],
    ["flight_number", messages.required.flightNumber, "יש למלא מספר טיסה"],
    ["arrival_date", messages.required.arrivalDate, "יש לבחור תאריך חזרה"],
    ["arrival_time", messages.required.arrivalTime, "יש לבחור שעת נחיתה"],
    ["parking_type", messages.required.parkingType, "יש לבחור סוג חניה לפני מילוי הטופס"],
    ["terms_accepted", messages.required.terms, "יש לאשר את התקנון ותנאי השימוש"],
    ["payment_method", messages.required.paymentMethod, "יש לבחור אמצעי תשלום"],
  ])("%s", (field, message, hebrew) => {
    expect(message).toBe(hebrew);
    const missing = validBody();
    delete missing[field];
    expect(errorsOf(missing)).toEqual({ [field]: message });
    expect(errorsOf({ ...validBody(), [field]: "" })).toEqual({ [field]: message });
  });

  it("reports every missing field at once", () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      [
        "first_name",
        "phone",
        "email",
        "car_model",
        "license_number",
        "departure_terminal",
        "departure_date",
        "departure_time",
        "arrival_terminal",
        "arrival_date",
        "arrival_time",
        "flight_number",
        "parking_type",
        "terms_accepted",
        "payment_method",
      ].sort(),
    );
  });
});

describe("bookingSchema: formats", () => {
  it.each([
    ["phone", "123", messages.invalid.phone],
    ["phone", "+1 212 555 1234", messages.invalid.phone],
    ["email", "not-an-email", messages.invalid.email],
    ["license_number", "1234", messages.invalid.licenseNumber],
    ["license_number", "123456789", messages.invalid.licenseNumber],
    ["license_number", "abcdef", messages.invalid.licenseNumber],
    ["flight_number", "L", messages.invalid.flightNumber],
    ["flight_number", "ל-315", messages.invalid.flightNumber],
    ["flight_number", "ABCDEFGHIJK", messages.invalid.flightNumber],
    ["departure_date", "2026-02-30", messages.invalid.date],
    ["departure_date", "01/07/2026", messages.invalid.date],
    ["departure_time", "10:07", messages.invalid.timeSlot],
    ["arrival_time", "25:00", messages.invalid.time],
    ["departure_terminal", "terminal_9", messages.required.departureTerminal],
    ["parking_type", "indoor", messages.required.parkingType],
    ["payment_method", "bitcoin", messages.required.paymentMethod],
    ["transmission", "cvt", messages.invalid.transmission],
    ["additional_services", ["car_wash", "gold_polish"], messages.invalid.extraService],
    ["additional_services", "fuel,gold_polish", messages.invalid.extraService],
    ["terms_accepted", false, messages.required.terms],
    ["terms_accepted", "false", messages.required.terms],
    ["car_model", "x".repeat(61), messages.invalid.tooLong],
  ])("%s = %j", (field, value, message) => {
    expect(errorsOf({ ...validBody(), [field]: value })).toEqual({ [field]: message });
  });

  it("keeps only the digits of the licence number", () => {
    expect(bookingSchema.parse({ ...validBody(), license_number: " 123-45-678 " }).license_number).toBe("12345678");
    expect(bookingSchema.parse({ ...validBody(), license_number: 1234567 }).license_number).toBe("1234567");
  });

  it("asks for the company's name and a nine-digit number with its check digit when an invoice is requested", () => {
    const company = { ...validBody(), company_invoice: true };
    expect(errorsOf(company)).toEqual({ company_name: messages.required.companyName, company_number: messages.required.companyNumber });
    expect(errorsOf({ ...company, company_name: " ", company_number: "1234" })).toEqual({
      company_name: messages.required.companyName,
      company_number: messages.invalid.companyNumber,
    });
    expect(errorsOf({ ...company, company_name: "כהן הובלות", company_number: "512345678" })).toEqual({
      company_number: messages.invalid.companyNumberCheck,
    });
    expect(errorsOf({ ...company, company_name: "א".repeat(101), company_number: "512345679" })).toEqual({ company_name: messages.invalid.tooLong });
    const parsed = bookingSchema.parse({ ...company, company_name: "כהן הובלות", company_number: "512345679" });
    expect([parsed.company_name, parsed.company_number]).toEqual(["כהן הובלות", "512345679"]);
  });

  it("reports a missing company name and number together with other errors", () => {
    const errors = errorsOf({ ...validBody(), company_invoice: true, phone: "" });
    expect(errors).toEqual({ phone: messages.required.phone, company_name: messages.required.companyName, company_number: messages.required.companyNumber });
  });

  it("answers a body that is not an object in Hebrew", () => {
    expect(errorsOf(null)).toEqual({ [FORM_ERROR_KEY]: messages.api.badRequest });
    expect(errorsOf("hello")).toEqual({ [FORM_ERROR_KEY]: messages.api.badRequest });
    expect(errorsOf([1, 2])).toEqual({ [FORM_ERROR_KEY]: messages.api.badRequest });
  });
});

describe("validateBooking: formats and scheduling rules together", () => {
  const now = toInstant("2026-06-01", "10:00") as Date;

  it("accepts a good booking", () => {
    const result = validateBooking(validBody(), { now });
    expect(result.ok).toBe(true);
  });

  it("merges schema and schedule errors, format first", () => {
    const result = validateBooking(
      { ...validBody(), phone: "", departure_date: "2026-07-03", departure_time: "15:00", arrival_date: "2026-07-02" },
      { now },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: messages.required.phone,
        departure_time: messages.schedule.fridayOrEve,
        arrival_date: messages.schedule.arrivalDateBeforeDeparture,
      },
    });
  });

  it("reports name errors under full_name too", () => {
    const { first_name: _first, last_name: _last, ...rest } = validBody();
    const result = validateBooking({ ...rest, full_name: "  " }, { now });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.first_name).toBe(messages.required.fullName);
      expect(result.errors.full_name).toBe(messages.required.fullName);
    }
  });

  it("applies the advance rule with the site configuration", () => {
    const soon = { ...validBody(), departure_date: "2026-06-01", departure_time: "12:00" };
    expect(validateBooking(soon, { now })).toEqual({
      ok: false,
      errors: { departure_time: messages.schedule.minAdvance(8) },
    });
    expect(validateBooking(soon, { now, allowSameDayWithout8h: true }).ok).toBe(true);
  });
});
