// The booking page's two dialogs: the six-section service terms and the
// clear-form confirmation. Both use the site's one modal (native <dialog>).
import { useId } from "react";
import { bookingCopy } from "~/content/booking.ts";
// The six sections of the service terms: a summary built from /terms' own rule
// clauses, never a second text.
import { TERMS_SUMMARY } from "~/content/terms-summary.ts";
import { ModalDialog } from "~/components/chrome/ModalDialog.tsx";
import { PrimaryButton } from "~/components/PrimaryButton.tsx";
import { DialogHeader } from "~/components/chrome/DialogHeader.tsx";

const box = "m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50";

export function TermsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} className={box}>
      <div className="max-h-[80vh] overflow-y-auto p-6">
        <DialogHeader titleId={titleId} title={bookingCopy.terms.dialogTitle} size="xl" className="mb-4" />
        <ol className="list-decimal space-y-4 ps-5">
          {TERMS_SUMMARY.map((section) => (
            <li key={section.title}>
              <h3 className="font-semibold">{section.title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{section.body}</p>
            </li>
          ))}
        </ol>
        <PrimaryButton onClick={onClose} size="snug" className="mt-6">
          {bookingCopy.terms.close}
        </PrimaryButton>
      </div>
    </ModalDialog>
  );
}

export function ClearFormDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const titleId = useId();
  const copy = bookingCopy.clear;
  return (
    <ModalDialog labelledBy={titleId} onClose={onCancel} className={box}>
      <div className="p-6">
        <DialogHeader titleId={titleId} title={copy.title} />
        <p className="mt-2 text-slate-700">{copy.body}</p>
        <div className="mt-6 flex gap-3">
          <button type="button" onClick={onConfirm} className="rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800">
            {copy.confirm}
          </button>
          <button type="button" onClick={onCancel} className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50">
            {copy.cancel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
