// Hyp (formerly YaadPay): the server signs the pay-page request with
// action=APISign&What=SIGN and sends the customer to the signed address; every
// return is verified with What=VERIFY (CCode=0 genuine, 902 forged). Facts in
// docs/product.md §7.5 and decision 009. Return addresses are set on the terminal, not per request.
import { flatQuery, readReturn, type PaymentProvider, type PaymentRequest, type VerifiedReturn } from "./provider.ts";

export interface HypCredentials {
  masof: string;
  passp: string;
  key: string;
  baseUrl: string;
}

const RETURN_KEYS = ["Id", "CCode", "Amount", "ACode", "Order", "Fild1", "Fild2", "Fild3", "Sign", "Info", "errMsg", "Hesh", "UserId", "Brand", "Issuer", "L4digit", "street", "city", "zip", "cell", "Coin", "Tmonth", "Tyear", "Payments", "UID", "Bank", "spType", "BinCard"];

export function createHypProvider(credentials: HypCredentials, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const base = credentials.baseUrl;
  const auth = { KEY: credentials.key, PassP: credentials.passp, Masof: credentials.masof };

  async function call(params: Record<string, string>): Promise<string> {
    const url = `${base}?${new URLSearchParams(params).toString()}`;
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`Hyp answered HTTP ${res.status}`);
    return (await res.text()).trim();
  }

  return {
    name: "hyp",
    frameOrigins: [new URL(base).origin],

    async createPaymentUrl(request: PaymentRequest): Promise<string> {
      const signed = await call({
        action: "APISign",
        What: "SIGN",
        ...auth,
        Amount: String(request.amount),
        Order: String(request.orderNumber),
        Info: request.description,
        Coin: "1",
        UTF8: "True",
        UTF8out: "True",
        Sign: "True",
        UserId: "000000000",
        ClientName: request.firstName,
        ClientLName: request.lastName,
        email: request.email,
        phone: request.phone,
        Fild1: request.firstName,
        Fild2: request.lastName,
        PageLang: "HEB",
        pageTimeOut: "True",
        tmp: "1",
      });
      // A refusal comes back as CCode=... without a signature.
      if (!/(^|&)signature=/.test(signed) && !/(^|&)Sign=/.test(signed)) throw new Error(`Hyp refused to sign: ${signed.slice(0, 200)}`);
      return `${base}?action=pay&${signed}`;
    },

    async verifyReturn(raw: Record<string, string>): Promise<VerifiedReturn> {
      const query = flatQuery(raw);
      const returned = Object.fromEntries(RETURN_KEYS.filter((key) => query[key] !== undefined).map((key) => [key, query[key]!]));
      let genuine: boolean;
      try {
        const answer = new URLSearchParams(await call({ action: "APISign", What: "VERIFY", ...auth, ...returned }));
        genuine = answer.get("CCode") === "0";
      } catch {
        genuine = false;
      }
      return readReturn(query, genuine);
    },
  };
}
