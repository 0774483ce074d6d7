// Moves the server refused (product.md §17, docs/decisions/031): out of the outbox, never
// sent again as they were, kept here until the representative has seen them. A move
// with a form (pickup, parking, return) opens its form again, filled with what was
// sent and the server's Hebrew message on each field; a move without one (on the way,
// did not come) is said once. Kept in localStorage, so a reload loses none; a
// refusal goes once its form is sent again or closed, once the same move of the same
// order is recorded, or once it is dismissed.
import { readJson, writeJson } from "~/lib/browser-storage.ts";
import { MOVES_WITH_FORM } from "./crew-types.ts";
import type { CrewMove, MoveItem, SendFailure } from "./outbox.ts";

export interface Refusal {
  /** The refused item's Idempotency-Key: the refusal's id. */
  key: string;
  orderNumber: number;
  move: CrewMove;
  /** What was sent, to fill the form again. */
  body: Record<string, unknown>;
  /** The server's Hebrew reason, and its message per field. */
  message: string;
  fields: Record<string, string>;
}

const STORAGE_KEY = "valet-crew-refused";

function isRefusal(value: unknown): value is Refusal {
  const item = value as Partial<Refusal> | null;
  return typeof item?.key === "string" && typeof item.orderNumber === "number" && typeof item.move === "string" && typeof item.message === "string";
}

export function readRefusals(): Refusal[] {
  const stored = readJson("local", STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter(isRefusal).map((item) => ({ ...item, body: item.body ?? {}, fields: item.fields ?? {} })) : [];
}

/** Changes the stored list at once (before the outbox lets the item go) and answers it. */
export function changeRefusals(change: (list: Refusal[]) => Refusal[]): Refusal[] {
  const next = change(readRefusals());
  writeJson("local", STORAGE_KEY, next);
  return next;
}

export function refusalOf(item: MoveItem, failure: SendFailure): Refusal {
  return { key: item.key, orderNumber: item.orderNumber, move: item.move, body: item.body, message: failure.message, fields: failure.fields ?? {} };
}

export function hasForm(refusal: Refusal): boolean {
  return MOVES_WITH_FORM.includes(refusal.move);
}
