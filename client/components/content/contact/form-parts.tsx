import { messages } from "@shared/messages/index.ts";

/** The spec's button, in the plural (docs/decisions/040): 'שלחו אלינו'; client/enhance/contact-forms.ts makes it 'שולחים...' and disables it while sending. */
export function SubmitButton({ tone = "light" }: { tone?: "light" | "dark" }) {
  const colours =
    tone === "dark" ? "bg-white text-brand-900 hover:bg-brand-50" : "bg-brand-800 text-white hover:bg-brand-900";
  return (
    <button
      type="submit"
      className={`inline-flex min-h-12 items-center justify-center rounded-lg px-6 py-3 text-base font-semibold shadow-sm transition-colors disabled:cursor-wait disabled:opacity-75 ${colours}`}
    >
      {messages.contact.send}
    </button>
  );
}

/**
 * A live region that is always present, so its messages are announced when they
 * appear; its paragraph is always there too, for a document's script to fill.
 */
export function FormStatusMessage({ tone = "light" }: { tone?: "light" | "dark" }) {
  const colours = tone === "dark" ? "bg-red-100 text-red-900" : "bg-red-50 text-red-800 ring-1 ring-red-200";
  return (
    <div aria-live="assertive" aria-atomic="true">
      <p hidden data-form-message="" className={`rounded-lg px-4 py-3 text-sm font-medium ${colours}`}></p>
    </div>
  );
}
