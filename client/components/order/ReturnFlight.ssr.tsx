// The return flight as the board last said it (docs/decisions/034), while the car is
// still to come back: "טיסת חזרה LY315: הטיסה צפויה לנחות ב-18:45, באיחור של 40 דקות".
// Before the return's day, a flight the board does not list yet is one "we will
// follow on the day", not one we could not find. The page is rendered for each
// request, so a reload shows the board's latest word; rendered on the server only
// (ServerRendered), so the sentence's module stays out of the order page's bundle.
import { flightLine } from "@shared/flight-view.ts";
import type { OrderView } from "@shared/order-view.ts";

/** `today`: Israel's date by the server's clock. */
export function ReturnFlight({ order, today }: { order: OrderView; today: string }) {
  return (
    <p className="mt-3 rounded-xl bg-white/70 p-3 font-medium text-brand-900 ring-1 ring-brand-100" data-testid="return-flight">
      טיסת חזרה <bdi dir="ltr">{order.flight_number}</bdi>: {flightLine(order.flight, order.arrival.date, today || null)}
    </p>
  );
}
