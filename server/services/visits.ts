// Stores track-visit records (product.md §7) in the visits table. Rows are written
// as they come; nothing on the site reads them back.
import type { Prisma } from "../db/database.ts";
import type { Prisma as PrismaNamespace } from "../db/generated/client.ts";

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
          path: visit.path,
          referrer: visit.referrer,
          action: visit.action,
          // The schema has capped it; a JSON round trip drops anything JSON cannot hold.
          metadata: visit.metadata === null ? undefined : (JSON.parse(JSON.stringify(visit.metadata)) as PrismaNamespace.InputJsonValue),
          visitorId: visit.visitorId,
        },
      });
    },
  };
}

export type VisitService = ReturnType<typeof createVisitService>;
