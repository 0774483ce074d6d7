// The API's one contract (product.md §7.1): for every /api endpoint of endpoints.ts,
// the zod schemas of what it takes (path params, query, JSON body) and of the JSON it
// answers on success, in the external field names of product.md §7. Failures all
// answer apiErrorBodySchema. The request schemas are the ones the forms already
// share (booking, contact, schedule, quote); this module composes them.
//
// The server's routers parse with these schemas and type their answers with
// ApiReply<N> (z.input), so a router that drifts from the contract fails the type
// check. The browser calls the API through client/lib/api-client.ts, which checks
// each answer with ApiResponse<N>'s schema (kept in response-schemas.ts, which the
// browser loads lazily with zod, never with a page's first load).
import { z } from "zod";
import type { Attribution } from "@shared/attribution.ts";
import { bookingSchema, type BookingBody } from "@shared/booking-schema.ts";
import type { ContactSource } from "@shared/contact-rules.ts";
import { contactSchema } from "@shared/contact-schema.ts";
import { MESSAGE_CHANNELS } from "@shared/constants.ts";
import { stringThen } from "@shared/field-schemas.ts";
import { crewManifestQuerySchema, emptyBodySchema, parkedBodySchema, pickupBodySchema, returnBodySchema } from "@shared/handover-schema.ts";
import { HANDOVER_STAGES } from "@shared/handover-photos.ts";
import { messages } from "@shared/messages/index.ts";
import { photoMessages } from "@shared/messages/photo.ts";
import { dateRangeQuerySchema, quoteQuerySchema, scheduleCheckSchema } from "@shared/query-schemas.ts";
import { trackVisitSchema, type TrackVisitAction } from "@shared/track-visit-schema.ts";
import { API_ENDPOINTS, type EndpointName } from "./endpoints.ts";
import { apiResponses } from "./response-schemas.ts";

/**
 * { error: { code, message, fields? } }: the one definition of the failure body; the
 * server writes ApiErrorBody (error-body.ts, its inferred type) and the browser reads it there without zod.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

/**
 * The shared form schemas preprocess their fields (blank → missing, numbers → text),
 * which zod types as an input of `unknown`. This names the input the browser sends,
 * for the client's types only: the schema and what it accepts are unchanged.
 */
function declaredInput<Input>() {
  return <S extends z.ZodType>(schema: S) => schema as unknown as z.ZodType<z.output<S>, Input>;
}

// ---- Shared pieces ----

/** :orderNumber in a path. */
export const orderNumberParam = z.coerce.number({ error: messages.api.badRequest }).int().positive().max(2_000_000_000);
const orderParams = z.object({ orderNumber: orderNumberParam });
/**
 * ?t=: the order's access token. The routers do not parse it: the service checks it
 * and answers a missing or wrong one with the same 404 as an unknown order.
 */
const orderTokenQuery = z.object({ t: z.string() });
/** A change's body: the changed fields only, in the booking form's names (the service parses them). */
const orderPatch = z.record(z.string(), z.unknown());
/** An extension names the later return; the server judges it as a change (server/services/booking-changes/change-rules.ts). */
const orderExtendBody = z.object({ arrival_date: z.string(), arrival_time: z.string() });
/** The traveller's new choice of where the service messages go: a 400 names the field in Hebrew. */
const messageChannelBody = z.object(
  { message_channel: z.enum(MESSAGE_CHANNELS, { error: messages.invalid.messageChannel }) },
  { error: messages.api.badRequest },
);

// ---- Requests whose schemas live with their endpoint ----

const couponCheckQuerySchema = z.object(
  {
    code: stringThen(
      messages.coupon.empty,
      z.string().trim().min(1, { error: messages.coupon.empty }).max(40, { error: messages.coupon.invalid }),
    ),
  },
  { error: messages.api.badRequest },
);

/** An order named with its access token: the body of every call about one order that has no path of its own. */
const orderWithTokenBody = z.object(
  { orderNumber: orderNumberParam, token: stringThen(messages.api.badRequest, z.string().max(64)) },
  { error: messages.api.badRequest },
);

/** A handover photo in its order (docs/decisions/030); its id is a positive number as an order's is. */
const photoParams = z.object({ orderNumber: orderNumberParam, photoId: orderNumberParam });
/** Which handover an upload belongs to. */
const photoStageQuery = z.object({ stage: z.enum(HANDOVER_STAGES, { error: photoMessages.stageRequired }) }, { error: photoMessages.stageRequired });

/** A one-time sign-in link's token (docs/decisions/028); the service checks it. */
const crewSignInBody = z.object(
  { token: stringThen(messages.api.badRequest, z.string().max(100)) },
  { error: messages.api.badRequest },
);

// ---- What the browser sends, where the shared schemas cannot say it ----

/** The pickup record (docs/decisions/029): the fuel gauge in eighths, or an electric car's battery. */
export interface PickupRequestBody {
  odometer_km: number;
  fuel_eighths?: number;
  battery_percent?: number;
  keys: number;
  damage_notes?: string;
  cash_collected?: number;
}

