import type { HTMLInputTypeAttribute } from "react";

export type FieldTone = "light" | "dark";

const INPUT_CLASS =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700";

/** A labelled input or textarea whose error is tied to it for screen readers. */
export function FormField(props: {
  id: string;
  name: string;
  label: string;
  error?: string;
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
  const { id, name, label, error, type = "text", multiline, autoComplete, maxLength, placeholder, ltr, tone = "light", disabled } = props;
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
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `${INPUT_CLASS} ${error ? "border-red-600" : "border-slate-300"} ${ltr ? "text-end" : ""}`,
  } as const;
  return (
    <div>
      <label htmlFor={id} className={`mb-1.5 block text-sm font-semibold ${tone === "dark" ? "text-white" : "text-slate-800"}`}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
      {error && (
        <p id={errorId} className={`mt-1.5 text-sm font-medium ${tone === "dark" ? "text-red-200" : "text-red-700"}`}>
          {error}
        </p>
      )}
    </div>
  );
}
