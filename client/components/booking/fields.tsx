// Labelled form controls with their hint and red error message below. The error
// is tied to the control with aria-describedby and announced when it appears.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

export function Field({ id, label, error, hint, required, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-field={id}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required && <span className="text-red-700" aria-hidden="true"> *</span>}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every control shares: its name, error state, description and style. */
function controlProps(id: string, error: string | undefined, required: boolean | undefined, describedBy: string | undefined) {
  return {
    id,
    name: id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
    className: `w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 ${error ? "border-red-600" : "border-slate-300"}`,
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
};

export function TextField({ id, label, value, onValue, error, hint, required, ...rest }: InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(describedBy) => (
        <input {...controlProps(id, error, required, describedBy)} value={value} onChange={(event) => onValue(event.target.value)} {...rest} />
      )}
    </Field>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value" | "id"> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string;
  hint?: string;
};

export function SelectField({ id, label, value, onValue, options, placeholder, error, hint, required, ...rest }: SelectProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(describedBy) => (
        <select {...controlProps(id, error, required, describedBy)} value={value} onChange={(event) => onValue(event.target.value)} {...rest}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-2 text-lg font-semibold text-brand-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
