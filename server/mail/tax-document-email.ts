// The traveller's e-mail when a tax document is issued (docs/decisions/036): the
// invoice-receipt for a payment or cash collected, the credit note for a refund,
// with the link to the document itself. Sent once the invoicing service has issued
// it, so the link works; a sandbox document says in the subject and the first line
// that it is a test and not a tax invoice.
import { BRAND_NAME } from "@shared/brand.ts";
import { PAYMENT_METHOD_LABELS } from "@shared/constants.ts";
import { formatDateHe, formatShekels } from "@shared/format-he.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { taxDocumentMessages } from "@shared/tax-documents.ts";
import type { Booking, TaxDocument } from "@server/db/generated/client.ts";
import { contactLine, orderLinkBlock, type BuiltEmail } from "./booking-emails.ts";
import { renderEmail } from "./render-email.tsx";
import { paragraph, paragraphs } from "./templates/email-content.ts";


export function taxDocumentEmail(mail: { booking: Booking; document: TaxDocument; link: string; orderUrl: string; config: PublicConfig }): BuiltEmail {
  const { booking, document } = mail;
  const test = document.provider === "sandbox";
  const name = test ? `מסמך בדיקה (${taxDocumentMessages.types[document.kind]})` : taxDocumentMessages.types[document.kind];
  const title = `${name} ${document.number ?? ""} – הזמנה #${booking.orderNumber}`.replace(/\s+/g, " ");
  const what =
    document.kind === "credit_note"
      ? `הפקנו חשבונית זיכוי על ההחזר של ${formatShekels(document.amount)} מיום ${formatDateHe(document.paidAt)}.`
      : `הפקנו חשבונית מס קבלה על התשלום של ${formatShekels(document.amount)} (${PAYMENT_METHOD_LABELS[document.paymentMethod]}) מיום ${formatDateHe(document.paidAt)}.`;
  return {
    kind: `tax_document_${document.kind}`,
    to: booking.email,
    subject: `${title} – ${BRAND_NAME}`,
    ...renderEmail({
      title,
      blocks: [
        ...(test ? [paragraph(taxDocumentMessages.testBanner)] : []),
        ...paragraphs([`שלום ${booking.firstName},`, what]),
        { kind: "action", label: document.kind === "credit_note" ? "לצפייה בחשבונית הזיכוי" : "לצפייה בחשבונית", url: mail.link },
        paragraph("כל המסמכים של ההזמנה מופיעים גם בעמוד ההזמנה."),
        orderLinkBlock(mail.orderUrl),
        contactLine(mail.config),
      ],
    }),
    dedupeKey: `tax-document:${document.id}`,
    bookingId: booking.id,
  };
}
