// The floating WhatsApp and accessibility buttons never sit on a control the
// traveller could mean to tap (docs/decisions/020). While a control of the page
// (a calendar day, the payment frame, a stepper button) is under one of them,
// that button gets data-stepped-aside and app.css makes it transparent to taps;
// it comes back as soon as the control scrolls clear. The page's end
// reserves room for them (FloatingTools.tsx), so they show there again.
// Framework-free: client/enhance/enhance-page.ts runs it on an application.

/** The buttons themselves: the direct links and buttons of the floating group. */
export const FLOATING_BUTTONS = "[data-floating-tools] > :is(a, button)";

/** What a tap may be meant for. A frame counts whole: its content is out of the page's reach. */
const CONTROLS = "button, a[href], input, select, textarea, summary, [role=button], iframe";

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The controls (outside the group) that reach the vertical band of the given boxes. */
function controlsNear(group: HTMLElement, boxes: DOMRect[]): DOMRect[] {
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  const near: DOMRect[] = [];
  for (const control of group.ownerDocument.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (group.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.bottom > top && box.top < bottom) near.push(box);
  }
  return near;
}

/** Marks each button of the group that overlaps a control with data-stepped-aside, and clears the others. */
function stepAside(group: HTMLElement): void {
  const buttons = [...group.querySelectorAll<HTMLElement>(":scope > :is(a, button)")]; // FLOATING_BUTTONS, within this group
  // A stepped-aside button keeps its box (only its opacity changes), so this stays exact.
  const boxes = buttons.map((button) => button.getBoundingClientRect());
  const shown = boxes.filter((box) => box.width > 0);
  const controls = shown.length > 0 ? controlsNear(group, shown) : [];
  buttons.forEach((button, index) => {
    const box = boxes[index]!;
    button.toggleAttribute("data-stepped-aside", box.width > 0 && controls.some((control) => overlap(box, control)));
  });
}

/**
 * Keeps each button's data-stepped-aside in step with the page: after a scroll
 * (any scroller), a resize or a change of the DOM (a calendar opening, the
 * payment panel replacing the form), checked once per frame. Returns the stop.
 */
export function watchFloatingClearance(group: HTMLElement): () => void {
  const view = group.ownerDocument.defaultView;
  if (!view) return () => {};
  let frame = 0;
  const check = () => {
    frame = 0;
    stepAside(group);
  };
  const schedule = () => {
    if (!frame) frame = view.requestAnimationFrame(check);
  };
  const observer = new view.MutationObserver(schedule);
  observer.observe(group.ownerDocument.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden", "open"] });
  view.addEventListener("scroll", schedule, { capture: true, passive: true });
  view.addEventListener("resize", schedule, { passive: true });
  schedule();
  return () => {
    observer.disconnect();
    view.removeEventListener("scroll", schedule, { capture: true });
    view.removeEventListener("resize", schedule);
    if (frame) view.cancelAnimationFrame(frame);
  };
}
