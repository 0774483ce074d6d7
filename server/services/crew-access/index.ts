// Crew sign-in and sessions (product.md §15, docs/decisions/028). A one-time link
// becomes a session: its token in an HttpOnly cookie, its SHA-256 in
// crew_sessions. Nothing about a session is cached in a process: every request
// reads the session and its member's revocation from the database, which is what
// makes `valet crew revoke` end it at the next request in every process.
import { CREW_SESSION_IDLE_DAYS, type SignedInCrewMember } from "@shared/crew-access.ts";
import { crewMessages } from "@shared/messages/crew.ts";
import type { Prisma } from "@server/db/database.ts";
import { NotFound } from "@server/services/domain-errors.ts";
import { clearedCrewCookies, crewCookieOf, crewSessionCookies } from "./cookies.ts";
import { workingLink } from "./sign-in-links.ts";
import { crewTokenHash, isCrewToken, newCrewToken } from "./tokens.ts";

const DAY_MS = 86_400_000;
/**
 * last_seen_at moves at most this often: the idle limit is counted in days, and
 * a write on every request of a busy morning would buy nothing.
 */
const LAST_SEEN_STEP_MS = 5 * 60_000;

export interface CrewSignIn {
  crew: SignedInCrewMember;
  /** The Set-Cookie headers of the new session (both crew paths). */
  cookies: string[];
}

export function createCrewAccess(deps: { prisma: Prisma; now: () => Date; secureCookies: boolean }) {
  const { prisma, now } = deps;

  /** Ends the session a cookie header carries, if any (a sign-out, or a new sign-in on the same phone). */
  async function endSessionOf(cookieHeader: string | null, at: Date): Promise<void> {
    const token = crewCookieOf(cookieHeader);
    if (!isCrewToken(token)) return;
    await prisma.crewSession.updateMany({ where: { tokenHash: crewTokenHash(token), endedAt: null }, data: { endedAt: at } });
  }

  return {
    /** Whether a link would sign in now (the sign-in page's GET: it reads, it never uses the link). */
    async linkWorks(token: string): Promise<boolean> {
      if (!isCrewToken(token)) return false;
      return (await prisma.crewSignInLink.count({ where: workingLink(crewTokenHash(token), now()) })) === 1;
    },

    /**
     * Uses the link once and opens a session. A used, replaced, expired or unknown
     * link, or one of a revoked member, is the same NotFound: nothing to tell apart.
     * `cookieHeader`: the request's, whose earlier crew session (if any) ends.
     */
    async signIn(token: unknown, cookieHeader: string | null = null): Promise<CrewSignIn> {
      const invalid = new NotFound("crew_link_invalid", crewMessages.linkInvalid);
      if (!isCrewToken(token)) throw invalid;
      const at = now();
      const sessionToken = newCrewToken();
      const crew = await prisma.$transaction(async (tx) => {
        // One conditional update claims the link: of two presses at once, one wins.
        const [claimed] = await tx.crewSignInLink.updateManyAndReturn({
          where: workingLink(crewTokenHash(token), at),
          data: { usedAt: at },
          select: { crewMemberId: true },
        });
        if (!claimed) return null;
        const session = await tx.crewSession.create({
          data: { tokenHash: crewTokenHash(sessionToken), crewMemberId: claimed.crewMemberId, createdAt: at, lastSeenAt: at },
          select: { crewMember: { select: { id: true, name: true } } },
        });
        return session.crewMember;
      });
      if (!crew) throw invalid;
      await endSessionOf(cookieHeader, at);
      return { crew, cookies: crewSessionCookies(sessionToken, deps.secureCookies) };
    },

    /** Ends the request's session (if it has one) and answers the Set-Cookie headers that clear the cookie. */
    async signOut(cookieHeader: string | null): Promise<string[]> {
      await endSessionOf(cookieHeader, now());
      return clearedCrewCookies(deps.secureCookies);
    },

    /**
     * The member a Cookie header's crew session belongs to, or null: no cookie, an
     * unknown or ended session, CREW_SESSION_IDLE_DAYS without use, or a revoked
     * member. Read from the database on every call. A use moves last_seen_at,
     * at most once per LAST_SEEN_STEP_MS.
     */
    async sessionFor(cookieHeader: string | null): Promise<SignedInCrewMember | null> {
      const token = crewCookieOf(cookieHeader);
      if (!isCrewToken(token)) return null;
      const at = now();
      const session = await prisma.crewSession.findFirst({
        where: {
          tokenHash: crewTokenHash(token),
          endedAt: null,
          lastSeenAt: { gt: new Date(at.getTime() - CREW_SESSION_IDLE_DAYS * DAY_MS) },
          crewMember: { revokedAt: null },
        },
        select: { id: true, lastSeenAt: true, crewMember: { select: { id: true, name: true } } },
      });
      if (!session) return null;
      const stale = new Date(at.getTime() - LAST_SEEN_STEP_MS);
      if (session.lastSeenAt < stale) {
        await prisma.crewSession.updateMany({ where: { id: session.id, lastSeenAt: { lt: stale } }, data: { lastSeenAt: at } });
      }
      return session.crewMember;
    },
  };
}
