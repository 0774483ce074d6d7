// The chrome's modal dialogs in a document (what ModalDialog.tsx does in an
// application, on the same markup): a button with data-opens="<id>" opens the
// <dialog data-dialog id="<id>"> with showModal(), so the page behind is inert
// and the backdrop is the overlay; Tab wraps inside; Escape, a click on the
// backdrop or any [data-dialog-close] inside closes it; focus goes back to the
// opener. Modules that need to know fire on the dialog's own events:
// DIALOG_OPEN_EVENT before it shows, and the native "close" after.
import { focusableIn, wrapTarget } from "../lib/focusable.ts";

export const DIALOG_OPEN_EVENT = "dialog-open";

const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();

function dialogById(id: string | undefined): HTMLDialogElement | null {
  const element = id ? document.getElementById(id) : null;
  return element instanceof HTMLDialogElement ? element : null;
}

export function openDialog(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (dialog.open) return;
  openers.set(dialog, opener);
  dialog.dispatchEvent(new Event(DIALOG_OPEN_EVENT));
  opener?.setAttribute("aria-expanded", "true");
  dialog.showModal();
}

export function closeDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
}

function onClosed(dialog: HTMLDialogElement): void {
  const opener = openers.get(dialog);
  opener?.setAttribute("aria-expanded", "false");
  // Back to the button that opened it, unless focus already moved on.
  const active = document.activeElement;
  if (opener?.isConnected && (active === null || active === document.body || dialog.contains(active))) opener.focus();
}

function wire(dialog: HTMLDialogElement): void {
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const target = wrapTarget(focusableIn(dialog), document.activeElement, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  });
  dialog.addEventListener("click", (event) => {
    // The content fills the box, so a click whose target is the dialog itself landed on the backdrop.
    if (event.target === dialog || (event.target as Element).closest("[data-dialog-close]")) closeDialog(dialog);
  });
  // Escape: one close path for every way out.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    closeDialog(dialog);
  });
  dialog.addEventListener("close", () => onClosed(dialog));
}

export function enhanceDialogs(): void {
  document.querySelectorAll<HTMLDialogElement>("dialog[data-dialog]").forEach(wire);
  document.addEventListener("click", (event) => {
    const opener = (event.target as Element | null)?.closest<HTMLElement>("[data-opens]");
    const dialog = dialogById(opener?.dataset.opens);
    if (opener && dialog) openDialog(dialog, opener);
  });
}
