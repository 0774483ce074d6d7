// The one modal used by the chrome (mobile menu, accessibility panel, holiday
// pop-up): a native <dialog> opened with showModal(), so the page behind is
// inert and the backdrop is the overlay. On top of that: Tab wraps inside,
// Escape and a click on the backdrop close it, and focus returns to whatever
// opened it. Mounted = open; the parent unmounts it to close.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  /** Classes of the dialog box (position, size, colours). */
  className: string;
  children: ReactNode;
}

export function ModalDialog({ labelledBy, onClose, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

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
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (item) => item.getClientRects().length > 0,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click whose target is the <dialog> itself landed on the backdrop: the
  // content fills the box, so clicks inside always hit a child.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === ref.current) onCloseRef.current();
  }

  // Escape: the browser fires cancel (and then close); keep React in charge.
  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onCloseRef.current();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-modal="true"
      className={className}
      onKeyDown={wrapTab}
      onClick={closeOnBackdrop}
      onCancel={cancel}
      onClose={() => onCloseRef.current()}
    >
      {children}
    </dialog>
  );
}
