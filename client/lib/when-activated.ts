// A page the browser prerenders (documents ask Chromium to prerender /booking,
// docs/decisions/014) runs its scripts before anyone sees it. Visits, analytics
// and attribution must count a page someone opened: they wait for activation.

export function whenActivated(run: () => void): void {
  const pending = typeof document !== "undefined" && (document as Document & { prerendering?: boolean }).prerendering === true;
  if (pending) document.addEventListener("prerenderingchange", () => run(), { once: true });
  else run();
}
