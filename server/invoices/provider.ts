// What the issuing job (document-issuing.ts) hands a tax document to (docs/decisions/036): Morning
// (Green Invoice) with credentials, otherwise the local sandbox, whose documents are
// tests and say so. The site never numbers or prints a tax document of its own.
type TaxDocumentKind = "invoice_receipt" | "credit_note";

export interface DocumentClient {
  /** The traveller's full name. */
  name: string;
  email: string;
  /** "Invoice to a company": its name and its 9-digit number (ח.פ. / ע.מ.), or both null. */
  companyName: string | null;
  companyNumber: string | null;
}

/** One income line; prices are whole shekels that include VAT. */
export interface DocumentLine {
  description: string;
  quantity: number;
  unitPrice: number;
}

export interface DocumentRequest {
  kind: TaxDocumentKind;
  /** Our own reference of the payment or refund (tax_documents.payment_ref): the same reference is never issued twice. */
  reference: string;
  orderNumber: number;
  client: DocumentClient;
  /** Their sum is `amount`; a discount is a line with a negative price. */
  lines: DocumentLine[];
  /** Whole shekels, VAT included. */
  amount: number;
  payment: { method: "card" | "cash"; amount: number; /** 'YYYY-MM-DD', Israel */ date: string };
  /** A credit note: the invoice-receipt it corrects, as the provider issued it. */
  creditOf?: { providerId: string; number: string };
}

export interface IssuedDocument {
  /** The provider's id for the document. */
  providerId: string;
  /** The document's number in the provider's series. */
  number: string;
  /** The document's PDF or page at the provider; null for the sandbox (the site shows it). */
  url: string | null;
  /** The Tax Authority's allocation number (מספר הקצאה), when the provider got one. */
  allocationNumber: string | null;
}

export interface InvoiceProvider {
  readonly name: "morning" | "sandbox";
  issue(request: DocumentRequest): Promise<IssuedDocument>;
  /**
   * The document already issued for this reference, or null: asked before another
   * attempt, since an attempt whose answer was lost may have issued it.
   */
  find(request: DocumentRequest): Promise<IssuedDocument | null>;
}

/** An issue the provider refused or that never reached it. */
export class InvoiceError extends Error {
  override readonly name = "InvoiceError";
  constructor(
    message: string,
    /** True when the same request may succeed later (5xx, 429, a network error, an expired token). */
    readonly retryable: boolean,
    /** The provider's error code, when it answered one. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}
