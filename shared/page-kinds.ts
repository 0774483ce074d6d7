// Two kinds of page (docs/decisions/014). Applications hydrate (decision 023);
// documents are server-rendered HTML with one small framework-free script. The
// server (CSP, which pages are kept, server/pages.ts) and the root layout decide
// with these functions, so they never disagree.

export type PageKind = "document" | "application";

/**
 * What surrounds a page's <main>, whichever its kind: the site's chrome (banner,
 * header, footer, phone bar, floating buttons, dialogs), or none at all: a tool
 * (the crew's pages) or a document to print (a tax document). A route asks for the
 * bare shell in its `handle`, by its loader's data (client/lib/page-shell.ts), so a
 * not-found answer at the same address keeps the site's shell like any other.
 */
export type ShellKind = "site" | "bare";

/**
 * The applications: each is an island of <main> its own entry hydrates
 * (client/applications/<name>.entry.tsx, docs/decisions/023).
 */
export const APPLICATION_NAMES = ["booking", "calculator", "order", "payment-result", "crew"] as const;
export type ApplicationName = (typeof APPLICATION_NAMES)[number];

// Paths match case-insensitively (/Booking is /booking), with or without a trailing slash.
const APPLICATION_PATHS = /^\/(booking|calculator|payment-result|crew)\/?$|^\/order\//i;
/** The applications that show nothing of one visitor: the same for everyone at one address. */
const SHARED_APPLICATION_PATHS = /^\/(booking|calculator)\/?$/i;

export function pageKindOf(pathname: string): PageKind {
  return APPLICATION_PATHS.test(pathname) ? "application" : "document";
}

/**
 * Whether a page is rendered once per site state and kept as bytes for everyone
 * (server/pages.ts): every document, and the shared applications. A private
 * document (the crew's sign-in) is excluded by server/middleware/private-pages.ts.
 */
export function isKeptPage(pathname: string): boolean {
  return pageKindOf(pathname) === "document" || SHARED_APPLICATION_PATHS.test(pathname);
}
