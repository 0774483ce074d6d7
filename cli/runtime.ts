// What a command is given: the terminal, and the database and services, opened
// only when a command first needs them. Arguments are parsed before that, so a
// malformed command never connects, let alone writes.
import { createAdminServices, type AdminServices } from "@server/services/admin/index.ts";
import { createCliContext, type CliContext } from "./context.ts";
import type { CliIo } from "./io.ts";

export interface Runtime {
  io: CliIo;
  context(): CliContext;
  admin(): Promise<AdminServices>;
  close(): Promise<void>;
}

export function createRuntime(io: CliIo): Runtime {
  let context: CliContext | undefined;
  let admin: Promise<AdminServices> | undefined;
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
    async close() {
      await context?.close();
    },
  };
}
