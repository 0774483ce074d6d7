// What a command is given: the terminal, and the database and services, opened
// only when a command first needs them. Arguments are parsed before that, so a
// malformed command never connects, let alone writes.
import { createAdminServices, type AdminServices } from "@server/services/admin/index.ts";
import { createServices, type Services } from "@server/services/index.ts";
import { createLogger, type Logger } from "@server/logger.ts";
import { createCliContext, type CliContext } from "./context.ts";
import type { CliIo } from "./io.ts";

export interface Runtime {
  io: CliIo;
  context(): CliContext;
  admin(): Promise<AdminServices>;
  /**
   * The site's own services (server/services/index.ts), the same graph the server
   * builds, over the CLI's database connection: the same rules, e-mails (to the
   * outbox) and event rows as the site's.
   */
  services(): Promise<Services>;
  close(): Promise<void>;
}

/**
 * The CLI's logger: the services' log lines as JSON on stderr, so stdout stays the
 * command's own output (and --json stays parseable). Warnings and errors unless
 * LOG_LEVEL says otherwise: an operator's command is not a server's request log.
 */
function cliLogger(io: CliIo, level: string): Logger {
  return createLogger(io.env.LOG_LEVEL ? level : "warn", { write: (line: string) => io.err(line) });
}

export function createRuntime(io: CliIo): Runtime {
  let context: CliContext | undefined;
  let admin: Promise<AdminServices> | undefined;
  let services: Promise<Services> | undefined;
  const getContext = () => (context ??= createCliContext(io.env));
  return {
    io,
    context: getContext,
    admin() {
      admin ??= getContext()
        .database()
        .then((db) => createAdminServices(db.prisma, io.now));
      return admin;
    },
    services() {
      const { config } = getContext();
      services ??= getContext()
        .database()
        .then((db) => createServices({ prisma: db.prisma, config, logger: cliLogger(io, config.LOG_LEVEL), now: io.now }));
      return services;
    },
    async close() {
      await context?.close();
    },
  };
}
