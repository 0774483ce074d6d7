// What a command is given: the terminal, and the database and services, opened
// only when a command first needs them. Arguments are parsed before that, so a
// malformed command never connects, let alone writes.
import { createAdminServices, type AdminServices } from "@server/services/admin/index.ts";
import { createServices, type Services } from "@server/services/index.ts";
import { createLogger, type Logger } from "@server/logger.ts";
import { recordedPublicAddress } from "@server/services/site-address.ts";
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
  /**
   * The site's public address for the links a command builds (docs/decisions/039):
   * PUBLIC_BASE_URL when this command's environment sets it, else the address the
   * server recorded at its last start; null when neither is known.
   */
  publicAddress(): Promise<string | null>;
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
  let address: Promise<string | null> | undefined;
  const getContext = () => (context ??= createCliContext(io.env));
  const publicAddress = () => {
    const { config } = getContext();
    address ??= io.env.PUBLIC_BASE_URL
      ? Promise.resolve(config.PUBLIC_BASE_URL)
      : getContext()
          .database()
          .then((db) => recordedPublicAddress(db.prisma));
    return address;
  };
  return {
    io,
    context: getContext,
    admin() {
      admin ??= getContext()
        .database()
        .then((db) => createAdminServices(db.prisma, io.now));
      return admin;
    },
    publicAddress,
    services() {
      const { config } = getContext();
      // Without a known address the services refuse every link (server/config.ts, publicConfig): nothing dead is queued.
      services ??= Promise.all([getContext().database(), publicAddress()]).then(([db, base]) =>
        createServices({
          prisma: db.prisma,
          config: { ...config, PUBLIC_BASE_URL: base ?? "" },
          logger: cliLogger(io, config.LOG_LEVEL),
          now: io.now,
          // The server's key for order links: its file beside the embedded database, or SECRET_KEY.
          embeddedFolder: db.folder,
        }),
      );
      return services;
    },
    async close() {
      await context?.close();
    },
  };
}
