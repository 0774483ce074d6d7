// Copies a coupon code (product.md §4 copy-code): the Clipboard API first, then the
// old execCommand route for browsers or contexts that refuse it. Resolves to
// whether either worked; never throws.

function legacyCopy(text: string): boolean {
  // Inside a modal <dialog> the rest of the page is inert, so the helper field
  // must live in the dialog that has focus.
  const host = document.activeElement?.closest("dialog") ?? document.body;
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  field.style.insetBlockStart = "0";
  host.appendChild(field);
  const previous = document.activeElement as HTMLElement | null;
  try {
    field.select();
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    field.remove();
    previous?.focus?.();
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or insecure context: try the fallback.
  }
  return legacyCopy(text);
}
