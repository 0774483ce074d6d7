// Hyp when its credentials are configured (or PAYMENT_PROVIDER=hyp), otherwise
// the sandbox (docs/decisions/009).
import type { Config } from "@server/config.ts";
import { createHypProvider } from "./hyp.ts";
import type { PaymentProvider } from "./provider.ts";
import { createSandboxProvider, type SandboxProvider } from "./sandbox.ts";

export function createPaymentProvider(config: Config, secret: () => Promise<string>): PaymentProvider {
  if (config.paymentProvider === "hyp") {
    return createHypProvider({ masof: config.HYP_MASOF!, passp: config.HYP_PASSP!, key: config.HYP_KEY!, baseUrl: config.HYP_BASE_URL });
  }
  return createSandboxProvider(secret);
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === "sandbox";
}
