// Two lines of the order page: the confirmation of what the traveller just did, brought
// into view (a change or a cancellation is confirmed at the top, far from the button
// pressed), and, once the car is with us, why the booking can no longer be cancelled.
import { useEffect, useRef } from "react";
import type { OrderView } from "@shared/order-view.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";
import { telHref } from "~/lib/contact-links.ts";

/** `at` tells two equal confirmations apart, so each is brought into view. */
export interface Notice {
  text: string;
  at: number;
}

export function Confirmation({ notice }: { notice: Notice | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!notice || !ref.current) return;
    ref.current.scrollIntoView({ block: "center" });
    ref.current.focus({ preventScroll: true });
  }, [notice]);
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <p ref={ref} tabIndex={-1} className="scroll-mt-24 rounded-xl bg-green-50 p-4 font-medium text-green-900 outline-none ring-2 ring-green-200" data-testid="order-notice">
          {notice.text}
        </p>
      )}
    </div>
  );
}

/** The car is with us (or on its way back): the law's cancellation no longer applies; a later return does. */
export function NoCancelNote({ order }: { order: OrderView }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow sm:p-6" data-testid="cancel-closed">
      <h2 className="text-xl font-bold text-brand-900">ביטול ההזמנה</h2>
      <p className="mt-2 text-slate-700">
        {"הרכב כבר נמסר לנו, ולכן אי אפשר לבטל את ההזמנה. חוזרים במועד אחר? עדכנו את מועד ההחזרה למעלה, או התקשרו אלינו: "}
        <a href={telHref(order.business_phone)} className="font-semibold text-brand-800 underline">
          <PhoneNumber phone={order.business_phone} />
        </a>
      </p>
    </section>
  );
}
