// Per-IP request limits for every write under /api (and the coupon check, the one
// read worth guessing at), and for refused reads by an order's token: the API's,
// the calendar file's, the photo's, and the two pages opened by a token, /order/N
// and /documents/ID. On Postgres every process counts in one shared store
// (server/api/rate-limit-store.ts, docs/decisions/016); on the embedded database,
// where the server is one process, in memory (decision 013).
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { API_ENDPOINTS, API_PREFIX, type EndpointName } from "@shared/api/endpoints.ts";
import { messages } from "@shared/messages/index.ts";
import { isTokenPage } from "@shared/site-pages.ts";
import { errorPage } from "@server/middleware/page-errors.ts";
import { HttpError, sendError } from "./http-errors.ts";
import type { RateLimitStoreFactory } from "./rate-limit-store.ts";

const MINUTE = 60_000;

/** Requests per minute per address, by the contract's endpoint name: the method and
 *  path are the endpoint's (shared/api/endpoints.ts), not repeated here. Each number is what a person at one address
 *  plausibly needs (a family on one home connection, a few retries after a
 *  validation message) with room to spare; scripts hit the limit quickly. */
export const RATE_LIMITS = {
  /** A booking is submitted once; fixing field errors takes a few more tries. */
  bookingCreate: { windowMs: MINUTE, limit: 20 },
  createPayment: { windowMs: MINUTE, limit: 20 },
  notifyCashBooking: { windowMs: MINUTE, limit: 20 },
  /** The form checks each date and time as the traveller picks them. */
  scheduleCheck: { windowMs: MINUTE, limit: 120 },
  /** Each request writes a row and an e-mail. */
  contact: { windowMs: MINUTE, limit: 5 },
  /** One beacon per page view and tracked click. */
  trackVisit: { windowMs: MINUTE, limit: 60 },
  /** A read, but codes are worth guessing: keep guessing slow. */
  couponCheck: { windowMs: MINUTE, limit: 30 },
  /** Manage my booking (product.md §12): the page quotes as the traveller edits, and writes rarely. */
  orderQuoteChange: { windowMs: MINUTE, limit: 60 },
  orderChange: { windowMs: MINUTE, limit: 20 },
  /** Extend my stay: a change of the return, limited like one. */
  orderQuoteExtend: { windowMs: MINUTE, limit: 60 },
  orderExtend: { windowMs: MINUTE, limit: 20 },
  orderCancel: { windowMs: MINUTE, limit: 10 },
  orderPayDifference: { windowMs: MINUTE, limit: 20 },
  /** Cash instead of a declined card: one tap, and each success queues the booking's messages. */
  orderPayCash: { windowMs: MINUTE, limit: 10 },
  /** Each one queues an e-mail to the traveller. */
  orderResend: { windowMs: MINUTE, limit: 5 },
  /** A radio button and one tap: a person changes it a few times at most. */
  orderMessageChannel: { windowMs: MINUTE, limit: 10 },
  /** Each call may cost an outbound VERIFY with the merchant's credentials: a browser
   *  returns from a payment a few times at most (product.md §7.3; docs/SECURITY.md). */
  paymentWebhook: { windowMs: MINUTE, limit: 20 },
  /** Twilio calls back once or twice per message from a few addresses; a day's messages
   *  come in minutes at most. Forged calls count too, and stop soon (docs/decisions/033). */
  messageStatus: { windowMs: MINUTE, limit: 600 },
  /** Only refused reads count (a wrong token, an unknown order): the traveller's own
   *  reads never do, a walk through order numbers soon does (product.md §7.3; docs/SECURITY.md).
   *  One budget per address for every read by the order's token but the photo's: this
   *  one, the calendar file, and the pages opened by the token (shared/site-pages.ts, byToken). */
  bookingRead: { windowMs: MINUTE, limit: 20, failuresOnly: true },
  orderCalendar: { windowMs: MINUTE, limit: 20, failuresOnly: true, budget: "bookingRead" },
  /** A representative signs in once per phone; a token (256 bits) is not guessable,
   *  but each attempt costs a database look-up (docs/decisions/028). */
  crewSignIn: { windowMs: MINUTE, limit: 10 },
  crewSignOut: { windowMs: MINUTE, limit: 10 },
  /** Each upload is decoded and encoded again (docs/decisions/030): a representative takes a
   *  handover's photos over a minute or two, with retries; a script posting images stops soon. */
  crewPhotoUpload: { windowMs: MINUTE, limit: 60 },
  /** As bookingRead: only refused reads count, so trying tokens or photo ids is slow. */
  orderPhoto: { windowMs: MINUTE, limit: 20, failuresOnly: true },
  /** The crew's moves (docs/decisions/029): a few per car, with retries; phones on one
   *  mobile network may share an address, so the budget is a busy shift's. */
  crewPickup: { windowMs: MINUTE, limit: 60 },
  crewParked: { windowMs: MINUTE, limit: 60 },
  crewReturning: { windowMs: MINUTE, limit: 60 },
  crewReturn: { windowMs: MINUTE, limit: 60 },
  crewNoShow: { windowMs: MINUTE, limit: 60 },
} as const satisfies Partial<Record<EndpointName, { windowMs: number; limit: number; failuresOnly?: boolean; budget?: EndpointName }>>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const TOKEN_PAGES_BUDGET: RateLimitName = "bookingRead";

