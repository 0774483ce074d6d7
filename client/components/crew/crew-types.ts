// The crew page's shapes, derived from the API contract: a manifest entry, a
// booking's state after a move, and which move each status leads to.
import type { ApiReply } from "@shared/api/contract.ts";
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import { NEXT_STATUS, type ServiceStatus } from "@shared/service-status.ts";
import type { CrewMove } from "./outbox.ts";

export type CrewManifest = ApiReply<"crewManifest">;
export type ManifestEntry = CrewManifest["entries"][number];
export type BookingState = ApiReply<"crewPickup">;

/** The status each move records. */
export const MOVE_TARGET: Readonly<Record<CrewMove, ServiceStatus>> = {
  crewPickup: "picked_up",
  crewParked: "parked",
  crewReturning: "returning",
  crewReturn: "returned",
  crewNoShow: "no_show",
};

const MOVES = Object.keys(MOVE_TARGET) as CrewMove[];

/** The moves a card offers at a status: the service's next steps (NEXT_STATUS) a representative records, the main one first. */
export function movesAt(status: ServiceStatus): CrewMove[] {
  return NEXT_STATUS[status].flatMap((next) => MOVES.filter((move) => MOVE_TARGET[move] === next));
}

/**
 * Where a card stands on the work list (product.md §17, docs/decisions/031): a
 * pickup is the crew's until the car is parked; a return waits for the pickup,
 * then is the crew's until the car is back. Done cards are listed apart, collapsed.
 */
export type EntryStage = "open" | "waiting" | "done";

export function entryStage(kind: ManifestEntry["kind"], status: ServiceStatus): EntryStage {
  if (kind === "pickup") return status === "booked" || status === "picked_up" ? "open" : "done";
  if (status === "booked") return "waiting";
  return status === "returned" || status === "no_show" || status === "cancelled" ? "done" : "open";
}

/**
 * The moves a card offers: the pickup's card up to parking (and the no-show), the
 * return's from parking on; a return whose car was not collected offers none.
 */
export function movesFor(kind: ManifestEntry["kind"], status: ServiceStatus): CrewMove[] {
  if (kind === "pickup") return status === "booked" || status === "picked_up" ? movesAt(status) : [];
  return status === "booked" ? [] : movesAt(status);
}

/**
 * Whether a card offers "the traveller did not come" (docs/decisions/037): on the
 * pickup's card, from its planned time on (the server refuses it before). `now` is
 * null until the page has its own clock (the server's render offers none).
 */
export function offersNoShow(entry: Pick<ManifestEntry, "kind" | "at">, now: number | null): boolean {
  return entry.kind === "pickup" && now !== null && now >= Date.parse(entry.at);
}

/**
 * The card's cash box (docs/decisions/031), from the server's last word: a move's
 * answer (`cash`), else the manifest. What is still to collect (and what was taken),
 * or paid; cash taken on a card booking; nothing on a no-show or a cancellation,
 * nor on a card booking where no cash was taken.
 */
export function cashBox(entry: ManifestEntry, status: ServiceStatus, state: BookingState | undefined): { text: string; owed: boolean } | null {
  if (status === "no_show" || status === "cancelled") return null;
  const due = state ? state.cash.due : entry.cash_to_collect;
  const collected = state ? state.cash.collected : entry.cash_collected;
  if (due > 0) return { text: collected > 0 ? copy.cash.collectedAndRemaining(collected, due) : copy.cash.toCollect(due), owed: true };
  if ((state?.payment_method ?? entry.payment_method) === "cash") return { text: copy.cash.paid(collected), owed: false };
  return collected > 0 ? { text: copy.cash.collected(collected), owed: false } : null;
}

/** The moves that open a form; the others are one tap (and a confirmation when far from the time; a no-show always asks). */
export const MOVES_WITH_FORM: readonly CrewMove[] = ["crewPickup", "crewParked", "crewReturn"];

/** Where the outbox keeps unsent moves (browser-outbox.ts); read at start to resume them. */
export const OUTBOX_STORAGE_KEY = "valet-crew-outbox";

/** A full-width button or link sized for one thumb (at least 56 px high), shared by the cards and the forms. */
export const BIG_BUTTON = "flex min-h-14 w-full items-center justify-center rounded-xl px-4 text-lg font-bold";
