// What the order page's forms (a change, an extension) share: the field's look,
// the message under a refused field, tied to it by id for screen readers, and the
// refusal of the whole form.
import type { ApiError } from "./order-api.ts";

export const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200";

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

/** The refusal of the whole form, in a status region so a screen reader announces it. */
export function FormError({ error, testId }: { error: ApiError | null; testId: string }) {
  return (
    <div role="status" aria-live="polite">
      {error && (
        <p className="rounded-lg bg-red-50 p-3 font-medium text-red-900" data-testid={testId}>
          {error.fields._form ?? error.message}
        </p>
      )}
    </div>
  );
}
