// A booking's tax documents as the traveller sees them (docs/decisions/036): the
// order page's "מסמכים" list and the sandbox's own document page. Pure and free of
// zod: the order page and the server both import it.
import type { PaymentMethod } from "./constants.ts";

export const TAX_DOCUMENT_TYPES = ["invoice_receipt", "credit_note"] as const;
type TaxDocumentType = (typeof TAX_DOCUMENT_TYPES)[number];
export const TAX_DOCUMENT_STATUSES = ["queued", "issued", "failed"] as const;

export const taxDocumentMessages = {
  title: "מסמכים",
  types: { invoice_receipt: "חשבונית מס קבלה", credit_note: "חשבונית זיכוי" } satisfies Record<TaxDocumentType, string>,
  view: "לצפייה במסמך",
  // A failed attempt is retried and the operator sees it: the traveller need not worry.
  queued: "בהפקה",
  failed: "נעשה ניסיון חוזר בקרוב",
  testDocument: "מסמך בדיקה, אינו חשבונית מס",
  testBanner: "מסמך בדיקה – זו אינה חשבונית מס. המסמך הופק באתר בדיקה ואין לו תוקף.",
  /** The document page (client/components/TaxDocumentSheet.tsx). */
  issuer: "פרטי העוסק",
  issuerTaxId: "ח.פ. / ע.מ.",
  issuerAddress: "כתובת",
  issuerPhone: "טלפון",
  print: "הדפסה או שמירה כ־PDF",
  printHint: "בחלון ההדפסה אפשר לבחור ״שמירה כ־PDF״ במקום מדפסת.",
} as const;

/**
 * The VAT inside a gross amount at `rate` (0.18), in shekels rounded to the agora:
 * every price of the site includes VAT.
 */
export function vatIncluded(gross: number, rate: number): number {
  return Math.round((gross * rate * 100) / (1 + rate)) / 100;
}

/**
 * Who issued a document, as an Israeli invoice names them: the business's registered
 * name, its ח.פ. or ע.מ. and its address (BUSINESS_LEGAL_NAME, BUSINESS_TAX_ID,
 * BUSINESS_ADDRESS), and its phone. Morning prints its own from the business's account.
 */
export interface DocumentIssuer {
  name: string;
  taxId: string;
  address: string;
  phone: string;
}

/** What the sandbox document page shows: the row as it was issued, and who issued it. */
export interface TaxDocumentPageData {
  issuer: DocumentIssuer;
  type: TaxDocumentType;
  number: string;
  /** 'YYYY-MM-DD', Israel: the day it was issued. */
  issuedOn: string;
  orderNumber: number;
  client: { name: string; email: string; companyName: string | null; companyNumber: string | null };
  /** Whole shekels, VAT included; a discount is a negative price. */
  lines: { description: string; quantity: number; unitPrice: number }[];
  amount: number;
  /** The VAT rate in force on `issuedOn`, and the VAT `amount` includes at it. */
  vatRate: number;
  vat: number;
  paymentMethod: PaymentMethod;
  /** A credit note: the number of the invoice-receipt it corrects. */
  creditOfNumber: string | null;
}
