// The contact forms' rules (shared/contact-rules.ts): the browser's first check, and
// the zod schema built from the same table.
import { describe, expect, it } from "vitest";
import { checkContactFields, CONTACT_FORM_FIELDS, normalizeContactPhone } from "@shared/contact-rules.ts";
import { contactSchema } from "@shared/contact-schema.ts";
import { fieldErrors } from "@shared/zod-errors.ts";
import { messages } from "@shared/messages/index.ts";

const ALL = CONTACT_FORM_FIELDS.contact_page;

describe("the browser's contact check", () => {
  it("names every empty field the form asks for", () => {
    expect(checkContactFields({ name: "", phone: "", email: "", message: "  " }, ALL)).toEqual({
      name: messages.required.name,
      phone: messages.required.phone,
      email: messages.required.email,
      message: messages.required.message,
    });
  });

  it("refuses a malformed phone and e-mail, and a value past its limit", () => {
    expect(checkContactFields({ name: "דנה", phone: "12", email: "dana@", message: "שלום" }, ALL)).toEqual({
      phone: messages.invalid.phone,
      email: messages.invalid.email,
    });
    expect(checkContactFields({ name: "א".repeat(81), phone: "+44 20 7946 0018", email: "dana@example.com", message: "שלום" }, ALL)).toEqual({
      name: messages.invalid.tooLong,
    });
  });

  it("checks only the fields a form has", () => {
    expect(checkContactFields({ name: "דנה", phone: "0501234567", email: "a@b.co" }, CONTACT_FORM_FIELDS.quick_form)).toEqual({});
    expect(checkContactFields({}, ["name"])).toEqual({ name: messages.required.name });
  });
});

describe("the contact schema", () => {
  it("asks the contact page, not the quick form, for a message", () => {
    const body = { name: "דנה", phone: "050-1234567", email: "dana@example.com" };
    const page = contactSchema.safeParse({ ...body, source: "contact_page" });
    expect(page.success ? {} : fieldErrors(page.error)).toEqual({ message: messages.required.message });
    expect(contactSchema.safeParse({ ...body, source: "quick_form" }).success).toBe(true);
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
