// A sandbox test document as its row says it (docs/decisions/036): laid out like the
// tax document it stands in for, under a banner no one can miss saying it is none.
import { PAYMENT_METHOD_LABELS } from "@shared/constants.ts";
import { formatIsoDateHe, formatShekels } from "@shared/format-he.ts";
import { taxDocumentMessages as text, type TaxDocumentPageData } from "@shared/tax-documents.ts";

/** VAT and other sums with agorot: '68.64 ₪'. */
const withAgorot = (amount: number) => `${amount.toFixed(2)} ₪`;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-slate-100 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function TaxDocumentSheet({ document }: { document: TaxDocumentPageData }) {
  const { client } = document;
  return (
    <div className="bg-slate-50 px-4 py-8 sm:py-12">
      <article aria-labelledby="tax-document-title" className="mx-auto max-w-3xl space-y-6">
        <p role="note" className="rounded-2xl border-4 border-red-700 bg-red-50 p-5 text-center text-xl font-bold text-red-900 sm:text-2xl" data-testid="test-document-banner">
          {text.testBanner}
        </p>
        <div className="rounded-2xl bg-white p-5 shadow sm:p-8">
          <h1 id="tax-document-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {text.types[document.type]} <bdi>{document.number}</bdi>
          </h1>
          <dl className="mt-4">
            <Detail label="תאריך">{formatIsoDateHe(document.issuedOn)}</Detail>
            <Detail label="מספר הזמנה">{document.orderNumber}</Detail>
            {document.creditOfNumber && (
              <Detail label="זיכוי לחשבונית מס קבלה מספר">
                <bdi>{document.creditOfNumber}</bdi>
              </Detail>
            )}
          </dl>
          <h2 className="mt-6 text-lg font-bold text-brand-900">לכבוד</h2>
          <dl className="mt-2">
            <Detail label="שם">{client.name}</Detail>
            {client.email && (
              <Detail label="אימייל">
                <span dir="ltr">{client.email}</span>
              </Detail>
            )}
            {client.companyName && <Detail label="שם החברה">{client.companyName}</Detail>}
            {client.companyNumber && (
              <Detail label="ח.פ. / ע.מ.">
                <span dir="ltr">{client.companyNumber}</span>
              </Detail>
            )}
          </dl>
          <table className="mt-6 w-full text-start">
            <caption className="sr-only">פירוט</caption>
            <thead className="border-b border-slate-300 text-sm text-slate-600">
              <tr>
                <th scope="col" className="py-2 text-start font-medium">תיאור</th>
                <th scope="col" className="py-2 text-start font-medium">כמות</th>
                <th scope="col" className="py-2 text-start font-medium">מחיר ליחידה</th>
                <th scope="col" className="py-2 text-start font-medium">סה״כ</th>
              </tr>
            </thead>
            <tbody>
              {document.lines.map((line, index) => (
                <tr key={index} className="border-b border-slate-100">
                  <td className="py-2">{line.description}</td>
                  <td className="py-2">{line.quantity}</td>
                  <td className="py-2">{formatShekels(line.unitPrice)}</td>
                  <td className="py-2">{formatShekels(line.quantity * line.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-4">
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
