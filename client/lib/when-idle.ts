// "After the page is interactive", for code an application's first screen does
// not need (issue #12: the chrome's dialogs and the footer's quick form leave
// /booking's first load).

/**
 * Resolves once the page has loaded and the main thread has a quiet moment
 * (requestIdleCallback, bounded by `timeoutMs`; Safari has none, so there a
 * short wait after load stands in).
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, 300);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

/**
 * Resolves when `element` comes within a screen's height of the viewport, or a
 * visitor focuses or presses something in it, whichever comes first; at once when
 * there is no element (or no IntersectionObserver). For a part far down the page
 * that nobody may reach: its code is not fetched and run while the page loads.
 */
export function whenNear(element: Element | null | undefined): Promise<void> {
  if (!element || typeof IntersectionObserver !== "function") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      element.removeEventListener("focusin", done);
      element.removeEventListener("pointerdown", done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: "100% 0px" });
    observer.observe(element);
    element.addEventListener("focusin", done);
    element.addEventListener("pointerdown", done);
  });
}
