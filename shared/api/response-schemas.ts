// The success answer of every JSON endpoint (product.md §7, and the order page's, §12)
// as zod schemas, in the API's external field names: contract.ts puts each with its
// endpoint, and the browser checks answers with this module alone, so checking the
// calendar's first answer builds no request schema (docs/decisions/022). The page's types
// (OrderView in shared/order-view.ts) are inferred from these schemas, type-only.
import { z } from "zod";
import { CHANGEABLE_FIELDS } from "@shared/booking-changes.ts";
import { CURRENCY, EXTRA_IDS, MESSAGE_CHANNELS, PARKING_TYPES, PAYMENT_METHODS, TERMINALS } from "@shared/constants.ts";
import { HANDOVER_STAGES } from "@shared/handover-photos.ts";
import { TAX_DOCUMENT_STATUSES, TAX_DOCUMENT_TYPES } from "@shared/tax-documents.ts";
import { crewBookingStateSchema, crewManifestSchema, flightViewSchema, serviceViewShape } from "./service-responses.ts";

const money = z.number().int();
const paymentStatus = z.enum(["pending", "completed", "failed"]);
const extrasLines = z.array(z.object({ id: z.enum(EXTRA_IDS), price: money }));

const orderLeg = z.object({
  /** 'YYYY-MM-DD' and 'HH:mm' in Israel. */
  date: z.string(),
  time: z.string(),
  terminal: z.enum(TERMINALS),
});

/** One tax document of the booking (docs/decisions/036), as issued or on its way. */
const orderDocument = z.object({
  type: z.enum(TAX_DOCUMENT_TYPES),
  /** The provider's number; null until issued. */
  number: z.string().nullable(),
  amount: money,
  /** ISO instant; null until issued. */
  issued_at: z.string().nullable(),
  /** Morning's PDF, or the site's own page of a sandbox document (with its token); null until issued. */
  url: z.string().nullable(),
  status: z.enum(TAX_DOCUMENT_STATUSES),
  /** A sandbox document: a test, not a tax document. */
  test: z.boolean(),
});

/** What the private order page and GET /bookings/:orderNumber show of one booking: shared/order-view.ts's OrderView. */
export const orderViewSchema = z.object({
  order_number: z.number().int(),
  status: z.enum(["pending", "failed", "paid", "cash", "cancelled"]),
  first_name: z.string(),
  last_name: z.string(),
  email_hint: z.string(),
  phone: z.string(),
  parking_type: z.enum(PARKING_TYPES),
  departure: orderLeg,
  arrival: orderLeg,
  flight_number: z.string(),
  /** The return flight as the board last said (docs/decisions/034); not_tracked when it is not on the board. */
  flight: flightViewSchema,
  /** Where the service messages go (docs/decisions/033); e-mail is sent as well. */
  message_channel: z.enum(MESSAGE_CHANNELS),
  car_manufacturer: z.string().nullable(),
  car_model: z.string(),
  license_number: z.string(),
  days: z.number().int(),
  parking: money,
  extras: extrasLines,
  extras_total: money,
  coupon_code: z.string().nullable(),
  discount: money,
  total: money,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: paymentStatus,
  /** Received: by card (the provider) for a card booking, in cash (the representative or the office) for a cash one. */
  paid: money,
  /**
   * What was received, line by line, each by its real method: the card payment, the
   * differences paid by card after changes, the cash taken. Nothing received: empty.
   */
  payments: z.array(z.object({ method: z.enum(["card", "card_difference", "cash"]), amount: money })),
  /** Still to pay: 0 once paid, cancelled or marked a no-show. */
  amount_due: money,
  refund_due: money,
  refunded: money,
  cancelled_at: z.string().nullable(),
  cancellation_fee: money.nullable(),
  can_change: z.boolean(),
  /** ISO instant: the last moment the customer can change online. */
  change_deadline: z.string(),
  cancellation: z.object({
    allowed: z.boolean(),
    reason: z.string().nullable(),
    fee: money,
    refund: money,
    /** ISO instant: the first moment the law's terms no longer apply. */
    deadline: z.string(),
  }),
  /** The business's phone, for "call us" after the cutoff. */
  business_phone: z.string(),
  /** The booking's tax documents, oldest first. */
  documents: z.array(orderDocument),
});

/** POST /bookings: 201 for a new booking, 200 for a replayed Idempotency-Key. */
const bookingCreatedSchema = z.object({
  order_number: z.number().int(),
  total: money,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: paymentStatus,
  /** The order's access token (?t= of the result and order pages). */
  token: z.string(),
  /** Cash only: where the browser goes next. */
  result_url: z.string().optional(),
});

