// The card payment provider, behind one interface: create a hosted payment page
// for a booking, and verify what the browser brings back from it. The CCode in a
// return is never trusted before the provider (or our signature) confirms it.
import { orderNumberFromInfo } from "@shared/result-url.ts";

export interface PaymentRequest {
  orderNumber: number;
  amount: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  description: string;
}

export interface VerifiedReturn {
  /** The provider vouched for these parameters (or our signature matched). */
  genuine: boolean;
  orderNumber: number | null;
  /** CCode 0 on a genuine return. */
  approved: boolean;
  ccode: string;
  amount: number | null;
  transactionId: string | null;
  errorMessage: string | null;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "hyp";
  /** The hosted page the customer pays on. */
  createPaymentUrl(request: PaymentRequest): Promise<string>;
  verifyReturn(query: Record<string, string>): Promise<VerifiedReturn>;
  /** Origins the payment frame loads (for the CSP frame-src). */
  readonly frameOrigins: string[];
}

/** The query of a return, keeping only single string values. */
export function flatQuery(query: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === "string" && key.length <= 40 && value.length <= 500) flat[key] = value;
  }
  return flat;
}

function parseAmount(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

/**
 * What a return says, once its provider has decided whether it is genuine
 * (Hyp's VERIFY call, the sandbox's HMAC). One reading for both providers, so
 * "approved" can never mean something else on the real terminal than in tests.
 */
export function readReturn(query: Record<string, string>, genuine: boolean): VerifiedReturn {
  const ccode = query.CCode ?? "";
  return {
    genuine,
    orderNumber: Number(query.Order) > 0 ? Number(query.Order) : orderNumberFromInfo(query.Info),
    approved: genuine && ccode === "0",
    ccode,
    amount: parseAmount(query.Amount),
    transactionId: query.Id ?? null,
    errorMessage: query.errMsg || null,
  };
}
