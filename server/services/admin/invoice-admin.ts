// The tax documents as the operator sees them (docs/decisions/036): a day's documents,
// the failed ones, one in full, and a failed one queued again. A requeued document's
// trigger adds its job (docs/decisions/042): nothing else to wake.
import type { Prisma } from "@server/db/database.ts";
import type { Prisma as PrismaTypes, TaxDocument, TaxDocumentStatus } from "@server/db/generated/client.ts";
import { dayBounds } from "@shared/jerusalem-time.ts";
import { Conflict, NotFound } from "@server/services/domain-errors.ts";
import { adminMessages } from "./admin-messages.ts";

export type AdminTaxDocument = TaxDocument & { booking: { orderNumber: number } };

export function createInvoiceAdmin(prisma: Prisma) {
  async function show(id: number): Promise<AdminTaxDocument> {
    const document = await prisma.taxDocument.findUnique({ where: { id }, include: { booking: { select: { orderNumber: true } } } });
    if (!document) throw new NotFound("tax_document_not_found", adminMessages.taxDocumentNotFound(id), { id });
    return document;
  }

  return {
    /** Newest first; `date`: created that Israel day. */
    list(options: { date?: string; status?: TaxDocumentStatus; limit?: number } = {}): Promise<AdminTaxDocument[]> {
      const bounds = options.date ? dayBounds(options.date) : null;
      const where: PrismaTypes.TaxDocumentWhereInput = {
        ...(options.status ? { status: options.status } : {}),
        ...(bounds ? { createdAt: { gte: bounds.start, lt: bounds.end } } : {}),
      };
      return prisma.taxDocument.findMany({ where, orderBy: { id: "desc" }, take: options.limit ?? 100, include: { booking: { select: { orderNumber: true } } } });
    },

    show,

    /**
     * A failed document queued again for an attempt now; an issued one is refused (it exists).
     * Its attempts stay counted, so the next one asks the provider first for a document an
     * earlier attempt may have issued (server/invoices/document-issuing.ts).
     */
    async retry(id: number): Promise<AdminTaxDocument> {
      const moved = await prisma.taxDocument.updateMany({
        where: { id, status: "failed" },
        data: { status: "queued", lastError: null },
      });
      if (moved.count === 0) {
        const document = await show(id);
        throw new Conflict("tax_document_not_failed", adminMessages.taxDocumentNotFailed(id, document.status), { id });
      }
      return show(id);
    },
  };
}
