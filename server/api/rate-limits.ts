// Per-IP request limits for every write under /api (and the coupon check, the one
// read worth guessing at). On Postgres every process counts in one shared store
// (server/api/rate-limit-store.ts, docs/decisions/016); on the embedded database,
// one process by nature, in memory (decision 013).
import type { Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { messages } from "@shared/messages.ts";
import { HttpError, sendError } from "./http-errors.ts";
import type { RateLimitStoreFactory } from "./rate-limit-store.ts";

const MINUTE = 60_000;

/** Requests per minute per address. Each number is what a person at one address
 *  plausibly needs (a family on one home connection, a few retries after a
 *  validation message) with room to spare; scripts hit the limit quickly. */
export const RATE_LIMITS = {
  /** A booking is submitted once; fixing field errors takes a few more tries. */
  bookings: { method: "POST", path: "/bookings", windowMs: MINUTE, limit: 20 },
  createPayment: { method: "POST", path: "/create-payment", windowMs: MINUTE, limit: 20 },
  notifyCashBooking: { method: "POST", path: "/notify-cash-booking", windowMs: MINUTE, limit: 20 },
  /** The form checks each date and time as the traveller picks them. */
  scheduleCheck: { method: "POST", path: "/schedule/check", windowMs: MINUTE, limit: 120 },
  /** Each request writes a row and an e-mail. */
  contact: { method: "POST", path: "/contact", windowMs: MINUTE, limit: 5 },
  /** One beacon per page view and tracked click. */
  trackVisit: { method: "POST", path: "/track-visit", windowMs: MINUTE, limit: 60 },
  /** A read, but codes are worth guessing: keep guessing slow. */
  couponCheck: { method: "GET", path: "/coupons/check", windowMs: MINUTE, limit: 30 },
  /** Manage my booking (issue 15): the page quotes as the traveller edits, and writes rarely. */
  orderQuoteChange: { method: "POST", path: "/bookings/:orderNumber/quote-change", windowMs: MINUTE, limit: 60 },
  orderChange: { method: "POST", path: "/bookings/:orderNumber/change", windowMs: MINUTE, limit: 20 },
  /** Extend my stay: a change of the return, limited like one. */
  orderQuoteExtend: { method: "POST", path: "/bookings/:orderNumber/quote-extend", windowMs: MINUTE, limit: 60 },
  orderExtend: { method: "POST", path: "/bookings/:orderNumber/extend", windowMs: MINUTE, limit: 20 },
  orderCancel: { method: "POST", path: "/bookings/:orderNumber/cancel", windowMs: MINUTE, limit: 10 },
  orderPayDifference: { method: "POST", path: "/bookings/:orderNumber/pay-difference", windowMs: MINUTE, limit: 20 },
  /** Each one queues an e-mail to the traveller. */
  orderResend: { method: "POST", path: "/bookings/:orderNumber/resend-confirmation", windowMs: MINUTE, limit: 5 },
  /** Each call may cost an outbound VERIFY with the merchant's credentials: a browser
   *  returns from a payment a few times at most (issue 22). */
  paymentWebhook: { method: "GET", path: "/payment-webhook", windowMs: MINUTE, limit: 20 },
  /** Only refused reads count (a wrong token, an unknown order): the traveller's own
   *  reads never do, a walk through order numbers soon does (issue 22). */
  bookingRead: { method: "GET", path: "/bookings/:orderNumber", windowMs: MINUTE, limit: 20, failuresOnly: true },
  /** A representative signs in once per phone; a token (256 bits) is not guessable,
   *  but each attempt costs a database look-up (docs/decisions/028). */
  crewSignIn: { method: "POST", path: "/crew/sign-in", windowMs: MINUTE, limit: 10 },
  crewSignOut: { method: "POST", path: "/crew/sign-out", windowMs: MINUTE, limit: 10 },
  /** Each upload is decoded and encoded again (docs/decisions/030): a representative takes a
   *  handover's photos over a minute or two, with retries; a script posting images stops soon. */
  crewPhotoUpload: { method: "POST", path: "/crew/bookings/:orderNumber/photos", windowMs: MINUTE, limit: 60 },
  /** As bookingRead: only refused reads count, so trying tokens or photo ids is slow. */
  orderPhoto: { method: "GET", path: "/bookings/:orderNumber/photos/:photoId", windowMs: MINUTE, limit: 20, failuresOnly: true },
  /** The crew's moves (docs/decisions/029): a few per car, with retries; phones on one
   *  mobile network may share an address, so the budget is a busy shift's. */
  crewPickup: { method: "POST", path: "/crew/bookings/:orderNumber/pickup", windowMs: MINUTE, limit: 60 },
  crewParked: { method: "POST", path: "/crew/bookings/:orderNumber/parked", windowMs: MINUTE, limit: 60 },
  crewReturning: { method: "POST", path: "/crew/bookings/:orderNumber/returning", windowMs: MINUTE, limit: 60 },
  crewReturn: { method: "POST", path: "/crew/bookings/:orderNumber/return", windowMs: MINUTE, limit: 60 },
  crewNoShow: { method: "POST", path: "/crew/bookings/:orderNumber/no-show", windowMs: MINUTE, limit: 60 },
} as const satisfies Record<string, { method: "GET" | "POST"; path: string; windowMs: number; limit: number; failuresOnly?: boolean }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

function tooMany(_req: Request, res: Response) {
  sendError(res, new HttpError(429, "too_many_requests", messages.api.tooManyRequests));
}

/**
 * One limiter per route of RATE_LIMITS; `enabled: false` (RATE_LIMITS=off) mounts
 * none. Counted in this process's memory, or in the store `storeFor` makes (on
 * Postgres: shared by every process, docs/decisions/016).
 */
export function rateLimiters(
  enabled: boolean,
  storeFor?: RateLimitStoreFactory,
): Array<{ method: "GET" | "POST"; path: string; handler: RequestHandler }> {
  if (!enabled) return [];
  return Object.entries(RATE_LIMITS).map(([name, rule]) => {
    const { method, path, windowMs, limit } = rule;
    return {
    method,
    path,
    // draft-8 RateLimit headers; a refused request also carries Retry-After.
    handler: rateLimit({
      windowMs,
      limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: tooMany,
      skipSuccessfulRequests: "failuresOnly" in rule && rule.failuresOnly,
      // A shared store that cannot be reached lets the request through: the
      // route itself then answers (503 while the database is away).
      ...(storeFor ? { store: storeFor(name), passOnStoreError: true } : {}),
    }),
    };
  });
}
