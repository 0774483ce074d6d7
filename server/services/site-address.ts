// The site's public address, recorded by the server at every start (docs/decisions/039),
// so that a link built by another process (the operator's CLI, whose shell may lack
// PUBLIC_BASE_URL) points where the server's own links do, never at localhost. Beside
// it, whether the server sends e-mail (SMTP_URL): the outbox's trigger gives a queued
// e-mail a job only then (docs/decisions/042), and a start with SMTP gives the e-mails
// that waited for it theirs. Once per start: a single process, or the primary of several.
import type { Prisma } from "@server/db/database.ts";

export async function recordServerStart(prisma: Prisma, publicBaseUrl: string, options: { sendsEmail: boolean; now?: Date }): Promise<void> {
  const fields = { publicBaseUrl, sendsEmail: options.sendsEmail, recordedAt: options.now ?? new Date() };
  await prisma.siteAddress.upsert({ where: { id: 1 }, create: { id: 1, ...fields }, update: fields });
  if (options.sendsEmail) await prisma.$queryRaw`SELECT queue_waiting_emails()`;
}

/** The address the server last started with; null before any server has started on this database. */
export async function recordedPublicAddress(prisma: Prisma): Promise<string | null> {
  return (await prisma.siteAddress.findUnique({ where: { id: 1 } }))?.publicBaseUrl ?? null;
}
