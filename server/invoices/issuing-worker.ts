// Issues the queued tax documents through the invoicing provider (docs/decisions/036),
// in the outbox's way (decision 016): rows claimed in batches with FOR UPDATE SKIP
// LOCKED and a lease, so several processes never work on one document at once; a
// failure recorded and retried with backoff; a refusal that would repeat (Morning's
// validation) fails the document at once, for the operator (`valet invoices`).
//
// Never twice: a retry first asks the provider for a document with our reference,
// since an attempt whose answer was lost (a timeout, a crash) may have issued it. A
// credit note waits until the invoice-receipt it corrects is issued.
import type { Prisma } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import { pollingWorker, type PollingWorker } from "@server/periodic-run.ts";
import { localDate } from "@shared/jerusalem-time.ts";
import type { DocumentClient, DocumentLine, DocumentRequest, InvoiceProvider, IssuedDocument } from "./provider.ts";
import { InvoiceError } from "./provider.ts";

const MAX_ISSUE_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 60_000;
const POLL_MS = 30_000;
const BATCH = 10;
/** Longer than an attempt takes (the provider's requests time out well before). */
const CLAIM_LEASE_MS = 5 * 60_000;

interface ClaimedDocument {
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
  /** This attempt's number (already counted by the claim). */
  attempts: number;
}

function backoffMs(attempt: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** (attempt - 1), 60 * 60_000);
}

function requestOf(row: ClaimedDocument): DocumentRequest {
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

export type IssuingWorker = Omit<PollingWorker, "stopping">;

export function createIssuingWorker(options: {
  prisma: Prisma;
  provider: InvoiceProvider;
  logger: Logger;
  /** After a document is issued, in the transaction that records it (the traveller's e-mail). */
  onIssued?: (tx: Parameters<Parameters<Prisma["$transaction"]>[0]>[0], documentId: number) => Promise<void>;
  now?: () => Date;
}): IssuingWorker {
  const { prisma, provider, logger } = options;
  const now = options.now ?? (() => new Date());

  async function claimDue(): Promise<ClaimedDocument[]> {
    const at = now();
    const rows = await prisma.$queryRaw<ClaimedDocument[]>`
      UPDATE tax_documents AS d SET attempts = d.attempts + 1, next_attempt_at = ${new Date(at.getTime() + CLAIM_LEASE_MS)}
      WHERE d.id IN (
        SELECT q.id FROM tax_documents q
        WHERE q.status = 'queued' AND q.next_attempt_at <= ${at}
          AND (q.credit_of_id IS NULL OR EXISTS (SELECT 1 FROM tax_documents o WHERE o.id = q.credit_of_id AND o.status = 'issued'))
        ORDER BY q.id
        LIMIT ${BATCH}
        FOR UPDATE OF q SKIP LOCKED)
      RETURNING d.id, d.booking_id, (SELECT b.order_number FROM bookings b WHERE b.id = d.booking_id) AS order_number,
        d.kind::text AS kind, d.payment_ref, d.amount, d.payment_method::text AS payment_method, d.paid_at, d.client, d.lines,
        (SELECT o.provider_id FROM tax_documents o WHERE o.id = d.credit_of_id) AS credit_of_provider_id,
        (SELECT o.number FROM tax_documents o WHERE o.id = d.credit_of_id) AS credit_of_number,
        d.attempts`;
    return rows.sort((a, b) => a.id - b.id);
  }

  async function issued(row: ClaimedDocument, document: IssuedDocument): Promise<void> {
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

  async function failed(row: ClaimedDocument, error: unknown): Promise<void> {
    const final = (error instanceof InvoiceError && !error.retryable) || row.attempts >= MAX_ISSUE_ATTEMPTS;
    const code = error instanceof InvoiceError && error.code ? `${error.code}: ` : "";
    await prisma.taxDocument.update({
      where: { id: row.id },
      data: {
        lastError: `${code}${String((error as Error).message ?? error)}`.slice(0, 500),
        nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)),
        ...(final ? { status: "failed" } : {}),
      },
    });
    logger.warn({ taxDocumentId: row.id, bookingId: row.booking_id, kind: row.kind, attempt: row.attempts, failed: final, err: error }, "tax document not issued");
  }

  /** The batch's documents, each issued or failed; resolves with how many were issued. */
  async function issueBatch(due: readonly ClaimedDocument[]): Promise<number> {
    let count = 0;
    for (const row of due) {
      try {
        const request = requestOf(row);
        // Asked only on a retry: the first attempt cannot have issued anything yet.
        const earlier = row.attempts > 1 ? await provider.find(request) : null;
        await issued(row, earlier ?? (await provider.issue(request)));
        count++;
      } catch (error) {
        await failed(row, error);
      }
    }
    return count;
  }

  async function issueDue(): Promise<number> {
    let total = 0;
    // Claim again after a full batch (more may be due) or after any issue (a credit note may wait for it).
    for (let due = await claimDue(); due.length > 0; ) {
      const count = await issueBatch(due);
      total += count;
      due = (due.length === BATCH || count > 0) && !worker.stopping ? await claimDue() : [];
    }
    return total;
  }

  const worker = pollingWorker({ work: issueDue, everyMs: POLL_MS, firstMs: 2_000, logger, failure: "tax document worker run failed" });
  return worker;
}
