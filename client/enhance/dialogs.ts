// The chrome's modal dialogs in a document (what ModalDialog.tsx does in an
// application, on the same markup): a button with data-opens="<id>" opens the
// <dialog data-dialog id="<id>"> with showModal(), so the page behind is inert
// and the backdrop is the overlay; Tab wraps inside; Escape, a click on the
// backdrop or any [data-dialog-close] inside closes it; focus goes back to the
// opener. Modules that need to know fire on the dialog's own events:
// DIALOG_OPEN_EVENT before it shows, and the native "close" after.
//
// The server renders each dialog inside <template data-dialog-template="<id>">
// (DialogTemplate.tsx): a closed dialog on every page was ~11 KB of HTML and
// ~150 elements that style and layout walked for nothing. The first time a
// dialog is asked for, its template's content is cloned into the page in the
// template's place and wired; modules that drive its content register with
// whenDialogReady and run then.
import { focusableIn, wrapTarget } from "~/lib/focusable.ts";

export const DIALOG_OPEN_EVENT = "dialog-open";
const DIALOG_TEMPLATE_ATTRIBUTE = "data-dialog-template";

type ReadyCallback = (dialog: HTMLDialogElement) => void;

const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();
const wired = new WeakSet<HTMLDialogElement>();
const waiting = new Map<string, ReadyCallback[]>();

function templateOf(id: string): HTMLTemplateElement | null {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${DIALOG_TEMPLATE_ATTRIBUTE}]`)) {
    if (template.getAttribute(DIALOG_TEMPLATE_ATTRIBUTE) === id) return template;
  }
  return null;
}

function inPage(id: string): HTMLDialogElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
}

/** Whether the page has this dialog, in the page or still in its template. */
export function hasDialog(id: string): boolean {
  return inPage(id) !== null || templateOf(id) !== null;
}

/**
 * The dialog with this id, its template cloned into the page the first time
 * (and wired, and every whenDialogReady callback run); null when the page has
 * neither.
 */
export function dialogById(id: string | undefined): HTMLDialogElement | null {
  if (!id) return null;
  const present = inPage(id);
  if (present) return ready(present);
  const template = templateOf(id);
  if (!template) return null;
  template.replaceWith(document.importNode(template.content, true));
  const dialog = inPage(id);
  return dialog ? ready(dialog) : null;
}

/** Runs `callback` with the dialog once it is in the page: now if it already is. */
export function whenDialogReady(id: string, callback: ReadyCallback): void {
  const present = inPage(id);
  if (present && wired.has(present)) {
    callback(present);
    return;
  }
  waiting.set(id, [...(waiting.get(id) ?? []), callback]);
  if (present) ready(present);
}

function ready(dialog: HTMLDialogElement): HTMLDialogElement {
  if (!wired.has(dialog)) {
    wired.add(dialog);
    wire(dialog);
  }
  const callbacks = waiting.get(dialog.id) ?? [];
  waiting.delete(dialog.id);
  for (const callback of callbacks) callback(dialog);
  return dialog;
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
  // Dialogs the server left in the page rather than in a template.
  document.querySelectorAll<HTMLDialogElement>("dialog[data-dialog]").forEach(ready);
  document.addEventListener("click", (event) => {
    const opener = (event.target as Element | null)?.closest<HTMLElement>("[data-opens]");
    const dialog = dialogById(opener?.dataset.opens);
    if (opener && dialog) openDialog(dialog, opener);
  });
}
