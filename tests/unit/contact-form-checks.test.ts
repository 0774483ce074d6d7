import { describe, expect, it } from "vitest";
import { checkContactFields } from "~/components/content/contact/contact-form-checks.ts";
import { contactSchema } from "@shared/contact-schema.ts";
import { normalizeContactPhone } from "@shared/contact-rules.ts";
import { fieldErrors } from "@shared/zod-errors.ts";
import { messages } from "@shared/messages.ts";

const ALL = ["name", "phone", "email", "message"] as const;

describe("the browser's contact check says what the server would", () => {
  it.each([
    [{ name: "", phone: "", email: "", message: "" }],
    [{ name: "דנה", phone: "12", email: "dana@", message: "שלום" }],
    [{ name: "דנה", phone: "050-1234567", email: "dana@example.com", message: "  " }],
    [{ name: "א".repeat(81), phone: "+44 20 7946 0018", email: "dana@example.com", message: "שלום" }],
    [{ name: "דנה", phone: "050-1234567", email: "dana@example.com", message: "שלום" }],
  ])("%o", (values) => {
    const browser = checkContactFields(values, ALL);
    const server = contactSchema.safeParse({ ...values, source: "contact_page" });
    expect(browser).toEqual(server.success ? {} : fieldErrors(server.error));
  });

  it("checks only the fields a form has", () => {
    expect(checkContactFields({ name: "דנה", phone: "0501234567", email: "a@b.co" }, ["name", "phone", "email"])).toEqual({});
    expect(checkContactFields({}, ["name"])).toEqual({ name: messages.required.name });
  });
});

describe("normalizeContactPhone", () => {
  it.each([
    ["050-123 4567", "0501234567"],
    ["+972 50 123 4567", "0501234567"],
    ["03-5551234", "035551234"],
    ["+1 (212) 555-0100", "+12125550100"],
    ["12345", null],
    ["phone", null],
    ["+0123456789", null],
  ])("%s → %s", (input, expected) => {
    expect(normalizeContactPhone(input)).toBe(expected);
  });
});
