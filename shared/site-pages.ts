// Every page of the site, once: its address, its route module, and the facts the
// server and the layout act on. client/routes.ts makes React Router's route table
// from this list; the server's page handler (which pages are kept as bytes,
// server/pages.ts), the private-page headers (server/middleware/private-pages.ts),
// the booking calendar's cache key (server/app.ts), React's render
// (client/entry.server.tsx) and the chrome (client/components/chrome/) all read the
// entry that answers an address (pageAt), so they never disagree.
//
// Two kinds of page (docs/decisions/014, 023): a document is server-rendered HTML
// with one small framework-free script; an application hydrates an island of
// <main> with its own entry (client/applications/<island>.entry.tsx).

/** The applications, each an island its own entry hydrates (docs/decisions/023). */
export const APPLICATION_NAMES = ["booking", "calculator", "order", "payment-result", "crew"] as const;
export type ApplicationName = (typeof APPLICATION_NAMES)[number];

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
 * A private address is a password (product.md §6.3, §12; docs/SECURITY.md): it
 * carries a token, a traveller's names or one visitor's order. No other site may
 * learn it from a Referer, no search engine may index it and no cache may keep it.
 * `no-referrer` for a traveller's pages. The crew's pages post their forms to the
 * site's own API without script, and a browser sends such a post under no-referrer
 * with `Origin: null`, which the API's Origin check refuses: `same-origin` keeps the
 * address from every other site just the same (docs/decisions/028).
 */
export type PrivatePolicy = "no-referrer" | "same-origin";

export interface SitePage {
  /** React Router's path, without the leading slash ("" is the home page, "*" any other address). */
  path: string;
  /** The route module, under client/. */
  file: string;
  /** The application island that hydrates it; none: a document. */
  island?: ApplicationName;
  /** Its address is private (above); such a page is never kept as bytes for everyone either. */
  private?: PrivatePolicy;
  /**
   * An application that shows nothing of one visitor, so it is rendered once per
   * site state and kept for everyone like every document (server/pages.ts).
   */
  shared?: true;
  /** The booking calendar: its kept render also depends on the dates a booking can fill. */
  showsFullDates?: true;
  /**
   * Opened by the order's token (?t=…): a wrong token or an unknown order counts in
   * the per-address budget of refused reads (server/api/rate-limits.ts).
   */
  byToken?: true;
}

// Paths match case-insensitively (/Booking is /booking, product.md §2), with or
// without a trailing slash.
export const SITE_PAGES = [
  { path: "", file: "routes/home.tsx" },
  { path: "home", file: "routes/home-alias.tsx" },
  { path: "booking", file: "routes/booking.tsx", island: "booking", shared: true, showsFullDates: true },
  { path: "calculator", file: "routes/calculator.tsx", island: "calculator", shared: true },
  { path: "about", file: "routes/about.tsx" },
  { path: "faq", file: "routes/faq.tsx" },
  { path: "contact", file: "routes/contact.tsx" },
  { path: "terms", file: "routes/terms.tsx" },
  { path: "accessibilitystatement", file: "routes/accessibility-statement.tsx" },
  { path: "vip-parking-ben-gurion", file: "routes/vip.tsx" },
  { path: "blog", file: "routes/blog-index.tsx" },
  { path: "blog/:slug", file: "routes/blog-post.tsx" },
  // Its cash and card returns carry the order's token and the traveller's names.
  { path: "payment-result", file: "routes/payment-result.tsx", island: "payment-result", private: "no-referrer" },
  { path: "order/:orderNumber", file: "routes/order.tsx", island: "order", private: "no-referrer", byToken: true },
  // The sandbox's test tax documents name a traveller and an order (docs/decisions/036); Morning's are its own PDFs.
  { path: "documents/:id", file: "routes/tax-document.tsx", private: "no-referrer", byToken: true },
  // The crew's page and its one-time sign-in link (product.md §15, docs/decisions/028).
  { path: "crew", file: "routes/crew.tsx", island: "crew", private: "same-origin" },
  { path: "crew/sign-in/:token", file: "routes/crew-sign-in.tsx", private: "same-origin" },
  { path: "*", file: "routes/not-found.tsx" },
] as const satisfies readonly SitePage[];

/** The sandbox payment page is served by the server itself (server/payments/sandbox-routes.ts): its address names the traveller. */
export const SANDBOX_PAYMENT_PATH = "/pay/sandbox";

function patternOf(path: string): RegExp {
  if (path === "*") return /^/;
  const segments = path.split("/").map((segment) => (segment.startsWith(":") ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")));
  return new RegExp(`^/${segments.join("/")}${path ? "/?" : ""}$`, "i");
}

// Written out rather than React Router's matchPath: the documents' one script reads
// these too (the chrome's booking-page checks), and it carries no framework.
const MATCHERS = SITE_PAGES.map((page) => ({ page: page as SitePage, pattern: patternOf(page.path) }));

export interface PageAt {
  page: SitePage;
  /** The path's parameters in the route's order (blog/:slug → [slug]). */
  params: string[];
}

/** The page that answers an address (the not-found page when no other does). */
export function pageAt(pathname: string): PageAt {
  for (const { page, pattern } of MATCHERS) {
    const match = pattern.exec(pathname);
    if (match) return { page, params: match.slice(1) };
  }
  // "*" matches everything: unreachable.
  throw new Error(`no page answers ${pathname}`);
}

export function pageKindOf(pathname: string): PageKind {
  return pageAt(pathname).page.island ? "application" : "document";
}

// A private page's address stays private below it too (/order/7/anything?t=…),
// whichever page answers there: the first segment of its path decides.
const PRIVATE_PREFIXES: ReadonlyArray<readonly [RegExp, PrivatePolicy]> = [
  ...SITE_PAGES.flatMap((page: SitePage) => (page.private ? [[page.path.split("/")[0]!, page.private] as const] : [])),
  [SANDBOX_PAYMENT_PATH.slice(1), "no-referrer"] as const,
].map(([prefix, policy]) => [new RegExp(`^/${prefix}(/|$)`, "i"), policy] as const);

/** The Referrer-Policy a private address gets, or null for a public one. */
export function privacyOf(pathname: string): PrivatePolicy | null {
  return PRIVATE_PREFIXES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * Whether a page is rendered once per site state and kept as bytes for everyone
 * (server/pages.ts): every public document, and the shared applications.
 */
export function isKeptPage(pathname: string): boolean {
  const { page } = pageAt(pathname);
  return privacyOf(pathname) === null && (!page.island || page.shared === true);
}

const TOKEN_PREFIXES = SITE_PAGES.flatMap((page: SitePage) => (page.byToken ? [new RegExp(`^/${page.path.split("/")[0]!}/`, "i")] : []));

/** Whether an address is a page opened by the order's token (at or below it: /order/7/…). */
export function isTokenPage(pathname: string): boolean {
  return TOKEN_PREFIXES.some((pattern) => pattern.test(pathname));
}

/** The booking page (product.md §2): the chrome hides its booking prompts there. */
export function isBookingPath(pathname: string): boolean {
  return pageAt(pathname).page.path === "booking";
}

/** The result page after a booking (product.md §2.16): the traveller has just booked. */
export function isPaymentResultPath(pathname: string): boolean {
  return pageAt(pathname).page.path === "payment-result";
}

/** The order number of a traveller's own order page (/order/N), or null elsewhere. */
export function orderNumberOfPath(pathname: string): number | null {
  const { page, params } = pageAt(pathname);
  return page.path === "order/:orderNumber" && /^\d{1,10}$/.test(params[0] ?? "") ? Number(params[0]) : null;
}
