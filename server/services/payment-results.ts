// /payment-result in two steps (docs/decisions/025). What arrives in the address
// (a card return from the provider, a cash booking's link) is settled once: the
// return verified and applied, the cash link's token checked. The page then
// redirects to its clean address with the result in a short-lived, signed,
// HttpOnly cookie that only this page reads. So:
// - a return that does not verify shows the generic failure and nothing of any order;
// - a genuine return reveals its order's private link once: a replay of the same
//   query (from a log, a history, a Referer) finds its claim and shows nothing;
// - the address the browser keeps, reloads and measures holds no token and no name.
// The page says what happens next (product.md §2.16): the handover, the representative's
// call, and where the confirmation went (the phone's last four digits only); a declined
// card names its order and offers cash to the representative instead.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentResultView, ResultNextSteps } from "@shared/loader-services.ts";
import { cookieValue } from "@shared/cookie-header.ts";
import { orderNumberFromInfo } from "@shared/result-url.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import { maskEmail } from "./bookings.ts";
import type { PaymentService } from "./payments.ts";

const RESULT_COOKIE = "ap_result";
const RESULT_PATH = "/payment-result";
/** Long enough to reload the page or come back to it after a call; short enough that a shared computer forgets it. */
const RESULT_COOKIE_SECONDS = 30 * 60;

/** What the cookie carries: what was settled, never a token or a name. */
type Settled =
  | { k: "cash"; o: number }
  | { k: "card-completed"; o: number; a: number }
  | { k: "card-failed"; o: number; m: string | null }
  | { k: "unverified" }
  | { k: "missing" };

interface Ticket {
  r: Settled;
  /** Expiry, seconds since the epoch: the cookie's Max-Age is the browser's promise, this is ours. */
  exp: number;
}

export function createPaymentResults(deps: {
  prisma: Prisma;
  payments: Pick<PaymentService, "handleReturn">;
  tokens: OrderTokens;
  providerName: string;
  /** Card results are marked as test payments (the sandbox in production). */
  testPayments: boolean;
  /** Secure cookies when the site is served over https. */
  secureCookies: boolean;
  now: () => Date;
}) {
  const { prisma, tokens } = deps;

  async function mac(text: string): Promise<string> {
    return createHmac("sha256", await tokens.secret()).update(`payment-result:${text}`).digest("base64url");
  }

  async function seal(settled: Settled): Promise<string> {
    const ticket: Ticket = { r: settled, exp: Math.floor(deps.now().getTime() / 1000) + RESULT_COOKIE_SECONDS };
    const body = Buffer.from(JSON.stringify(ticket)).toString("base64url");
    return `${body}.${await mac(body)}`;
  }

  async function open(value: string | null): Promise<Settled> {
    const [body, signature] = (value ?? "").split(".");
    if (!body || !signature) return { k: "missing" };
    const expected = Buffer.from(await mac(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { k: "missing" };
    const ticket = JSON.parse(Buffer.from(body, "base64url").toString()) as Ticket;
    return ticket.exp * 1000 > deps.now().getTime() ? ticket.r : { k: "missing" };
  }

  /**
   * The first request to bring a genuine return claims it; any later one (a
   * replay) is refused. The key is what the provider vouched for: the order, its
   * transaction id and result code, so a copy with junk parameters added is the same return.
   */
  async function firstToShow(orderNumber: number, query: Record<string, string>): Promise<boolean> {
    const returnKey = createHash("sha256").update(JSON.stringify([deps.providerName, orderNumber, query.Id ?? "", query.CCode ?? ""])).digest("hex");
    const claimed = await prisma.paymentReturnClaim.createMany({ data: [{ returnKey, orderNumber }], skipDuplicates: true });
    return claimed.count === 1;
  }

  async function settle(query: Record<string, string>): Promise<Settled> {
    if (query.mode === "cash") {
      const orderNumber = orderNumberFromInfo(query.Info);
      if (!orderNumber || !(await tokens.verify(orderNumber, query.t))) return { k: "missing" };
      return { k: "cash", o: orderNumber };
    }
    if (query.CCode === undefined && query.Sign === undefined) return { k: "missing" };
    const outcome = await deps.payments.handleReturn(query);
    if (outcome.kind === "unverified" || !(await firstToShow(outcome.orderNumber, query))) return { k: "unverified" };
    return outcome.kind === "completed"
      ? { k: "card-completed", o: outcome.orderNumber, a: outcome.amount }
      : { k: "card-failed", o: outcome.orderNumber, m: outcome.errorMessage };
  }

  /**
   * What happens next, read afresh: the handover, and the confirmation's SMS or
   * WhatsApp as it was queued (none for e-mail only, or for a number that takes no SMS).
   */
  async function nextSteps(booking: Booking): Promise<ResultNextSteps> {
    const message = await prisma.messageOutbox.findFirst({
      where: { bookingId: booking.id, kind: "booking_confirmed", channel: { in: ["sms", "whatsapp"] } },
      orderBy: { id: "desc" },
      select: { channel: true, to: true },
    });
    const handover = { at: booking.departureAt.toISOString(), terminal: booking.departureTerminal };
    if (message && message.channel !== "email") return { handover, phone: { channel: message.channel, ending: message.to.replace(/\D/g, "").slice(-4) } };
    return { handover, phone: { channel: "email", reason: booking.messageChannel === "email" ? "chosen" : "no_mobile" } };
  }

  /** A declined card's booking may still go to cash (POST /api/bookings/:n/pay-cash) while it is unpaid, not cancelled and not begun. */
  function mayPayCashInstead(booking: Booking): boolean {
    return booking.paymentMethod === "card" && booking.paymentStatus !== "completed" && !booking.cancelledAt && booking.serviceStatus === "booked";
  }

  function cookie(value: string, maxAge: number): string {
    return `${RESULT_COOKIE}=${value}; Path=${RESULT_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${deps.secureCookies ? "; Secure" : ""}`;
  }

  return {
    /** Settles the address's query; answers the Set-Cookie header for the redirect to the clean address. */
    async settle(query: Record<string, string>): Promise<string> {
      return cookie(await seal(await settle(query)), RESULT_COOKIE_SECONDS);
    },

    /** What the page shows for the request's cookie header. */
    async view(cookieHeader: string | null): Promise<PaymentResultView> {
      const settled = await open(cookieValue(cookieHeader, RESULT_COOKIE));
      if (settled.k === "unverified" || settled.k === "missing") return { kind: settled.k };
      const booking = await prisma.booking.findUnique({ where: { orderNumber: settled.o } });
      if (!booking) return { kind: "missing" };
      const token = await tokens.sign(booking.orderNumber);
      switch (settled.k) {
        case "cash":
          return { kind: "cash", orderNumber: booking.orderNumber, amount: booking.totalPrice, emailHint: maskEmail(booking.email), token, next: await nextSteps(booking) };
        case "card-completed":
          return {
            kind: "card-completed",
            orderNumber: booking.orderNumber,
            amount: settled.a,
            emailHint: maskEmail(booking.email),
            token,
            next: await nextSteps(booking),
            testPayment: deps.testPayments,
          };
        case "card-failed":
          return {
            kind: "card-failed",
            errorMessage: settled.m,
            retry: { orderNumber: booking.orderNumber, token },
            amount: booking.totalPrice,
            cashInstead: mayPayCashInstead(booking),
            testPayment: deps.testPayments,
          };
      }
    },
  };
}

