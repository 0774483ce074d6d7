// What the order page's forms (a change, an extension) share: the field's look and
// the message under a refused field, tied to it by id for screen readers.
export const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200";

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}
