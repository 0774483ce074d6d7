// Changing the booking (product.md §12): until the cutoff, a button that opens the
// change form, so the form does not fill the page of a traveller who only came to
// look; after it, what the terms say and the phone.
import { useState } from "react";
import { manageMessages } from "@shared/messages/manage.ts";
import type { OrderView } from "@shared/order-view.ts";
import type { PackedCalendar } from "@shared/packed-calendar.ts";
import type { StayBounds } from "@shared/stay-bounds.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";
import { PrimaryButton } from "~/components/PrimaryButton.tsx";
import { telHref } from "~/lib/contact-links.ts";
import { ChangeForm } from "./ChangeForm.tsx";
import { isoText } from "./order-format.ts";

interface ChangeSectionProps {
  order: OrderView;
  token: string;
  calendar: PackedCalendar;
  bounds: StayBounds | null;
  onChanged: (order: OrderView, paymentUrl: string | null) => void;
}

export function ChangeSection({ order, token, calendar, bounds, onChanged }: ChangeSectionProps) {
  const [open, setOpen] = useState(false);
  if (!order.can_change) {
    return (
      <section className="rounded-2xl bg-white p-5 shadow sm:p-6" data-testid="change-closed">
        <h2 className="text-xl font-bold text-brand-900">שינוי ההזמנה</h2>
        <p className="mt-2 text-slate-700">
          {manageMessages.changeClosed("").replace(/:\s*$/, ":")}{" "}
          <a href={telHref(order.business_phone)} className="font-semibold text-brand-800 underline">
            <PhoneNumber phone={order.business_phone} />
          </a>
        </p>
      </section>
    );
  }
  if (open) {
    return (
      <ChangeForm
        key={`${order.total}-${order.departure.date}-${order.departure.time}-${order.arrival.date}-${order.arrival.time}-${order.flight_number}`}
        order={order}
        token={token}
        calendar={calendar}
        bounds={bounds}
        onClose={() => setOpen(false)}
        onChanged={(next, paymentUrl) => {
          setOpen(false);
          onChanged(next, paymentUrl);
        }}
      />
    );
  }
  return (
    <section aria-labelledby="change-title" className="rounded-2xl bg-white p-5 shadow sm:p-6" data-testid="change-section">
      <h2 id="change-title" className="text-xl font-bold text-brand-900">
        שינוי ההזמנה
      </h2>
      <p className="mt-2 text-slate-700">{`מועדים, טרמינלים, טיסה, סוג חניה ושירותים נוספים אפשר לשנות כאן עד ${isoText(order.change_deadline)}.`}</p>
      <PrimaryButton className="mt-4 inline-flex" onClick={() => setOpen(true)}>
        לשינוי ההזמנה
      </PrimaryButton>
    </section>
  );
}
