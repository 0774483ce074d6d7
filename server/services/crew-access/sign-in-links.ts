// One-time sign-in links (docs/decisions/028). A member has at most one link
// that works: issuing a new one replaces every older one still unused. A link
// works once, within CREW_LINK_HOURS of its making, for a member not revoked.
import { CREW_LINK_HOURS } from "@shared/crew-access.ts";
import type { Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { DbClient } from "@server/db/database.ts";
import { crewTokenHash, newCrewToken } from "./tokens.ts";

const HOUR_MS = 3_600_000;

/** A link neither used nor replaced (it may have expired). */
export const UNUSED_LINK = { usedAt: null, replacedAt: null } satisfies PrismaTypes.CrewSignInLinkWhereInput;

/** The link of this hash if it still works at `now`: unused, not replaced, not expired, its member not revoked. */
export function workingLink(tokenHash: string, now: Date): PrismaTypes.CrewSignInLinkWhereInput {
  return { tokenHash, ...UNUSED_LINK, expiresAt: { gt: now }, crewMember: { revokedAt: null } };
}

/** The member's unused links. */
export function pendingLinksOf(crewMemberId: number): PrismaTypes.CrewSignInLinkWhereInput {
  return { crewMemberId, ...UNUSED_LINK };
}

/**
 * A new link for the member; every older unused link stops working. Called in a
 * transaction that holds the member's row, so two issued at once leave one working.
 */
export async function issueLink(db: DbClient, crewMemberId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  await db.crewSignInLink.updateMany({ where: pendingLinksOf(crewMemberId), data: { replacedAt: now } });
  const token = newCrewToken();
  const expiresAt = new Date(now.getTime() + CREW_LINK_HOURS * HOUR_MS);
  await db.crewSignInLink.create({ data: { tokenHash: crewTokenHash(token), crewMemberId, createdAt: now, expiresAt } });
  return { token, expiresAt };
}
