// Prisma CLI configuration. The app itself never reads this file: it applies
// migrations through the WASM schema engine (server/db/migrate.ts). This keeps
// `prisma generate` and, where the native engine exists, `prisma migrate deploy`
// working in the standard way.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/unused" },
});
