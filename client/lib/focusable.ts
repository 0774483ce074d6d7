// What Tab can reach inside a modal dialog, for its focus wrap.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's focusable elements that are rendered (not hidden). */
export function focusableIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => item.getClientRects().length > 0);
}

/** Where Tab (or Shift+Tab) from `active` must go to stay inside, or null to let the browser move. */
export function wrapTarget(items: readonly HTMLElement[], active: Element | null, backwards: boolean): HTMLElement | null {
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}
