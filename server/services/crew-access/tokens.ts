// The secrets of crew sign-in (docs/decisions/028): a link's token and a
// session's token are 256 random bits, given out once (printed by the CLI, set
// in the cookie) and stored only as their SHA-256. A copy of the database or a
// backup therefore opens nothing. No salt or slow hash is needed: the tokens are
// random, not chosen by a person, so there is nothing to guess from the hash.
import { createHash, randomBytes } from "node:crypto";
import { CREW_TOKEN_PATTERN } from "@shared/crew-access.ts";

export function newCrewToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256 in hex. */
export function crewTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Only a token of the right shape is looked up: anything else is refused unread. */
export function isCrewToken(value: unknown): value is string {
  return typeof value === "string" && CREW_TOKEN_PATTERN.test(value);
}
