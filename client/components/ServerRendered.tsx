import type { ReactNode } from "react";

// Kept as an object of its own: React compares it by reference, so no re-render
// of the shell ever writes the empty HTML into the page.
const KEEP_SERVER_HTML = { __html: "" };

/**
 * The site's chrome (banner, header, footer, floating buttons, dialogs' templates)
 * as server markup on every page (docs/decisions/014), for client/enhance to
 * drive. In the browser an application hydrates
 * this as an element whose HTML React leaves as the server wrote it: React neither
 * walks nor re-creates the chrome, and its components are not in the browser
 * bundle at all (import.meta.env.SSR is false there, so the bundler drops them).
 * `display: contents`, so the wrapper adds no box to the page's layout.
 */
export function ServerRendered({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <div className="contents">{children}</div>;
  return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
}