/** The return record. */
export type ReturnRequestBody = Pick<PickupRequestBody, "odometer_km" | "fuel_eighths" | "battery_percent" | "cash_collected">;

/** The booking form's fields; the name as full_name or as first_name and last_name. */
export type BookingRequestBody = Omit<BookingBody, "first_name" | "last_name"> & {
  first_name?: string;
  last_name?: string;
  full_name?: string;
  /** The visitor's first and last campaign touches (shared/attribution.ts). */
  attribution?: Attribution;
  /** When cookies are off; the ap_vid cookie wins. */
  visitor_id?: string;
};

export interface ContactRequestBody {
  name: string;
  phone: string;
  email: string;
  message?: string;
  source?: ContactSource;
}

export interface TrackVisitRequestBody {
  path: string;
  referer?: string | null;
  referrer?: string | null;
  action?: TrackVisitAction | null;
  metadata?: Record<string, unknown> | null;
  visitorId?: string | null;
}

// ---- The contract ----

export const apiContract = {
  quote: {
    ...API_ENDPOINTS.quote,
    query: declaredInput<{ type: string; departure: string; arrival: string; extras?: string; coupon?: string }>()(quoteQuerySchema),
    response: apiResponses.quote,
  },
  availability: {
    ...API_ENDPOINTS.availability,
    query: declaredInput<{ from: string; to: string }>()(dateRangeQuerySchema),
    response: apiResponses.availability,
  },
  scheduleCheck: {
    ...API_ENDPOINTS.scheduleCheck,
    body: declaredInput<{ departure_date: string; departure_time: string; arrival_date: string; arrival_time: string }>()(scheduleCheckSchema),
    response: apiResponses.scheduleCheck,
  },
  couponCheck: {
    ...API_ENDPOINTS.couponCheck,
    query: couponCheckQuerySchema,
    response: apiResponses.couponCheck,
  },
  contact: {
    ...API_ENDPOINTS.contact,
    body: declaredInput<ContactRequestBody>()(contactSchema),
    response: apiResponses.contact,
  },
  bookingCreate: {
    ...API_ENDPOINTS.bookingCreate,
    // The booking service parses it (with the scheduling rules), answering 422 per field.
    body: declaredInput<BookingRequestBody>()(bookingSchema),
    response: apiResponses.bookingCreate,
  },
  bookingRead: { ...API_ENDPOINTS.bookingRead, params: orderParams, query: orderTokenQuery, response: apiResponses.bookingRead },
  notifyCashBooking: { ...API_ENDPOINTS.notifyCashBooking, body: orderWithTokenBody, response: apiResponses.notifyCashBooking },
  orderQuoteChange: { ...API_ENDPOINTS.orderQuoteChange, params: orderParams, query: orderTokenQuery, body: orderPatch, response: apiResponses.orderQuoteChange },
  orderChange: { ...API_ENDPOINTS.orderChange, params: orderParams, query: orderTokenQuery, body: orderPatch, response: apiResponses.orderChange },
  orderQuoteExtend: { ...API_ENDPOINTS.orderQuoteExtend, params: orderParams, query: orderTokenQuery, body: orderExtendBody, response: apiResponses.orderQuoteExtend },
  orderExtend: { ...API_ENDPOINTS.orderExtend, params: orderParams, query: orderTokenQuery, body: orderExtendBody, response: apiResponses.orderExtend },
  orderCancel: {
    ...API_ENDPOINTS.orderCancel,
    params: orderParams,
    query: orderTokenQuery,
    body: z.record(z.string(), z.unknown()),
    response: apiResponses.orderCancel,
  },
  orderPayDifference: { ...API_ENDPOINTS.orderPayDifference, params: orderParams, query: orderTokenQuery, response: apiResponses.orderPayDifference },
  /**
   * 200 with the order, now cash, and the cash result page's address; a paid, cancelled,
   * begun or cash booking 409, a date no longer bookable 409 not_bookable, a full one
   * 409 dates_full, each with the Hebrew reason. Idempotency-Key.
   */
  orderPayCash: { ...API_ENDPOINTS.orderPayCash, params: orderParams, query: orderTokenQuery, response: apiResponses.orderPayCash },
  /** Answers text/calendar, not JSON: a link downloads it. */
  orderCalendar: { ...API_ENDPOINTS.orderCalendar, params: orderParams, query: orderTokenQuery, response: null },
  orderResend: { ...API_ENDPOINTS.orderResend, params: orderParams, query: orderTokenQuery, response: apiResponses.orderResend },
  /** 200 with the order; a cancelled order 409 with the Hebrew reason. */
  orderMessageChannel: {
    ...API_ENDPOINTS.orderMessageChannel,
    params: orderParams,
    query: orderTokenQuery,
    body: messageChannelBody,
    response: apiResponses.orderMessageChannel,
  },
  createPayment: {
    ...API_ENDPOINTS.createPayment,
    body: orderWithTokenBody,
    response: apiResponses.createPayment,
  },
  /** The provider's return parameters, whatever they are; verified by the provider, not by shape. */
  paymentWebhook: {
    ...API_ENDPOINTS.paymentWebhook,
    query: z.record(z.string(), z.unknown()),
    response: apiResponses.paymentWebhook,
  },
  /** Twilio's form fields, verified by its signature, not by shape: 204, or 403 unsigned or forged. */
  messageStatus: { ...API_ENDPOINTS.messageStatus, body: z.record(z.string(), z.string()), response: null },
  /** A beacon (text/plain JSON) or fetch; answers 204 with no body. */
  trackVisit: { ...API_ENDPOINTS.trackVisit, body: declaredInput<TrackVisitRequestBody>()(trackVisitSchema), response: null },
  /** JSON answers who signed in; a form post answers 303 to /crew. Both set the crew cookie. */
  crewSignIn: { ...API_ENDPOINTS.crewSignIn, body: crewSignInBody, response: apiResponses.crewSignIn },
  /** 204 (a form post: 303 to the home page), clearing the crew cookie, with or without a session. */
  crewSignOut: { ...API_ENDPOINTS.crewSignOut, response: null },
  /** 401 crew_session_required without a valid crew session. */
  crewSession: { ...API_ENDPOINTS.crewSession, response: apiResponses.crewSession },
  /**
   * The body is the image itself (Content-Type one of PHOTO_UPLOAD_TYPES), not JSON:
   * 201 with the stored photo; an Idempotency-Key's repeat 200 with the same one.
   */
  crewPhotoUpload: { ...API_ENDPOINTS.crewPhotoUpload, params: orderParams, query: photoStageQuery, response: apiResponses.crewPhotoUpload },
  /** The photo's JPEG (private, no-store), for a crew session. */
  crewPhoto: { ...API_ENDPOINTS.crewPhoto, params: photoParams, response: null },
  /** The same, for the holder of the order's token; otherwise one 404 for every reason. */
  orderPhoto: { ...API_ENDPOINTS.orderPhoto, params: photoParams, query: orderTokenQuery, response: null },
  // The service day (docs/decisions/029). Every one 401 crew_session_required without a
  // crew session; a move out of order 409 out_of_order with the Hebrew reason; a repeat 200, changed: false.
  // The crew's days (docs/decisions/037): the manifest answers yesterday, today and tomorrow
  // only (422 on date); a pickup or a no-show of a booking planned outside them is 409
  // outside_crew_days, a no-show before the planned pickup time 409 before_pickup_time.
  crewManifest: { ...API_ENDPOINTS.crewManifest, query: declaredInput<{ date?: string }>()(crewManifestQuerySchema), response: apiResponses.crewManifest },
  crewPickup: { ...API_ENDPOINTS.crewPickup, params: orderParams, body: declaredInput<PickupRequestBody>()(pickupBodySchema), response: apiResponses.crewPickup },
  crewParked: { ...API_ENDPOINTS.crewParked, params: orderParams, body: declaredInput<{ bay: string; key_hook: string }>()(parkedBodySchema), response: apiResponses.crewParked },
  crewReturning: { ...API_ENDPOINTS.crewReturning, params: orderParams, body: declaredInput<Record<string, never>>()(emptyBodySchema), response: apiResponses.crewReturning },
  crewReturn: { ...API_ENDPOINTS.crewReturn, params: orderParams, body: declaredInput<ReturnRequestBody>()(returnBodySchema), response: apiResponses.crewReturn },
  crewNoShow: { ...API_ENDPOINTS.crewNoShow, params: orderParams, body: declaredInput<Record<string, never>>()(emptyBodySchema), response: apiResponses.crewNoShow },
} as const satisfies Record<EndpointName, Endpoint>;

interface Endpoint {
  method: "GET" | "POST";
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** null: the answer is not JSON (a file, or 204). */
  response: z.ZodType | null;
}

type ApiContract = typeof apiContract;
type Part<N extends EndpointName, K extends "params" | "query" | "body"> = ApiContract[N] extends Record<K, infer S extends z.ZodType> ? S : never;
type ResponseSchema<N extends EndpointName> = ApiContract[N]["response"] extends infer S extends z.ZodType ? S : never;

/** What a caller passes: `params`, `query` and `body`, each only where the endpoint has one. */
export type ApiInput<N extends EndpointName> = {
  [K in "params" | "query" | "body" as [Part<N, K>] extends [never] ? never : K]: z.input<Part<N, K>>;
};

/** Endpoints that answer JSON: what the browser's client can call. */
export type JsonEndpointName = { [N in EndpointName]: ApiContract[N]["response"] extends null ? never : N }[EndpointName];

/** The parsed success answer (what the browser gets). */
export type ApiResponse<N extends JsonEndpointName> = z.output<ResponseSchema<N>>;
/** The success answer as a router writes it (before JSON). */
export type ApiReply<N extends JsonEndpointName> = z.input<ResponseSchema<N>>;
