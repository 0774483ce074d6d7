/**
 * The booking form asks for one full name; the record keeps first and last name,
 * split at the first space (product.md §3): 'ישראל ישראלי כהן' → 'ישראל' + 'ישראלי כהן'.
 * A single word is a first name with an empty last name.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(" ");
}
