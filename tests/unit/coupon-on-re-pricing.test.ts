// A change re-prices the stay with the coupon's own amount, capped only by the new
// price, never with the discount an earlier price was capped at (product.md §12,
// docs/decisions/027). Each row is a booking made with a coupon and then changed,
// step by step, the way the change service prices and stores it. Coupons are a
// fixed amount in shekels (shared/coupon-rules.ts): there is no percentage case.
import { describe, expect, it } from "vitest";
import { priceColumns, repriceBooking, valuesOf } from "@server/services/booking-change-values.ts";
import type { ParkingType } from "@shared/constants.ts";
import { addDays, toInstant } from "@shared/jerusalem-time.ts";
import { quote } from "@shared/pricing.ts";
import { bookingRow } from "@tests/support/booking-row.ts";

const DEPARTURE = "2026-12-01";
const arrivalOf = (days: number) => addDays(DEPARTURE, days - 1)!;

interface Stay {
  days: number;
  type?: ParkingType;
}

/** A new booking of `stay` with a coupon of `coupon` shekels (null: none), priced as the booking service does. */
function booked(stay: Stay, coupon: number | null) {
  const type = stay.type ?? "open";
  const priced = quote({ type, days: stay.days, extras: [], couponAmount: coupon ?? 0 });
  return bookingRow({
    parkingType: type,
    additionalServices: [],
    departureAt: toInstant(DEPARTURE, "08:00")!,
    arrivalAt: toInstant(arrivalOf(stay.days), "22:30")!,
    ...priceColumns(priced),
    couponCode: coupon === null ? null : "SAVE",
    couponId: coupon === null ? null : 1,
    couponAmount: coupon ?? 0,
  });
}

/** The booking changed to `stay`: re-priced and stored as the change service does. */
function changed(booking: ReturnType<typeof bookingRow>, stay: Stay) {
  const after = { ...valuesOf(booking), arrival_date: arrivalOf(stay.days), parking_type: stay.type ?? booking.parkingType };
  const priced = repriceBooking(booking, after);
  return { ...booking, parkingType: after.parking_type as ParkingType, arrivalAt: toInstant(after.arrival_date, "22:30")!, ...priceColumns(priced) };
}

describe("every re-pricing applies the coupon's full amount, capped only by the new price", () => {
  it.each<[string, number | null, Stay[], number[]]>([
    // The case: 8 days are 500, 3 days 350; 100 to pay at 8 days, however it got there.
    ["400 ₪ on 8 days, shortened to 3, lengthened back to 8", 400, [{ days: 8 }, { days: 3 }, { days: 8 }], [100, 0, 100]],
    ["400 ₪ on 8 days, shortened to 5", 400, [{ days: 8 }, { days: 5 }], [100, 0]],
    ["400 ₪ on 3 days, lengthened to 8", 400, [{ days: 3 }, { days: 8 }], [0, 100]],
    ["400 ₪ on 3 days, then covered parking for 8", 400, [{ days: 3 }, { days: 8, type: "covered" }], [0, 250]],
    ["400 ₪ on 8 days, shortened to 3 twice over, lengthened to 10", 400, [{ days: 8 }, { days: 3 }, { days: 4 }, { days: 10 }], [100, 0, 0, 200]],
    ["a coupon larger than any price", 10_000, [{ days: 8 }, { days: 3 }, { days: 30, type: "covered" }], [0, 0, 0]],
    ["a small coupon, never capped", 30, [{ days: 8 }, { days: 3 }, { days: 8 }], [470, 320, 470]],
    ["no coupon", null, [{ days: 8 }, { days: 3 }, { days: 8 }], [500, 350, 500]],
  ])("%s", (_name, coupon, stays, totals) => {
    let booking = booked(stays[0]!, coupon);
    const seen = [booking.totalPrice];
    for (const stay of stays.slice(1)) {
      booking = changed(booking, stay);
      seen.push(booking.totalPrice);
      // The discount is the coupon's amount or the whole price, whichever is lower.
      expect(booking.discountAmount).toBe(Math.min(coupon ?? 0, booking.parkingPrice + booking.extrasPrice));
    }
    expect(seen).toEqual(totals);
  });
});
