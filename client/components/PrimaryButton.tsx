// The site's primary button (product.md §2.2): one look for every main call to action,
// as a button or as a link to a page of the site. Placement (margins, width,
// flex alignment, a shadow) stays with the caller; the look and the padding
// steps are here.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";

const LOOK = "rounded-lg bg-brand-800 font-semibold text-white hover:bg-brand-900 disabled:opacity-60";

const PADDING = {
  /** The default. */
  regular: "px-5 py-3",
  /** Inside a dialog's row of actions. */
  snug: "px-5 py-2.5",
  /** A narrow box (the holiday pop-up). */
  narrow: "px-4 py-3",
  /** A page's single call to action, given room. */
  wide: "px-6 py-3",
  /** Side by side with another button in the phone bar. */
  tight: "px-3 py-3",
  /** The header's compact link. */
  small: "px-4 py-2 text-sm",
} as const;

export type PrimarySize = keyof typeof PADDING;

/** The classes, for the rare element that is neither (kept in one place with the components). */
export function primaryButtonClass(size: PrimarySize = "regular", className = ""): string {
  return `${LOOK} ${PADDING[size]}${className ? ` ${className}` : ""}`;
}

export function PrimaryButton({ size, className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { size?: PrimarySize }) {
  return <button type={type} className={primaryButtonClass(size, className)} {...props} />;
}

/** A link to another page: a page load, as every navigation between pages is (docs/decisions/014). */
export function PrimaryLink({ to, size, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; size?: PrimarySize }) {
  return <a href={to} className={primaryButtonClass(size, className)} {...props} />;
}
