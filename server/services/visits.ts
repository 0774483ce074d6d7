// Stores track-visit records (product.md §7) in the visits table. Rows are written
// as they come; nothing on the site reads them back. Whatever the browser sent, no
// address is stored with a token, a name, an e-mail or a phone in it
// (shared/private-url.ts): an old script or a stale stored record may still send one.
import { withoutPrivateParams, withoutPrivateValues } from "@shared/private-url.ts";
import type { Prisma } from "@server/db/database.ts";
import type { Prisma as PrismaNamespace } from "@server/db/generated/client.ts";

export interface VisitRecord {
  path: string;
  referrer: string | null;
  action: string | null;
  metadata: Record<string, unknown> | null;
  visitorId: string | null;
}

export function createVisitService(prisma: Prisma) {
  return {
    async record(visit: VisitRecord): Promise<void> {
      await prisma.visit.create({
        data: {
          path: withoutPrivateParams(visit.path),
          referrer: visit.referrer === null ? null : withoutPrivateParams(visit.referrer),
          action: visit.action,
          // The schema has capped it; a JSON round trip drops anything JSON cannot hold.
          metadata:
            visit.metadata === null ? undefined : (withoutPrivateValues(JSON.parse(JSON.stringify(visit.metadata))) as PrismaNamespace.InputJsonValue),
          visitorId: visit.visitorId,
        },
      });
    },
  };
}
