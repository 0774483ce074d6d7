import { z } from "zod";
import { isValidCompanyNumber } from "./company-number.ts";
import { DEFAULT_MESSAGE_CHANNEL, MESSAGE_CHANNELS, PARKING_TYPES, PAYMENT_METHODS, TERMINALS, TRANSMISSIONS } from "./constants.ts";
import {
  blankToUndefined,
  choiceField,
  couponCodeField,
  dateField,
  digitsField,
  extrasField,
  formBoolean,
  isStorableText,
  optionalChoiceField,
  optionalText,
  requiredText,
  stringThen,
  timeField,
} from "./field-schemas.ts";
import { messages } from "./messages/index.ts";
import { splitFullName } from "./names.ts";
import { normalizeIsraeliPhone } from "./phone.ts";

// The booking form body (product.md §3 field names). Formats only: the scheduling rules
// need `now` and the site configuration, so booking-validation.ts adds them.
// Unknown keys, including any price the browser sends, are stripped.

const required = messages.required;
const invalid = messages.invalid;

/** The form may send one full_name instead of first_name/last_name. */
function withSplitName(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  const hasFirstName = typeof body.first_name === "string" && body.first_name.trim() !== "";
  if (hasFirstName || typeof body.full_name !== "string") return body;
  const { firstName, lastName } = splitFullName(body.full_name);
  return { ...body, first_name: firstName, last_name: lastName };
}

const phoneField = requiredText(required.phone, 30)
  .refine((value) => normalizeIsraeliPhone(value) !== null, { error: invalid.phone })
  .transform((value) => normalizeIsraeliPhone(value) ?? value);

const emailField = requiredText(required.email, 254).pipe(z.email({ error: invalid.email }));

const flightNumberField = requiredText(required.flightNumber, 20)
  .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, { error: invalid.flightNumber }));

/** Attribution tag such as 'vip'; anything odd is dropped rather than refused. */
const sourceField = z.preprocess((value) => {
  if (typeof value !== "string") return undefined;
  const tag = value.trim().toLowerCase();
  return /^[a-z0-9_.-]{1,50}$/.test(tag) ? tag : undefined;
}, z.string().optional());

const companyNumberField = z.preprocess(
  blankToUndefined,
  stringThen(
    invalid.companyNumber,
    z
      .string()
      .max(40, { error: invalid.companyNumber })
      .transform((value) => value.replace(/\D/g, "")),
  ).optional(),
);

const bookingFields = z.object(
  {
    first_name: requiredText(required.fullName, 60),
    last_name: z.preprocess(
      (value) => value ?? "",
      stringThen(invalid.text, z.string().trim().max(60, { error: invalid.tooLong }).refine(isStorableText, { error: invalid.text })),
    ),
    company_invoice: z.preprocess(
      (value) => formBoolean(blankToUndefined(value)) ?? false,
      z.boolean({ error: invalid.text }),
    ),
    company_number: companyNumberField,
    /** The name on the tax documents with company_number (docs/decisions/036). */
    company_name: optionalText(100),
    phone: phoneField,
    email: emailField,
    car_manufacturer: optionalText(60),
    car_model: requiredText(required.carModel, 60),
    transmission: optionalChoiceField(TRANSMISSIONS, invalid.transmission),
    license_number: digitsField(required.licenseNumber, /^\d{5,8}$/, invalid.licenseNumber),
    car_code: optionalText(20),
    departure_terminal: choiceField(TERMINALS, required.departureTerminal),
    departure_date: dateField(required.departureDate),
    departure_time: timeField(required.departureTime),
    arrival_terminal: choiceField(TERMINALS, required.arrivalTerminal),
    arrival_date: dateField(required.arrivalDate),
    arrival_time: timeField(required.arrivalTime),
    flight_number: flightNumberField,
    parking_type: choiceField(PARKING_TYPES, required.parkingType),
    additional_services: extrasField,
    terms_accepted: z.preprocess(formBoolean, z.literal(true, { error: required.terms })),
    payment_method: choiceField(PAYMENT_METHODS, required.paymentMethod),
    message_channel: z.preprocess(blankToUndefined, z.enum(MESSAGE_CHANNELS, { error: invalid.messageChannel }).default(DEFAULT_MESSAGE_CHANNEL)),
    coupon_code: couponCodeField,
    source: sourceField,
  },
  { error: messages.api.badRequest },
);

export const bookingSchema = z.preprocess(
  withSplitName,
  bookingFields
    .superRefine(
      (body, ctx) => {
        if (body.company_invoice !== true) return;
        if (!body.company_name) ctx.addIssue({ code: "custom", path: ["company_name"], message: required.companyName });
        const number = body.company_number;
        if (typeof number !== "string" || number === "") {
          ctx.addIssue({ code: "custom", path: ["company_number"], message: required.companyNumber });
        } else if (!/^\d{9}$/.test(number)) {
          ctx.addIssue({ code: "custom", path: ["company_number"], message: invalid.companyNumber });
        } else if (!isValidCompanyNumber(number)) {
          ctx.addIssue({ code: "custom", path: ["company_number"], message: invalid.companyNumberCheck });
        }
      },
      // Report a missing company name or number together with the other field errors.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    // A company's name and number without a requested invoice are noise; they are not stored.
    .transform(
      ({ company_number, company_name, ...body }): typeof body & { company_number?: string; company_name?: string } =>
        body.company_invoice && company_number && company_name ? { ...body, company_number, company_name } : body,
    ),
);

/** What the browser may send: the fields, or full_name instead of the two name fields. */
export type BookingBody = z.input<typeof bookingFields> & { full_name?: string };
/** The validated, normalised booking form. */
export type BookingForm = z.output<typeof bookingSchema>;
