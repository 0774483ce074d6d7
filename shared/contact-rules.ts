import { normalizeIsraeliPhone } from "./phone.ts";

// The contact forms' plain rules, shared by the zod schema (server) and the
// browser forms, which check them without loading zod.

export const CONTACT_SOURCES = ["contact_page", "quick_form"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_LIMITS = { name: 80, phone: 30, email: 254, message: 2000 } as const;

/** Deliberately loose: the server's zod check is the real one. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A contact phone: an Israeli number in its national form, or, for a traveller
 * abroad, an international number (+ and 8 to 15 digits) without spaces.
 */
export function normalizeContactPhone(input: string): string | null {
  const israeli = normalizeIsraeliPhone(input);
  if (israeli) return israeli;
  const compact = input.trim().replace(/[\s\-().]/g, "");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
