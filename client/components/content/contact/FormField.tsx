import type { HTMLInputTypeAttribute } from "react";

export type FieldTone = "light" | "dark";

// The red border follows aria-invalid, so a document's script only sets the attribute.
const INPUT_CLASS =
  "block w-full rounded-lg border border-slate-300 aria-invalid:border-red-600 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700";

/**
 * A labelled input or textarea, with the paragraph for its error always there
 * (hidden while empty): client/enhance/contact-forms.ts fills it and ties it to
 * the field for screen readers (aria-describedby, aria-invalid).
 */
export function FormField(props: {
  id: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  /** Phone numbers and e-mail addresses read left to right. */
  ltr?: boolean;
  tone?: FieldTone;
  disabled?: boolean;
}) {
  const { id, name, label, type = "text", multiline, autoComplete, maxLength, placeholder, ltr, tone = "light", disabled } = props;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required: true,
    maxLength,
    placeholder,
    autoComplete,
    disabled,
    dir: ltr ? "ltr" : undefined,
    className: ltr ? `${INPUT_CLASS} text-end` : INPUT_CLASS,
  } as const;
  return (
    <div>
      <label htmlFor={id} className={`mb-1.5 block text-sm font-semibold ${tone === "dark" ? "text-white" : "text-slate-800"}`}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
      <p id={errorId} hidden className={`mt-1.5 text-sm font-medium ${tone === "dark" ? "text-red-200" : "text-red-700"}`}></p>
    </div>
  );
}
