// Where a parked car and its key are (docs/decisions/029): kept in the details of
// the booking's "parked" service event, read by the crew's answers and manifest
// and by the operator's day report.

export interface ParkedPlace {
  bay: string;
  key_hook: string;
}

export function parkedPlaceOf(details: unknown): ParkedPlace | null {
  if (typeof details !== "object" || details === null) return null;
  const { bay, key_hook } = details as Record<string, unknown>;
  return typeof bay === "string" && typeof key_hook === "string" ? { bay, key_hook } : null;
}
