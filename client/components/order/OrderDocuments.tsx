// The booking's tax documents (docs/decisions/036): an invoice-receipt for each payment,
// a credit note for each refund, each with a link once it is issued. One still on its
// way says so calmly; a failed attempt is retried, and the operator is the one told.
import { formatDateHe, formatShekels } from "@shared/format-he.ts";
import { messages } from "@shared/messages/index.ts";
import type { OrderView } from "@shared/order-view.ts";
import { taxDocumentMessages as text } from "@shared/tax-documents.ts";

type OrderDocument = OrderView["documents"][number];

function DocumentState({ document }: { document: OrderDocument }) {
  if (document.status === "issued" && document.url) {
    return (
      <a href={document.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline">
        {text.view}
        <span className="sr-only">
          {` ${text.types[document.type]} ${document.number ?? ""} ${messages.chrome.opensInNewWindow}`}
        </span>
      </a>
    );
  }
  return <span className="text-slate-700">{document.status === "failed" ? text.failed : text.queued}</span>;
}

export function OrderDocuments({ documents }: { documents: OrderView["documents"] }) {
  return (
    <section aria-labelledby="order-documents-title" className="rounded-2xl bg-white p-5 shadow sm:p-6" data-testid="order-documents">
      <h2 id="order-documents-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {documents.map((document, index) => (
          <li key={index} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3" data-testid="order-document">
            <div>
              <p className="font-medium text-slate-900">
                {/* A number such as TEST-1 is its own direction: the sum after it stays after it. */}
                {text.types[document.type]} {document.number && <bdi>{document.number}</bdi>}
                <span className="ms-3 font-bold">{formatShekels(document.amount)}</span>
              </p>
              {document.issued_at && <p className="text-sm text-slate-600">{formatDateHe(new Date(document.issued_at))}</p>}
              {document.test && <p className="text-sm font-medium text-amber-900">{text.testDocument}</p>}
            </div>
            <DocumentState document={document} />
          </li>
        ))}
      </ul>
    </section>
  );
}
