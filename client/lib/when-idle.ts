// "After the page is interactive", for what a page's first screen does not need
// (docs/decisions/022: gtag.js waits for it).

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
