// A value built on first use, then kept. For Intl formatters above all: the first
// he-IL formatter a page builds loads the locale's data, 30–45 ms on this machine's
// Chromium and four times that on Lighthouse's phone, so a formatter built when its
// module loads made every page that imports it pay before hydration, whether or not
// the page ever formats a date (docs/decisions/022; docs/benchmarks-history.md, 2026-11-24).
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
