// What matters now, on top of the traveller's order page (product.md §2.17, §17): where
// the car is, what happens next, the return flight as the board last said it, and
// whom to call. The history (the timeline, the details) follows below it.
import type { ReactNode } from "react";
import { orderStatusCopy } from "@shared/order-status-copy.ts";
import type { OrderView } from "@shared/order-view.ts";
import type { ServiceView } from "@shared/service-view.ts";
import { TERMINAL_LABELS, type Terminal } from "@shared/constants.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";
import { ServerRendered } from "~/components/ServerRendered.tsx";
import { telHref } from "~/lib/contact-links.ts";
import { isoText, legText } from "./order-format.ts";
import { ReturnFlight } from "./ReturnFlight.ssr.tsx";

type Stage = "cancelled" | "no_show" | "booked" | "with_us" | "returning" | "returned";

function stageOf(order: OrderView, service: ServiceView | null): Stage {
  if (order.status === "cancelled") return "cancelled";
  const status = service?.service_status ?? "booked";
  if (status === "picked_up" || status === "parked") return "with_us";
  if (status === "no_show" || status === "returning" || status === "returned") return status;
  return "booked";
}

const tone: Record<Stage, string> = {
  cancelled: "border-slate-300 bg-slate-50",
  no_show: "border-amber-300 bg-amber-50",
  booked: "border-brand-200 bg-white",
  with_us: "border-green-300 bg-green-50",
  returning: "border-green-300 bg-green-50",
  returned: "border-slate-200 bg-white",
};

/** `today`: Israel's date by the server's clock, for the flight's line. */
export function OrderStatusCard({ order, service, today }: { order: OrderView; service: ServiceView | null; today: string }) {
  const stage = stageOf(order, service);
  const copy = orderStatusCopy;
  const terminal = (leg: OrderView["arrival"]) => TERMINAL_LABELS[leg.terminal as Terminal] ?? leg.terminal;
  const lastStep = service?.timeline.at(-1);
  const lines: Record<Stage, { title: string; body: ReactNode }> = {
    cancelled: { title: copy.cancelled.title, body: order.cancelled_at ? copy.cancelled.body(isoText(order.cancelled_at)) : null },
    no_show: {
      title: copy.noShow.title,
      body: (
        <>
          <p>{order.payment_method === "cash" ? copy.noShow.cash : copy.noShow.card}</p>
          <p className="mt-2">
            {copy.noShow.rebook}{" "}
            <a href="/booking" className="font-semibold text-brand-800 underline">
              {copy.noShow.rebookLink}
            </a>
          </p>
        </>
      ),
    },
    booked: { title: copy.booked.title(legText(order.departure)), body: copy.booked.body },
    with_us: { title: copy.withUs.title, body: copy.withUs.body(terminal(order.arrival)) },
    returning: { title: copy.returning.title, body: copy.returning.body(terminal(order.arrival)) },
    returned: { title: copy.returned.title, body: lastStep ? copy.returned.body(isoText(lastStep.at)) : null },
  };
  const { title, body } = lines[stage];
  // The flight matters until the car is back: not after, not for a cancelled order or a no-show.
  const followFlight = stage === "booked" || stage === "with_us" || stage === "returning";
  return (
    <section aria-labelledby="order-now-title" className={`rounded-2xl border-2 p-5 shadow-sm sm:p-6 ${tone[stage]}`} data-testid="order-now" data-stage={stage}>
      <h2 id="order-now-title" className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {body && <div className="mt-2 text-slate-800">{typeof body === "string" ? <p>{body}</p> : body}</div>}
      {followFlight && <ServerRendered name="return-flight">{import.meta.env.SSR && <ReturnFlight order={order} today={today} />}</ServerRendered>}
      {stage !== "returned" && stage !== "cancelled" && (
        <p className="mt-4">
          <a href={telHref(order.business_phone)} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
            {copy.call} <PhoneNumber phone={order.business_phone} />
          </a>
        </p>
      )}
    </section>
  );
}
