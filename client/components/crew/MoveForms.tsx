// The crew page's forms (product.md §17, docs/decisions/031), loaded with the first tap that needs one:
// the pickup and return records (HandoverForm.tsx, with the photos of PhotoFields.tsx),
// the parked car's place, and the two questions asked before a move (far from the
// planned time; a no-show). The fields are checked with the API's own schemas
// (shared/handover-schema.ts), so the Hebrew refusals are the server's; a form opened
// again after the server refused what was sent is filled with it, the server's
// message on each field.
import { useId, useState, type FormEvent } from "react";
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import type { FarFromPlanned } from "@shared/far-from-planned.ts";
import { parkedBodySchema } from "@shared/handover-schema.ts";
import { formatPlate } from "@shared/plate.ts";
import { ModalDialog } from "~/components/chrome/ModalDialog.tsx";
import { DialogHeader } from "~/components/chrome/DialogHeader.tsx";
import { BIG_BUTTON as bigButton } from "./crew-types.ts";
import { fieldErrors, focusFirstError, formBody, FormFrame, TextField, valuesOf } from "./form-parts.tsx";
import type { FormResult } from "./HandoverForm.tsx";
import type { Refusal } from "./refusals.ts";

export { HandoverForm, type FormResult } from "./HandoverForm.tsx";

const PARKED_FIELDS = ["bay", "key_hook"];

export function ParkedForm({ plate, refusal, onCancel, onDone }: { plate: string; refusal: Refusal | null; onCancel: () => void; onDone: (result: FormResult) => void }) {
  const [values] = useState(() => valuesOf(refusal?.body));
  const [errors, setErrors] = useState<Record<string, string>>(() => refusal?.fields ?? {});
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parkedBodySchema.safeParse(formBody(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return focusFirstError(form);
    }
    onDone({ body: parsed.data, photos: [] });
  }
  const elsewhere = Object.entries(refusal?.fields ?? {}).filter(([name]) => !PARKED_FIELDS.includes(name));
  return (
    <FormFrame
      title={copy.form.parkedTitle(formatPlate(plate))}
      onCancel={onCancel}
      onSubmit={submit}
      canSend
      refusal={refusal ? [refusal.message, ...elsewhere.map(([, message]) => message)].join(" ") : null}
    >
      <TextField name="bay" label={copy.form.bay} defaultValue={values.bay} error={errors.bay} />
      <TextField name="key_hook" label={copy.form.keyHook} ltr defaultValue={values.key_hook} error={errors.key_hook} />
    </FormFrame>
  );
}

const dialogBox = "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-950 shadow-2xl backdrop:bg-slate-900/60";

/** The second tap before a no-show (docs/decisions/037): it ends the booking's service, and only the office can undo it. */
export function ConfirmNoShowDialog({ time, plate, far, onConfirm, onCancel }: { time: string; plate: string; far: FarFromPlanned | null; onConfirm: () => void; onCancel: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onClose={onCancel} className={dialogBox}>
      <div className="p-5">
        <DialogHeader titleId={titleId} title={copy.confirmNoShow.title} />
        <p className="mt-2 text-lg">{copy.confirmNoShow.body(time, formatPlate(plate))}</p>
        {far && <p className="mt-2 text-lg font-semibold">{copy.confirmNoShow.late(far.hours)}</p>}
        <div className="mt-5 grid gap-2">
          <button type="button" onClick={onConfirm} className={`${bigButton} bg-red-800 text-white`}>
            {copy.confirmNoShow.yes}
          </button>
          <button type="button" onClick={onCancel} className={`${bigButton} border-2 border-slate-900 bg-white text-slate-950`}>
            {copy.confirmNoShow.no}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** Asked before recording a move far from the booking's planned time: never refused, only confirmed. */
export function ConfirmFarDialog({ far, action, onConfirm, onCancel }: { far: FarFromPlanned; action: string; onConfirm: () => void; onCancel: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onClose={onCancel} className={dialogBox}>
      <div className="p-5">
        <DialogHeader titleId={titleId} title={copy.confirm.title} />
        <p className="mt-2 text-lg">{copy.confirm.body(far, action)}</p>
        <div className="mt-5 grid gap-2">
          <button type="button" onClick={onConfirm} className={`${bigButton} bg-brand-800 text-white`}>
            {copy.confirm.yes}
          </button>
          <button type="button" onClick={onCancel} className={`${bigButton} border-2 border-slate-900 bg-white text-slate-950`}>
            {copy.confirm.no}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
