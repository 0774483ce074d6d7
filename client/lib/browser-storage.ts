// Storage and cookies that never throw (product.md §8: storage and cookie failures are
// silently ignored). Private modes, full quotas, disabled cookies and the server
// render (no window) all read as "nothing stored" and writes become no-ops.
import { cookieValue } from "@shared/cookie-header.ts";

type Area = "local" | "session";

function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the feature works for this page only.
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // As above.
  }
}

/** A stored JSON value, or null when missing or unparsable. */
export function readJson(which: Area, key: string): unknown {
  const text = readItem(which, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeItem(which, key, JSON.stringify(value));
}

export function readCookie(name: string): string | null {
  try {
    return cookieValue(document.cookie, name);
  } catch {
    // No document.
    return null;
  }
}

/** A first-party cookie for the whole site, SameSite=Lax, Secure on https. */
export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  try {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * 86_400)}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled.
  }
}
