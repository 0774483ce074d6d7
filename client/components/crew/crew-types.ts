// The crew page's shapes, derived from the API contract: a manifest entry, a
// booking's state after a move, and which move each status leads to.
import type { ApiReply } from "@shared/api/contract.ts";
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

/** The moves that open a form; the others are one tap (and a confirmation when far from the time). */
export const MOVES_WITH_FORM: readonly CrewMove[] = ["crewPickup", "crewParked", "crewReturn"];

/** Where the outbox keeps unsent moves (browser-outbox.ts); read at start to resume them. */
export const OUTBOX_STORAGE_KEY = "valet-crew-outbox";

/** A full-width button or link sized for one thumb (at least 56 px high), shared by the cards and the forms. */
export const BIG_BUTTON = "flex min-h-14 w-full items-center justify-center rounded-xl px-4 text-lg font-bold";
