// The crew forms' shared parts (product.md §17, docs/decisions/031): a labelled field with
// the server's Hebrew message under it, the frame with the send bar under the thumb,
// and the form's fields read as the API's body. Loaded with the forms, not the list.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import { BIG_BUTTON as bigButton } from "./crew-types.ts";

export const field = "mt-1 block min-h-14 w-full rounded-xl border-2 border-slate-900 bg-white px-3 text-xl text-slate-950";
export const labelClass = "block text-lg font-semibold text-slate-950";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-lg font-semibold text-red-900">
      {message}
    </p>
  ) : null;
}

/** After a refusal: the first field to fix (else the form's message), focused and scrolled into view (the send bar covers the screen's bottom). */
export function focusFirstError(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>("[data-form-refusal]");
    target?.focus();
    target?.scrollIntoView({ block: "center" });
  });
}

/** The first message per field of a failed parse, by the API's field names. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The form's fields as the API's body: blanks left out, so optional fields stay unset. */
export function formBody(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim() !== "") body[name] = value.trim();
  return body;
}

/** A refused body's values as the fields' text, to fill the form again. */
export function valuesOf(body: Record<string, unknown> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(body ?? {})) if (typeof value === "string" || typeof value === "number") values[name] = String(value);
  return values;
}

export function TextField(props: { name: string; label: string; error?: string; numeric?: boolean; ltr?: boolean; defaultValue?: string; onText?: (text: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        className={field}
        inputMode={props.numeric ? "numeric" : undefined}
        dir={props.ltr ? "ltr" : undefined}
        autoComplete="off"
        defaultValue={props.defaultValue}
        onInput={props.onText ? (event) => props.onText!(event.currentTarget.value) : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

export interface FormFrameProps {
  title: string;
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  canSend: boolean;
  /** Said on the send button while it cannot send (the photos still missing). */
  sendNote?: string;
  /** The server's refusal of what was sent, said above the fields (docs/decisions/031). */
  refusal?: string | null;
}

export function FormFrame({ title, onCancel, onSubmit, children, canSend, sendNote, refusal }: FormFrameProps) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  // A form opened again after a refusal starts on what to fix.
  const refused = Boolean(refusal);
  useEffect(() => {
    if (refused && form.current) focusFirstError(form.current);
  }, [refused]);
  return (
    <section aria-labelledby={titleId} className="px-4 py-6">
      <h2 id={titleId} className="text-2xl font-bold text-slate-950">
        {title}
      </h2>
      <form ref={form} noValidate onSubmit={onSubmit} className="mt-4 space-y-5 pb-44">
        {refusal && (
          <p data-form-refusal tabIndex={-1} role="alert" className="rounded-xl border-2 border-red-800 bg-red-50 p-3 text-lg font-semibold text-red-900" data-testid="crew-form-refusal">
            {copy.form.refused(refusal)}
          </p>
        )}
        {children}
        {/* The send button stays at the bottom of the screen, under the thumb. */}
        <div className="fixed inset-x-0 bottom-0 z-50 grid grid-cols-[1fr_auto] gap-2 border-t-2 border-slate-900 bg-white p-3">
          <button type="submit" className={`${bigButton} flex-col bg-brand-800 py-1 leading-tight text-white disabled:bg-slate-600`} disabled={!canSend}>
            {copy.form.send}
            {!canSend && sendNote && <span className="block text-base font-semibold">{sendNote}</span>}
          </button>
          <button type="button" onClick={onCancel} className={`${bigButton} border-2 border-slate-900 bg-white text-slate-950`}>
            {copy.form.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
