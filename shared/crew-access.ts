// Crew sign-in without accounts (docs/decisions/028, product.md §15): where the
// crew's pages live and how long a link and a session last. Pure: the pages, the
// server and the CLI read the same numbers.

/** The representatives' page; what a sign-in redirects to. */
export const CREW_PAGE_PATH = "/crew";

/** Where a one-time link opens: the page with the one button. */
const CREW_SIGN_IN_PAGE_PREFIX = "/crew/sign-in/";

/** The path of a sign-in link (the token is URL-safe base64, nothing to escape). */
export function crewSignInPath(token: string): string {
  return `${CREW_SIGN_IN_PAGE_PREFIX}${token}`;
}

/** An unused link stops working this long after it was made. */
export const CREW_LINK_HOURS = 24;

/** A session ends after this long without a request. */
export const CREW_SESSION_IDLE_DAYS = 14;

/**
 * A link's or a session's token: 32 random bytes in URL-safe base64, 43
 * characters. Anything else is not looked up at all.
 */
export const CREW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Who is signed in: what a crew endpoint (res.locals.crew) and a crew page's loader get. */
export interface SignedInCrewMember {
  id: number;
  name: string;
}
