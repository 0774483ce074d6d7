// One cookie's value read from a Cookie header (`a=1; b=2`) or document.cookie: the
// server's few cookies (the visitor id, the payment result, the crew session) and
// the browser's need no cookie library.

/** The named cookie's value, percent-decoded; null when absent or malformed. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}
