// The configured invoicing provider (docs/decisions/036): Morning when INVOICE_PROVIDER
// says so or both its keys are set, the sandbox otherwise (server/config.ts decides).
import type { Config } from "@server/config.ts";
import type { Prisma } from "@server/db/database.ts";
import { createMorningProvider } from "./morning-provider.ts";
import type { InvoiceProvider } from "./provider.ts";
import { createSandboxInvoiceProvider } from "./sandbox-invoices.ts";

export function createInvoiceProvider(config: Config, prisma: Prisma): InvoiceProvider {
  if (config.invoiceProvider === "sandbox") return createSandboxInvoiceProvider(prisma);
  return createMorningProvider({
    apiKeyId: config.MORNING_API_KEY_ID!,
    apiKeySecret: config.MORNING_API_KEY_SECRET!,
    baseUrl: config.MORNING_BASE_URL,
  });
}
