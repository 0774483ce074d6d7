// The test payment provider (the default without Hyp credentials): a local page
// under /pay/sandbox/, plainly marked as a test, that approves or declines and
// returns Hyp-shaped parameters (Id, CCode, Amount, ACode, Order, Fild1, Fild2,
// Info, errMsg) signed with an HMAC, so returns can be verified like real ones.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { flatQuery, readReturn, type PaymentProvider, type PaymentRequest, type VerifiedReturn } from "./provider.ts";
import { SANDBOX_PAYMENT_PATH } from "@shared/site-pages.ts";

// Named with the site's pages, whose private addresses it is one of (shared/site-pages.ts).
export const SANDBOX_PATH = SANDBOX_PAYMENT_PATH;
const SIGNED = ["Id", "CCode", "Amount", "ACode", "Order", "Fild1", "Fild2", "Info", "errMsg"] as const;

/** A real decline of the card schemes' catalogue: 004, "declined". */
export const SANDBOX_DECLINE = { ccode: "004", message: "העסקה לא אושרה: סירוב של חברת האשראי (קוד 004)" };

export function createSandboxProvider(secret: () => Promise<string>): PaymentProvider & {
  signedReturn(params: Record<string, string>): Promise<Record<string, string>>;
  signedPageQuery(request: PaymentRequest): Promise<string>;
  verifyPage(query: Record<string, string>): Promise<boolean>;
} {
  async function sign(text: string): Promise<string> {
    return createHmac("sha256", await secret()).update(text).digest("hex");
  }
  // The signed text is a JSON array of the values in a fixed key order: JSON
  // escapes every quote and separator, so no value can end one field and start
  // another. (Joining `key=value&…` let a name such as "x&Order=1003" sign for
  // another order or amount: docs/SECURITY.md.)
  const canonical = (params: Record<string, string>, keys: readonly string[]) => JSON.stringify(keys.map((key) => params[key] ?? ""));
  const PAGE_KEYS = ["order", "amount", "first", "last", "info"] as const;

  async function equal(a: string, b: string): Promise<boolean> {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  const provider = {
    name: "sandbox" as const,
    frameOrigins: [],

    async signedPageQuery(request: PaymentRequest): Promise<string> {
      const params: Record<string, string> = {
        order: String(request.orderNumber),
        amount: String(request.amount),
        first: request.firstName,
        last: request.lastName,
        info: request.description,
      };
      params.sig = await sign(canonical(params, PAGE_KEYS));
      return new URLSearchParams(params).toString();
    },

    async verifyPage(query: Record<string, string>): Promise<boolean> {
      return typeof query.sig === "string" && equal(query.sig, await sign(canonical(query, PAGE_KEYS)));
    },

    async createPaymentUrl(request: PaymentRequest): Promise<string> {
      return `${SANDBOX_PATH}/?${await provider.signedPageQuery(request)}`;
    },

    async signedReturn(params: Record<string, string>): Promise<Record<string, string>> {
      const full: Record<string, string> = { Id: String(randomInt(10_000_000, 99_999_999)), ...params };
      full.Sign = await sign(canonical(full, SIGNED));
      return full;
    },

    async verifyReturn(raw: Record<string, string>): Promise<VerifiedReturn> {
      const query = flatQuery(raw);
      const genuine = typeof query.Sign === "string" && (await equal(query.Sign, await sign(canonical(query, SIGNED))));
      return readReturn(query, genuine);
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
