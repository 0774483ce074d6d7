// The site's one modal: a native <dialog> opened with showModal(), so the page
// behind is inert and the backdrop is the overlay. On top of that: Tab wraps
// inside, Escape and a click on the backdrop close it, and focus returns to
// whatever opened it. In the booking form (terms, clearing the form) React mounts
// it open and unmounts it to close. The chrome's dialogs (phone menu,
// accessibility panel, holiday pop-up) are server markup on every page, rendered
// closed in a template, and client/enhance/dialogs.ts does the same work on the
// same markup: it opens the dialog named by a button's data-opens and closes it
// from any [data-dialog-close] inside.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import { focusableIn, wrapTarget } from "~/lib/focusable.ts";

export interface ModalDialogProps {
  /** The dialog's id: a document's opener names it in data-opens. */
  id?: string;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Left out for the chrome's dialogs, which are server markup that client/enhance/dialogs.ts opens and closes. */
  onClose?: () => void;
  /** Classes of the dialog box (position, size, colours). */
  className: string;
  children: ReactNode;
}

export function ModalDialog({ id, labelledBy, onClose, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Back to the button that opened it, unless focus already moved on (a navigation).
      if (opener?.isConnected && (document.activeElement === document.body || document.activeElement === null)) {
        opener.focus();
      }
    };
  }, []);

  function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !ref.current) return;
    const target = wrapTarget(focusableIn(ref.current), document.activeElement, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  // A click whose target is the <dialog> itself landed on the backdrop: the
  // content fills the box, so clicks inside always hit a child.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === ref.current) onClose?.();
  }

  // Escape: the browser fires cancel (and then close); keep React in charge.
  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose?.();
  }

  return (
    <dialog
      ref={ref}
      id={id}
      data-dialog=""
      aria-labelledby={labelledBy}
      aria-modal="true"
      className={className}
      onKeyDown={wrapTab}
      onClick={closeOnBackdrop}
      onCancel={cancel}
      onClose={() => onClose?.()}
    >
      {children}
    </dialog>
  );
}
