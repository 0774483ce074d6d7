// Two kinds of page (docs/decisions/014). Applications hydrate (decision 023);
// documents are server-rendered HTML with one small framework-free script, cached
// as rendered bytes. The server (CSP, render cache) and the root layout decide
// with this one function, so they never disagree.

export type PageKind = "document" | "application";

/**
 * The applications: each is an island of <main> its own entry hydrates
 * (client/applications/<name>.entry.tsx, docs/decisions/023).
 */
export const APPLICATION_NAMES = ["booking", "calculator", "order", "payment-result", "crew"] as const;
export type ApplicationName = (typeof APPLICATION_NAMES)[number];

// Paths match case-insensitively (/Booking is /booking), with or without a trailing slash.
const APPLICATION_PATHS = /^\/(booking|calculator|payment-result|crew)\/?$|^\/order\//i;

export function pageKindOf(pathname: string): PageKind {
  return APPLICATION_PATHS.test(pathname) ? "application" : "document";
}