/** GET /bookings/:orderNumber: the order page's view plus the result page's summary and the service day (docs/decisions/029). */
const bookingReadSchema = orderViewSchema.extend({
  payment_amount: money.nullable(),
  ...serviceViewShape,
});

const fieldChanges = z.partialRecord(
  z.enum(CHANGEABLE_FIELDS),
  z.object({ from: z.union([z.string(), z.array(z.string())]), to: z.union([z.string(), z.array(z.string())]) }),
);

/** POST /bookings/:n/quote-change: the new price of the changed fields; nothing saved. */
const changeQuoteSchema = z.object({
  changes: fieldChanges,
  days: z.number().int(),
  parking: money,
  extras: extrasLines,
  extras_total: money,
  discount: money,
  total: money,
  old_total: money,
  difference: money,
  amount_due: money,
  refund_due: money,
});

/** POST /bookings/:n/change: the saved order, and where to pay what it left due. */
const changedOrderSchema = orderViewSchema.extend({
  changes: fieldChanges,
  payment_url: z.string().optional(),
});

/** POST /bookings/:n/cancel. */
const cancelledOrderSchema = orderViewSchema.extend({
  status: z.literal("cancelled"),
  fee: money,
});

const paymentUrlSchema = z.object({ payment_url: z.string() });

/** POST /bookings/:n/pay-cash: the order, now cash, and where the browser goes next (the cash result page). */
const paidInCashSchema = orderViewSchema.extend({ result_url: z.string() });

const resendSchema = z.object({ ok: z.literal(true), message: z.string() });

const ok = z.object({ ok: z.literal(true) });

/** The crew's sign-in and session (docs/decisions/028): who is signed in. */
const signedInCrewSchema = z.object({ crew: z.object({ id: z.number().int(), name: z.string() }) });

/** A stored handover photo (docs/decisions/030): always JPEG, `url` the crew's address of it. */
const uploadedPhotoSchema = z.object({
  id: z.number().int(),
  stage: z.enum(HANDOVER_STAGES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  url: z.string(),
  /** Photos of the stage now, this one included, and how many it may have. */
  stage_count: z.number().int(),
  stage_limit: z.number().int(),
});

/** By endpoint name (endpoints.ts); endpoints that answer no JSON are not here. */
export const apiResponses = {
  quote: z.object({
    type: z.enum(PARKING_TYPES),
    days: z.number().int(),
    parking: money,
    extras: extrasLines,
    extras_total: money,
    discount: money,
    coupon_code: z.string().nullable(),
    coupon_error: z.string().optional(),
    total: money,
    currency: z.literal(CURRENCY),
  }),
  availability: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        weekday: z.number().int(),
        holiday_label: z.string().nullable(),
        is_full: z.boolean(),
        closed_all_day: z.boolean(),
        open: z.array(z.object({ from: z.string(), to: z.string() })),
        blocked: z.array(z.object({ from: z.string(), to: z.string() })),
      }),
    ),
  }),
  scheduleCheck: z.object({ ok: z.boolean(), errors: z.record(z.string(), z.string()) }),
  couponCheck: z.discriminatedUnion("valid", [
    z.object({ valid: z.literal(true), code: z.string(), amount: money }),
    z.object({ valid: z.literal(false), message: z.string() }),
  ]),
  contact: ok,
  bookingCreate: bookingCreatedSchema,
  bookingRead: bookingReadSchema,
  notifyCashBooking: ok,
  orderQuoteChange: changeQuoteSchema,
  orderChange: changedOrderSchema,
  // Extend my stay answers as a change of the return does.
  orderQuoteExtend: changeQuoteSchema,
  orderExtend: changedOrderSchema,
  orderCancel: cancelledOrderSchema,
  orderPayDifference: paymentUrlSchema,
  orderPayCash: paidInCashSchema,
  orderResend: resendSchema,
  orderMessageChannel: orderViewSchema,
  createPayment: z.object({ success: z.literal(true), paymentUrl: z.string() }),
  paymentWebhook: z.object({ outcome: z.string(), orderNumber: z.number().int().nullable() }),
  crewSignIn: signedInCrewSchema,
  crewSession: signedInCrewSchema,
  crewPhotoUpload: uploadedPhotoSchema,
  // The service day (docs/decisions/029).
  crewManifest: crewManifestSchema,
  crewPickup: crewBookingStateSchema,
  crewParked: crewBookingStateSchema,
  crewReturning: crewBookingStateSchema,
  crewReturn: crewBookingStateSchema,
  crewNoShow: crewBookingStateSchema,
};
