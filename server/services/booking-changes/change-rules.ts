// A change's rules (product.md §12, §17, docs/decisions/017, 029), before anything is
// saved: whether the booking may change now, and the change or the extension
// re-checked by the same rules as a new booking and re-priced on the server. Both the
// quote and the save (change.ts) go through them.
import { bookingSchema } from "@shared/booking-schema.ts";
import { validateBooking } from "@shared/booking-validation.ts";
import { fieldErrors } from "@shared/zod-errors.ts";
import {
  changeWindow,
  diffValues,
  settleChange,
  type ChangeableValues,
  type FieldChanges,
  type Settlement,
} from "@shared/booking-changes.ts";
import { toInstant } from "@shared/jerusalem-time.ts";
import { extendMessages } from "@shared/messages/extend.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { changeRefusal, WITH_US } from "@shared/service-status.ts";
import type { Quote } from "@shared/pricing.ts";
import type { Booking } from "@server/db/generated/client.ts";
import { Conflict, InvalidInput } from "@server/services/domain-errors.ts";
import { errorsOfChange, mergedBody, moneyOf, repriceBooking, valuesOf } from "@server/services/booking-change-values.ts";
import type { BookingChangeDeps, WriteOptions } from "./lookup.ts";

export interface ChangeQuote {
  booking: Booking;
  changes: FieldChanges;
  priced: Quote;
  settlement: Settlement;
}

/**
 * A change from the change form, or an extension of the stay (product.md §12, §17): a
 * change of the return to a later moment, open from the pickup until the planned
 * return instead of until the cutoff before the departure. Both are judged, priced,
 * saved and e-mailed the same way.
 */
export type ChangeKind = "change" | "extend";

/** What an extension may name: the return's date and time. */
const EXTEND_FIELDS = ["arrival_date", "arrival_time"] as const;

export function createChangeRules(deps: Pick<BookingChangeDeps, "scheduling" | "publicConfig" | "now">) {
  /**
   * The change judged and priced, not saved. `ctx` settings are read before any
   * transaction, which stays short and on its own connection; the full dates are
   * counted by the caller: under the dates' locks when saving.
   */
  async function judge(booking: Booking, patch: Record<string, unknown>, full: ReadonlySet<string> | null): Promise<ChangeQuote> {
    const before = valuesOf(booking);
    const body = mergedBody(booking, patch);
    const dates = [body.departure_date, body.arrival_date].map((value) => (typeof value === "string" ? value : "")).sort();
    const ctx = await deps.scheduling.contextFor(dates[0]!, dates[1]!, booking.id, { capacity: full === null });
    const verdict = validateBooking(body, full === null ? ctx : { ...ctx, isDateFull: full });
    const errors = verdict.ok ? {} : errorsOfChange(verdict.errors, before, body);
    if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
    // Only rule errors on an unmoved moment were dropped: the formats must still parse.
    const parsed = verdict.ok ? { success: true as const, data: verdict.data } : bookingSchema.safeParse(body);
    if (!parsed.success) throw new InvalidInput(fieldErrors(parsed.error));
    const form = parsed;
    const after: ChangeableValues = {
      departure_date: form.data.departure_date,
      departure_time: form.data.departure_time,
      arrival_date: form.data.arrival_date,
      arrival_time: form.data.arrival_time,
      departure_terminal: form.data.departure_terminal,
      arrival_terminal: form.data.arrival_terminal,
      flight_number: form.data.flight_number,
      parking_type: form.data.parking_type,
      additional_services: [...new Set(form.data.additional_services)],
      phone: form.data.phone,
      car_model: form.data.car_model,
      license_number: form.data.license_number,
    };
    const changes = diffValues(before, after);
    if (Object.keys(changes).length === 0) throw new InvalidInput({ _form: manageMessages.nothingChanged });
    ensureServiceAllows(booking, Object.keys(changes));
    const priced = repriceBooking(booking, after);
    return { booking, changes, priced, settlement: settleChange(moneyOf(booking), priced.total) };
  }

  /** Once the car is with us only the return may change, and after the service nothing (docs/decisions/029). */
  function ensureServiceAllows(booking: Booking, fields: readonly string[]): void {
    const refusal = changeRefusal(booking.serviceStatus, fields);
    if (refusal) throw new Conflict(refusal.code, refusal.message);
  }

  function ensureChangeable(booking: Booking, cutoffHours: number, options: WriteOptions): boolean {
    if (booking.cancelledAt) throw new Conflict("cancelled", manageMessages.cancelled);
    ensureServiceAllows(booking, []);
    const window = changeWindow({ departureAt: booking.departureAt, cutoffHours, now: deps.now(), cancelled: false });
    if (!window.allowed && !(options.actor === "operator" && options.force)) {
      throw new Conflict("change_closed", manageMessages.changeClosed(deps.publicConfig.phone));
    }
    return !window.allowed;
  }

  /** An extension: only while the car is with us, and only until the planned return. */
  function ensureExtendable(booking: Booking): void {
    if (booking.cancelledAt) throw new Conflict("cancelled", manageMessages.cancelled);
    ensureServiceAllows(booking, EXTEND_FIELDS);
    if (!WITH_US.includes(booking.serviceStatus)) throw new Conflict("not_picked_up", extendMessages.beforePickup);
    if (deps.now() >= booking.arrivalAt) throw new Conflict("extend_closed", extendMessages.closed(deps.publicConfig.phone));
  }

  /** Whether the write is allowed now; true when the operator forced it past the cutoff (recorded). */
  function ensureAllowed(kind: ChangeKind, booking: Booking, cutoffHours: number, options: WriteOptions): boolean {
    if (kind === "change") return ensureChangeable(booking, cutoffHours, options);
    ensureExtendable(booking);
    return false;
  }

  /** An extension names the return's date and time and nothing else, and moves the return later. */
  function extendPatch(patch: Record<string, unknown>): Record<string, unknown> {
    const other = Object.keys(patch).find((field) => !(EXTEND_FIELDS as readonly string[]).includes(field));
    if (other) throw new InvalidInput({ [other]: extendMessages.returnTimeOnly });
    return patch;
  }

  function ensureLater(booking: Booking, quote: ChangeQuote): void {
    const after = { ...valuesOf(booking), ...Object.fromEntries(Object.entries(quote.changes).map(([field, change]) => [field, change!.to])) } as ChangeableValues;
    const arrival = toInstant(after.arrival_date, after.arrival_time);
    if (!arrival || arrival <= booking.arrivalAt) throw new InvalidInput({ arrival_date: extendMessages.earlierByPhone(deps.publicConfig.phone) });
  }

  /** judge(), and for an extension the return moved later. */
  async function judgeKind(kind: ChangeKind, booking: Booking, patch: Record<string, unknown>): Promise<ChangeQuote> {
    const quote = await judge(booking, patch, null);
    if (kind === "extend") ensureLater(booking, quote);
    return quote;
  }

  return { judgeKind, ensureAllowed, extendPatch };
}
