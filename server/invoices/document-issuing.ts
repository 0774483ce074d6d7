// Issues one queued tax document through the invoicing provider: the
// `issue_tax_document` job the row's trigger adds (docs/decisions/036, 042).
// graphile-worker runs each job in one process at a time and retries a failed one
// with backoff; a refusal that would repeat (Morning's validation), or the job's
// last attempt, fails the document, for the operator (`valet invoices`).
//
// Never twice: any attempt after the first asks the provider for a document with
// our reference first, since an attempt whose answer was lost (a timeout, a crash)
// may have issued it. A credit note waits until the invoice-receipt it corrects is
// issued: until then its job does nothing, and that issue queues it again.
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { rowIdOf, type JobHelpers } from "@server/jobs/job-queue.ts";
import { localDate } from "@shared/jerusalem-time.ts";
import type { DocumentClient, DocumentLine, DocumentRequest, InvoiceProvider, IssuedDocument } from "./provider.ts";
import { InvoiceError } from "./provider.ts";

interface QueuedDocument {
  id: number;
  booking_id: number;
  order_number: number;
  kind: "invoice_receipt" | "credit_note";
  payment_ref: string;
  amount: number;
  payment_method: "card" | "cash";
  paid_at: Date;
  client: DocumentClient;
  lines: DocumentLine[];
  credit_of_provider_id: string | null;
  credit_of_number: string | null;
  /** This attempt's number, counted on the row. */
  attempts: number;
}

function requestOf(row: QueuedDocument): DocumentRequest {
  return {
    kind: row.kind,
    reference: row.payment_ref,
    orderNumber: row.order_number,
    client: row.client,
    lines: row.lines,
    amount: row.amount,
    payment: { method: row.payment_method, amount: row.amount, date: localDate(row.paid_at) },
    ...(row.credit_of_provider_id && row.credit_of_number ? { creditOf: { providerId: row.credit_of_provider_id, number: row.credit_of_number } } : {}),
  };
}

export function createDocumentIssuing(options: {
  prisma: Prisma;
  provider: InvoiceProvider;
  logger: Logger;
  /** After a document is issued, in the transaction that records it (the traveller's e-mail). */
  onIssued?: (tx: Parameters<Parameters<Prisma["$transaction"]>[0]>[0], documentId: number) => Promise<void>;
  now?: () => Date;
}) {
  const { prisma, provider, logger } = options;
  const now = options.now ?? (() => new Date());

  /** The document, counted as this attempt; null when it is not to be issued now (issued, failed, or a credit note whose invoice is not issued yet). */
  async function take(id: number): Promise<QueuedDocument | null> {
    const rows = await prisma.$queryRaw<QueuedDocument[]>`
      UPDATE tax_documents AS d SET attempts = d.attempts + 1
      WHERE d.id = ${id} AND d.status = 'queued'
        AND (d.credit_of_id IS NULL OR EXISTS (SELECT 1 FROM tax_documents o WHERE o.id = d.credit_of_id AND o.status = 'issued'))
      RETURNING d.id, d.booking_id, (SELECT b.order_number FROM bookings b WHERE b.id = d.booking_id) AS order_number,
        d.kind::text AS kind, d.payment_ref, d.amount, d.payment_method::text AS payment_method, d.paid_at, d.client, d.lines,
        (SELECT o.provider_id FROM tax_documents o WHERE o.id = d.credit_of_id) AS credit_of_provider_id,
        (SELECT o.number FROM tax_documents o WHERE o.id = d.credit_of_id) AS credit_of_number,
        d.attempts`;
    return rows[0] ?? null;
  }

  async function issued(row: QueuedDocument, document: IssuedDocument): Promise<void> {
    await prisma.$transaction(async (tx) => {
      await tx.taxDocument.update({
        where: { id: row.id },
        data: {
          status: "issued",
          provider: provider.name,
          providerId: document.providerId,
          number: document.number,
          url: document.url,
          allocationNumber: document.allocationNumber,
          issuedAt: now(),
          lastError: null,
        },
      });
      await options.onIssued?.(tx, row.id);
    });
    logger.info({ taxDocumentId: row.id, bookingId: row.booking_id, kind: row.kind, number: document.number, provider: provider.name }, "tax document issued");
  }

  /** Records the failure; true when it is final (the document failed). */
  async function failed(row: QueuedDocument, error: unknown, lastAttempt: boolean): Promise<boolean> {
    const final = (error instanceof InvoiceError && !error.retryable) || lastAttempt;
    const code = error instanceof InvoiceError && error.code ? `${error.code}: ` : "";
    await prisma.taxDocument.update({
      where: { id: row.id },
      data: {
        lastError: `${code}${String((error as Error).message ?? error)}`.slice(0, 500),
        ...(final ? { status: "failed" } : {}),
      },
    });
    logger.warn({ taxDocumentId: row.id, bookingId: row.booking_id, kind: row.kind, attempt: row.attempts, failed: final, err: error }, "tax document not issued");
    return final;
  }

  /** The `issue_tax_document` task. */
  async function issue(payload: unknown, helpers: Pick<JobHelpers, "job">): Promise<void> {
    const row = await take(rowIdOf(payload));
    if (!row) return;
    try {
      const request = requestOf(row);
      // Asked only after a first attempt: before it, nothing can have been issued.
      const earlier = row.attempts > 1 ? await provider.find(request) : null;
      await issued(row, earlier ?? (await provider.issue(request)));
    } catch (error) {
      const final = await failed(row, error, helpers.job.attempts >= helpers.job.max_attempts);
      if (!final) throw new Error(`tax document ${row.id} not issued yet`, { cause: error });
    }
  }

  return { issue };
}
