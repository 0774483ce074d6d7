// The return flight as the board last said it (docs/decisions/034), while the car is
// still to come back: "טיסת חזרה LY315: הטיסה צפויה לנחות ב-18:45, באיחור של 40 דקות".
// The page is rendered for each request, so a reload shows the board's latest word;
// rendered on the server only (ServerRendered), so the sentence's module, which
// builds the API's zod schema, never reaches the browser (docs/decisions/022).
import { flightLine } from "@shared/flight-view.ts";
import type { OrderView } from "@shared/order-view.ts";

export function ReturnFlight({ order }: { order: OrderView }) {
  return (
    <p className="rounded-2xl border border-brand-200 bg-white p-4 font-medium text-brand-900 shadow-sm" data-testid="return-flight">
      טיסת חזרה <bdi dir="ltr">{order.flight_number}</bdi>: {flightLine(order.flight, order.arrival.date)}
    </p>
  );
}
