// Two kinds of page (docs/decisions/014). Applications hydrate with React Router;
// documents are server-rendered HTML with one small framework-free script, cached
// as rendered bytes. The server (CSP, render cache) and the root layout decide
// with this one function, so they never disagree.

export type PageKind = "document" | "application";

// Paths match case-insensitively (/Booking is /booking), with or without a trailing slash.
const APPLICATION_PATHS = /^\/(booking|calculator|payment-result)\/?$|^\/order\//i;

export function pageKindOf(pathname: string): PageKind {
  return APPLICATION_PATHS.test(pathname) ? "application" : "document";
}
