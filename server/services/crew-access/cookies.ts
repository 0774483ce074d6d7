// The crew's session cookie (docs/decisions/028). HttpOnly (no script reads it),
// SameSite=Strict (no other site's page or link sends it), Secure when the site
// is served over https, and scoped to the crew's paths only: the traveller's
// pages and the rest of the API never receive it. The crew's page (/crew) and the
// crew's API (/api/crew) share no path prefix, so the same cookie is set twice,
// once for each path, and cleared twice.
import { CREW_PAGE_PATH } from "@shared/crew-access.ts";
import { API_PREFIX } from "@shared/api/endpoints.ts";
import { cookieValue } from "@shared/cookie-header.ts";

const CREW_COOKIE = "valet_crew";

const CREW_COOKIE_PATHS = [CREW_PAGE_PATH, `${API_PREFIX}/crew`] as const;

/**
 * The browser keeps the cookie this long; the session itself ends after
 * CREW_SESSION_IDLE_DAYS without use, which the server checks on every request.
 * The cookie must outlive any session a representative keeps using, so it is
 * the longest a browser allows (Chromium caps cookies at 400 days).
 */
const CREW_COOKIE_SECONDS = 400 * 86_400;

function cookieHeader(value: string, path: string, maxAge: number, secure: boolean): string {
  return `${CREW_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie headers of a new session: one per crew path. */
export function crewSessionCookies(token: string, secure: boolean): string[] {
  return CREW_COOKIE_PATHS.map((path) => cookieHeader(token, path, CREW_COOKIE_SECONDS, secure));
}

/** The Set-Cookie headers that remove the session cookie from both paths. */
export function clearedCrewCookies(secure: boolean): string[] {
  return CREW_COOKIE_PATHS.map((path) => cookieHeader("", path, 0, secure));
}

/** The crew cookie's value in a Cookie header, or null. */
export function crewCookieOf(header: string | null | undefined): string | null {
  return cookieValue(header, CREW_COOKIE);
}
