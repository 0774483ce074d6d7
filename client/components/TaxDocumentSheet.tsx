// A sandbox test document as its row says it (docs/decisions/036): laid out like the
// Israeli tax document it stands in for (who issued it, with its ח.פ. or ע.מ. and
// address; to whom, with the company's name and number; the lines, the VAT and the
// payment), under a banner no one can miss saying it is none. The page has the bare
// shell (client/lib/page-shell.ts) and prints alone on one A4 page (app.css's print
// rules); the print button appears once the page's script can press it
// (client/enhance/print-button.ts) and is not printed.
import { PAYMENT_METHOD_LABELS } from "@shared/constants.ts";
import { formatIsoDateHe, formatShekels } from "@shared/format-he.ts";
import { taxDocumentMessages as text, type TaxDocumentPageData } from "@shared/tax-documents.ts";
import { PhoneNumber } from "./PhoneNumber.tsx";

/** VAT and other sums with agorot: '68.64 ₪'. */
const withAgorot = (amount: number) => `${amount.toFixed(2)} ₪`;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-slate-100 py-2 print:py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Print or save as PDF: the browser's own dialog, opened by the page's script; hidden until then, and in print. */
function PrintTools() {
  return (
    <div hidden data-print-document="" className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
      <button type="button" data-print-button="" className="min-h-11 rounded-lg bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900">
        {text.print}
      </button>
      <p className="text-sm text-slate-600">{text.printHint}</p>
    </div>
  );
}

export function TaxDocumentSheet({ document }: { document: TaxDocumentPageData }) {
  const { client, issuer } = document;
  return (
    <div className="bg-slate-50 px-4 py-6 sm:py-10 print:bg-white print:p-0">
      <PrintTools />
      <article aria-labelledby="tax-document-title" className="mx-auto max-w-3xl space-y-4 print:max-w-none print:space-y-3">
        <p
          role="note"
          className="rounded-2xl border-4 border-red-700 bg-red-50 p-4 text-center text-lg font-bold text-red-900 sm:text-xl print:rounded-none print:border-2 print:p-2 print:text-base"
          data-testid="test-document-banner"
        >
          {text.testBanner}
        </p>
        <div className="rounded-2xl bg-white p-5 shadow sm:p-8 print:rounded-none print:p-0 print:shadow-none">
          <div className="flex flex-col gap-4 border-b-2 border-slate-200 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between print:pb-3">
            <section aria-labelledby="tax-document-issuer" data-testid="tax-document-issuer">
              <h2 id="tax-document-issuer" className="sr-only">
                {text.issuer}
              </h2>
              <p className="text-lg font-bold text-brand-900">{issuer.name}</p>
              <p className="text-sm text-slate-700">
                {text.issuerTaxId} <bdi className="whitespace-nowrap">{issuer.taxId}</bdi>
              </p>
              <p className="text-sm text-slate-700">
                {text.issuerAddress}: {issuer.address}
              </p>
              <p className="text-sm text-slate-700">
                {text.issuerPhone}: <PhoneNumber phone={issuer.phone} />
              </p>
            </section>
            <div className="sm:text-end print:text-end">
              <h1 id="tax-document-title" className="text-2xl font-bold text-brand-900 sm:text-3xl print:text-2xl">
                {text.types[document.type]} <bdi>{document.number}</bdi>
              </h1>
              <p className="mt-1 text-slate-700">{formatIsoDateHe(document.issuedOn)}</p>
            </div>
          </div>
          <dl className="mt-3 print:mt-2">
            <Detail label="מספר הזמנה">{document.orderNumber}</Detail>
            {document.creditOfNumber && (
              <Detail label="זיכוי לחשבונית מס קבלה מספר">
                <bdi>{document.creditOfNumber}</bdi>
              </Detail>
            )}
          </dl>
          <h2 className="mt-5 text-lg font-bold text-brand-900 print:mt-3">לכבוד</h2>
          <dl className="mt-1">
            {client.companyName && <Detail label="שם החברה">{client.companyName}</Detail>}
            {client.companyNumber && (
              <Detail label="ח.פ. / ע.מ.">
                <bdi className="whitespace-nowrap">{client.companyNumber}</bdi>
              </Detail>
            )}
            <Detail label={client.companyName ? "איש הקשר" : "שם"}>{client.name}</Detail>
            {client.email && (
              <Detail label="אימייל">
                <bdi dir="ltr">{client.email}</bdi>
              </Detail>
            )}
          </dl>
          <table className="mt-5 w-full text-start print:mt-3">
            <caption className="sr-only">פירוט</caption>
            <thead className="border-b border-slate-300 text-sm text-slate-600">
              <tr>
                <th scope="col" className="py-2 text-start font-medium">
                  תיאור
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  כמות
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  מחיר ליחידה
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  סה״כ
                </th>
              </tr>
            </thead>
            <tbody>
              {document.lines.map((line, index) => (
                <tr key={index} className="border-b border-slate-100">
                  <td className="py-2 print:py-1">{line.description}</td>
                  <td className="py-2 print:py-1">{line.quantity}</td>
                  <td className="py-2 whitespace-nowrap print:py-1">{formatShekels(line.unitPrice)}</td>
                  <td className="py-2 whitespace-nowrap print:py-1">{formatShekels(line.quantity * line.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-4 print:mt-2">
            <Detail label="סה״כ כולל מע״מ">
              <span data-testid="tax-document-total">{formatShekels(document.amount)}</span>
            </Detail>
            <Detail label={`מתוכו מע״מ (${Math.round(document.vatRate * 100)}%)`}>{withAgorot(document.vat)}</Detail>
            <Detail label={document.type === "credit_note" ? "אמצעי ההחזר" : "אמצעי תשלום"}>{PAYMENT_METHOD_LABELS[document.paymentMethod]}</Detail>
          </dl>
        </div>
      </article>
    </div>
  );
}
