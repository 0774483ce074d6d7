// The operator's crew (docs/decisions/028): representatives added by name and
// phone, each given one-time sign-in links, and revoked for good. What a link and
// a session are, and how they are checked, is server/services/crew-access/.
import { normalizeIsraeliPhone } from "@shared/phone.ts";
import type { DbClient, Prisma } from "@server/db/database.ts";
import type { CrewMember } from "@server/db/generated/client.ts";
import { Conflict, InvalidInput, NotFound } from "@server/services/domain-errors.ts";
import { UNUSED_LINK, issueLink, pendingLinksOf } from "@server/services/crew-access/sign-in-links.ts";
import { adminMessages } from "./admin-messages.ts";

export const MAX_CREW_NAME = 60;
/** Control characters and bidi overrides: a name is printed on pages and terminals. */
const UNPRINTABLE = /\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u;

export interface CrewMemberInput {
  name: string;
  phone: string;
}

/** A new sign-in link: its token (shown once, never stored) and when it stops working. */
export interface IssuedLink {
  token: string;
  expiresAt: Date;
}

export interface CrewListEntry {
  id: number;
  name: string;
  phone: string;
  status: "active" | "revoked";
  createdAt: Date;
  revokedAt: Date | null;
  /** The last request of any of the member's sessions (to the few minutes, LAST_SEEN_STEP_MS). */
  lastSeenAt: Date | null;
  /** When the member's unused link stops working; null when none would work now. */
  pendingLinkExpiresAt: Date | null;
}

/** The name as stored, or the refusal (the CLI's reader refuses the same earlier). */
function crewName(raw: string): string {
  const name = raw.trim();
  if (name === "") throw new InvalidInput({ name: adminMessages.crewNameRequired }, { code: "invalid_value", subject: { reason: "the name is empty" } });
  if (UNPRINTABLE.test(name)) {
    throw new InvalidInput({ name: adminMessages.crewNameUnprintable }, { code: "invalid_value", subject: { reason: "the name has control or bidi-override characters" } });
  }
  if ([...name].length > MAX_CREW_NAME) throw new InvalidInput({ name: adminMessages.crewNameTooLong(MAX_CREW_NAME) }, { code: "too_long", subject: { max: MAX_CREW_NAME } });
  return name;
}

/** An Israeli phone in its stored, national form (shared/phone.ts). */
function crewPhone(raw: string): string {
  const phone = normalizeIsraeliPhone(raw);
  if (!phone) throw new InvalidInput({ phone: adminMessages.invalidValue }, { code: "invalid_value", subject: { reason: "expected an Israeli phone number, e.g. 050-1234567" } });
  return phone;
}

export function createCrewAdmin(prisma: Prisma, now: () => Date) {
  /** The member, locked until the transaction ends (two `crew link` at once leave one working link). */
  async function lockMember(tx: DbClient, id: number): Promise<CrewMember> {
    await tx.$queryRaw`SELECT id FROM crew_members WHERE id = ${id} FOR UPDATE`;
    const member = await tx.crewMember.findUnique({ where: { id } });
    if (!member) throw new NotFound("crew_member_not_found", adminMessages.crewMemberNotFound(id), { id });
    return member;
  }

  return {
    /** A new representative and their first sign-in link. */
    async add(input: CrewMemberInput): Promise<{ member: CrewMember; link: IssuedLink }> {
      const data = { name: crewName(input.name), phone: crewPhone(input.phone) };
      const at = now();
      return prisma.$transaction(async (tx) => {
        const member = await tx.crewMember.create({ data: { ...data, createdAt: at } });
        return { member, link: await issueLink(tx, member.id, at) };
      });
    },

    async list(): Promise<CrewListEntry[]> {
      const at = now();
      const members = await prisma.crewMember.findMany({
        orderBy: { id: "asc" },
        include: {
          sessions: { select: { lastSeenAt: true }, orderBy: { lastSeenAt: "desc" }, take: 1 },
          signInLinks: { where: { ...UNUSED_LINK, expiresAt: { gt: at } }, select: { expiresAt: true }, orderBy: { expiresAt: "desc" }, take: 1 },
        },
      });
      return members.map(({ sessions, signInLinks, ...member }) => ({
        id: member.id,
        name: member.name,
        phone: member.phone,
        status: member.revokedAt ? "revoked" : "active",
        createdAt: member.createdAt,
        revokedAt: member.revokedAt,
        lastSeenAt: sessions[0]?.lastSeenAt ?? null,
        pendingLinkExpiresAt: member.revokedAt ? null : (signInLinks[0]?.expiresAt ?? null),
      }));
    },

    /** A new sign-in link for an active member; any older unused one stops working. */
    async link(id: number): Promise<{ member: CrewMember; link: IssuedLink }> {
      return prisma.$transaction(async (tx) => {
        const member = await lockMember(tx, id);
        if (member.revokedAt) throw new Conflict("crew_member_revoked", adminMessages.crewMemberRevoked(id), { id });
        return { member, link: await issueLink(tx, id, now()) };
      });
    },

    /**
     * Revokes a member for good: every session ends and every unused link stops
     * working, in every process at its next request (each request reads them).
     * A member already revoked is left as it was (`changed: false`).
     */
    async revoke(id: number): Promise<{ member: CrewMember; changed: boolean; sessionsEnded: number; linksWithdrawn: number }> {
      return prisma.$transaction(async (tx) => {
        const found = await lockMember(tx, id);
        if (found.revokedAt) return { member: found, changed: false, sessionsEnded: 0, linksWithdrawn: 0 };
        const at = now();
        const member = await tx.crewMember.update({ where: { id }, data: { revokedAt: at } });
        const sessions = await tx.crewSession.updateMany({ where: { crewMemberId: id, endedAt: null }, data: { endedAt: at } });
        const links = await tx.crewSignInLink.updateMany({ where: pendingLinksOf(id), data: { replacedAt: at } });
        return { member, changed: true, sessionsEnded: sessions.count, linksWithdrawn: links.count };
      });
    },

    /** One member, for a question before a revocation. */
    async get(id: number): Promise<CrewMember> {
      const member = await prisma.crewMember.findUnique({ where: { id } });
      if (!member) throw new NotFound("crew_member_not_found", adminMessages.crewMemberNotFound(id), { id });
      return member;
    },
  };
}
