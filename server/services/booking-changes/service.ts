// Manage my booking (product.md §12, docs/decisions/017): the private order view, a
// change re-checked by the same rules as a new booking and re-priced on the
// server, the law's cancellation, refunds owed, and an event row for each.
// Every write locks the booking's row first (SELECT … FOR UPDATE), so a change
// and a cancellation of one booking never interleave: the second sees the first.
//
// This file composes the one service callers use from its parts: view.ts (reading
// the order), change-rules.ts and change.ts (quoting and saving a change),
// cancel.ts, refunds.ts, and lookup.ts (what they share).
import { createCancellation } from "./cancel.ts";
import { createChanges } from "./change.ts";
import { createBookingLookup, type BookingChangeDeps } from "./lookup.ts";
import { createRefunds } from "./refunds.ts";
import { createOrderViews } from "./view.ts";

export { MAX_CANCELLATION_FEE } from "./cancel.ts";
export type { ChangeQuote } from "./change-rules.ts";
export type { WriteOptions } from "./lookup.ts";
export { moneyOf } from "@server/services/booking-change-values.ts";

export function createBookingChangeService(deps: BookingChangeDeps) {
  const lookup = createBookingLookup(deps);
  const views = createOrderViews(deps, lookup);
  const changes = createChanges(deps, lookup);
  const cancellation = createCancellation(deps, lookup);
  const refundsOwed = createRefunds(deps, lookup);
  return {
    find: lookup.find,
    view: views.view,
    forToken: views.forToken,
    quote: changes.quote,
    quoteExtend: changes.quoteExtend,
    change: changes.change,
    extend: changes.extend,
    cancel: cancellation.cancel,
    resendConfirmation: views.resendConfirmation,
    differencePaymentUrl: changes.differencePaymentUrl,

    // ---- The operator's side (valet bookings …) ----

    refunds: refundsOwed.refunds,
    markRefunded: refundsOwed.markRefunded,
    events: views.events,
  };
}

export type BookingChangeService = ReturnType<typeof createBookingChangeService>;
