// The business's alert when a verified card payment's amount differs from the
// order's total: the booking is not marked paid, and someone must look.
import { formatShekels } from "@shared/format-he.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { Booking } from "@server/db/generated/client.ts";
import type { BuiltEmail } from "./booking-emails.ts";
import { bookingRows } from "./booking-details.ts";
import { renderEmail } from "./render-email.tsx";
import { paragraph } from "./templates/email-content.ts";

export function amountMismatchEmail(booking: Booking, config: PublicConfig, paid: number | null, transactionId: string | null): BuiltEmail {
  const title = `בדיקה נדרשת: סכום תשלום שונה בהזמנה #${booking.orderNumber}`;
  const paidText = paid === null ? "לא ידוע" : formatShekels(paid);
  return {
    kind: "payment_amount_mismatch",
    to: config.email,
    subject: title,
    ...renderEmail({
      title,
      blocks: [
        paragraph(
          `התקבל תשלום מאומת בסכום ${paidText} להזמנה #${booking.orderNumber}, שסכומה ${formatShekels(booking.totalPrice)}. ההזמנה לא סומנה כשולמה. מזהה עסקה: ${transactionId ?? "—"}.`,
          true,
        ),
        { kind: "details", rows: bookingRows(booking) },
      ],
    }),
    dedupeKey: `amount-mismatch:${booking.orderNumber}:${transactionId ?? ""}`,
    bookingId: booking.id,
  };
}
