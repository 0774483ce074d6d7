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
 * Markup that never changes in the browser, as the server wrote it: the site's
 * chrome (banner, header, footer, floating buttons, dialogs' templates) on every
 * page (docs/decisions/014), for client/enhance to drive, and an application's
 * static blocks (the booking page's service steps). Inside an application's island
 * (decision 023) React hydrates this as an element whose HTML it leaves as the
 * server wrote it: React neither walks nor re-creates it. The caller writes the
 * children behind `import.meta.env.SSR &&` and takes them from a server-only
 * module (`*.ssr.tsx`, scripts/server-only-modules.ts), so neither they nor what
 * they import are in the browser bundle. Should React render it afresh (a failed
 * hydration, a screen shown again), it writes back the same HTML, kept from the
 * page. `display: contents`, so the wrapper adds no box to the page's layout.
 * `name` is unique on the page.
 */
export function ServerRendered({ name, children }: { name: string; children: ReactNode }) {
  if (import.meta.env.SSR) {
    return (
      <div className="contents" data-server-rendered={name}>
        {children}
      </div>
    );
  }
  return <div className="contents" data-server-rendered={name} suppressHydrationWarning dangerouslySetInnerHTML={keptHtml(name)} />;
}
