// The site's public address, recorded by the server at every start (docs/decisions/039),
// so that a link built by another process (the operator's CLI, whose shell may lack
// PUBLIC_BASE_URL) points where the server's own links do, never at localhost.
import type { Prisma } from "@server/db/database.ts";

export async function recordPublicAddress(prisma: Prisma, publicBaseUrl: string, now: Date = new Date()): Promise<void> {
  await prisma.siteAddress.upsert({
    where: { id: 1 },
    create: { id: 1, publicBaseUrl, recordedAt: now },
    update: { publicBaseUrl, recordedAt: now },
  });
}

/** The address the server last started with; null before any server has started on this database. */
export async function recordedPublicAddress(prisma: Prisma): Promise<string | null> {
  return (await prisma.siteAddress.findUnique({ where: { id: 1 } }))?.publicBaseUrl ?? null;
}
