import type { ReactNode } from "react";

// What the server wrote into each wrapper, read from the page before React first
// touches it, one object per wrapper: React compares it by reference, so no
// re-render of the shell ever writes it again.
const serverHtml = new Map<string, { __html: string }>();

function keptHtml(name: string): { __html: string } {
  let html = serverHtml.get(name);
  if (!html) {
    html = { __html: document.querySelector(`[data-server-rendered="${name}"]`)?.innerHTML ?? "" };
    serverHtml.set(name, html);
  }
  return html;
}

/**
 * The site's chrome (banner, header, footer, floating buttons, dialogs' templates)
 * as server markup on every page (docs/decisions/014), for client/enhance to
 * drive. In the browser an application hydrates this as an element whose HTML
 * React leaves as the server wrote it: React neither walks nor re-creates the
 * chrome, and its components are not in the browser bundle at all
 * (import.meta.env.SSR is false there, so the bundler drops them). Should React
 * ever render the shell afresh (an error boundary, a failed hydration), it writes
 * back the same HTML, kept from the page. `display: contents`, so the wrapper adds
 * no box to the page's layout.
 */
export function ServerRendered({ name, children }: { name: "top" | "bottom"; children: ReactNode }) {
  if (import.meta.env.SSR) {
    return (
      <div className="contents" data-server-rendered={name}>
        {children}
      </div>
    );
  }
  return <div className="contents" data-server-rendered={name} suppressHydrationWarning dangerouslySetInnerHTML={keptHtml(name)} />;
}