/** The API's answer is its JSON error; a page's, a page in Hebrew (both with Retry-After, set before). */
function tooMany(req: Request, res: Response) {
  if (req.originalUrl.startsWith(`${API_PREFIX}/`)) {
    sendError(res, new HttpError(429, "too_many_requests", messages.api.tooManyRequests));
    return;
  }
  res.status(429).type("html").send(errorPage(messages.api.tooManyLinkAttemptsTitle, messages.api.tooManyLinkAttempts));
}

interface ApiLimiter {
  method: "GET" | "POST";
  path: string;
  handler: RequestHandler;
}

export interface RateLimiters {
  /** One per route of RATE_LIMITS, mounted by the API router before anything else. */
  api: ApiLimiter[];
  /** For GET /order/… and /documents/…, before the pages; null when the limits are off. */
  tokenPages: RequestHandler | null;
}

/**
 * The limiters of RATE_LIMITS, built once for the app; `enabled: false`
 * (RATE_LIMITS=off) makes none. Routes of one `budget` share one limiter, and so one
 * count per address; so do the token pages with bookingRead's. Counted in this
 * process's memory, or in the store `storeFor` makes (on Postgres: shared by every
 * process, docs/decisions/016).
 */
export function rateLimiters(enabled: boolean, storeFor?: RateLimitStoreFactory): RateLimiters {
  if (!enabled) return { api: [], tokenPages: null };
  const budgets = new Map<RateLimitName, RequestHandler>();
  const budget = (name: RateLimitName): RequestHandler => {
    const known = budgets.get(name);
    if (known) return known;
    const rule = RATE_LIMITS[name];
    // draft-8 RateLimit headers; a refused request also carries Retry-After.
    const handler = rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: tooMany,
      skipSuccessfulRequests: "failuresOnly" in rule && rule.failuresOnly,
      // A shared store that cannot be reached lets the request through: the
      // route itself then answers (503 while the database is away).
      ...(storeFor ? { store: storeFor(name), passOnStoreError: true } : {}),
    });
    budgets.set(name, handler);
    return handler;
  };
  const api = (Object.entries(RATE_LIMITS) as Array<[RateLimitName, (typeof RATE_LIMITS)[RateLimitName]]>).map(([name, rule]) => ({
    ...API_ENDPOINTS[name],
    handler: budget("budget" in rule ? rule.budget : name),
  }));
  const pageReads = budget(TOKEN_PAGES_BUDGET);
  const tokenPages = (req: Request, res: Response, next: NextFunction) =>
    (req.method === "GET" || req.method === "HEAD") && isTokenPage(req.path) ? pageReads(req, res, next) : next();
  return { api, tokenPages };
}
