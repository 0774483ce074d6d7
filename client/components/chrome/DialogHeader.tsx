// The head of every dialog (product.md §2.2, docs/decisions/008): its title, which names the dialog
// (ModalDialog's labelledBy), and the ✕ that closes it. The ✕ carries
// data-dialog-close, so in a document client/enhance/dialogs.ts closes the dialog
// from it without React.
import type { ReactNode } from "react";
import { CloseIcon } from "./icons.tsx";

const TITLE_SIZE = { lg: "text-lg", xl: "text-xl", "2xl": "text-2xl" } as const;

export interface DialogHeaderProps {
  /** The heading's id: the dialog's labelledBy. */
  titleId: string;
  title: ReactNode;
  /** The ✕. Left out where the dialog's own buttons are the way out (a confirmation, the terms). */
  close?: { label: string; onClose?: () => void };
  /** "bar": title and ✕ on one row (menu, panel); "corner": the ✕ in the box's corner, before a centred title (pop-up). */
  layout?: "bar" | "corner";
  size?: keyof typeof TITLE_SIZE;
  /** Classes of the row (a border, padding, a margin below). */
  className?: string;
}

export function DialogHeader({ titleId, title, close, layout = "bar", size = "lg", className = "" }: DialogHeaderProps) {
  const heading = (
    <h2 id={titleId} className={`${TITLE_SIZE[size]} font-bold text-brand-900`}>
      {title}
    </h2>
  );
  if (!close) return className ? <div className={className}>{heading}</div> : heading;
  const closeButton = (
    <button
      type="button"
      onClick={close.onClose}
      data-dialog-close=""
      aria-label={close.label}
      className={`rounded-md p-2 text-slate-700 hover:bg-slate-100 ${layout === "corner" ? "absolute end-3 top-3" : ""}`}
    >
      <CloseIcon className={layout === "corner" ? "size-5" : undefined} />
    </button>
  );
  // The ✕ comes first in the corner layout: it is the first thing focused when the pop-up opens.
  if (layout === "corner") {
    return (
      <>
        {closeButton}
        {heading}
      </>
    );
  }
  return (
    <div className={`flex items-center justify-between ${className}`}>
      {heading}
      {closeButton}
    </div>
  );
}
