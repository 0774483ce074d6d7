// The invoicing provider a site without Morning's keys runs on (docs/decisions/036), as
// the payment sandbox is for card payments: nothing leaves the machine. Its documents
// are numbered TEST-1, TEST-2… in a series of their own (sandbox_document_number_seq),
// so no test document is ever mistaken for a tax document, and the site shows each on
// a page of its own (url null). No allocation number: the Tax Authority never hears.
import type { Prisma } from "@server/db/database.ts";
import type { InvoiceProvider, IssuedDocument } from "./provider.ts";

export function createSandboxInvoiceProvider(prisma: Prisma): InvoiceProvider {
  return {
    name: "sandbox",
    async issue(): Promise<IssuedDocument> {
      const [row] = await prisma.$queryRaw<{ n: number }[]>`SELECT nextval('sandbox_document_number_seq')::int AS n`;
      const n = row!.n;
      return { providerId: `sandbox-${n}`, number: `TEST-${n}`, url: null, allocationNumber: null };
    },
    async find(request): Promise<IssuedDocument | null> {
      // The issuing job records what issue() returned on the reference's row; a number drawn
      // by an attempt that died before recording it is only a gap in the test series.
      const row = await prisma.taxDocument.findFirst({
        where: { paymentRef: request.reference, status: "issued", provider: "sandbox" },
        select: { providerId: true, number: true },
      });
      if (!row?.providerId || !row.number) return null;
      return { providerId: row.providerId, number: row.number, url: null, allocationNumber: null };
    },
  };
}
