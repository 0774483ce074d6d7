// The Hyp adapter against a local fake of its HTTP protocol (APISign SIGN and
// VERIFY). The fake signs like the real service: a return whose fields were
// altered is answered CCode=902.
import { createHmac } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHypProvider } from "@server/payments/hyp.ts";

const KEY = "7110eda4d09e062aa5e4a390b0a572ac0d2c0220";
const SIGNED_FIELDS = ["Id", "CCode", "Amount", "ACode", "Order", "Fild1", "Fild2", "Fild3"];
let server: http.Server;
let base = "";
const calls: URLSearchParams[] = [];

function signature(params: URLSearchParams): string {
  return createHmac("sha256", KEY).update(SIGNED_FIELDS.map((k) => `${k}=${params.get(k) ?? ""}`).join("&")).digest("hex");
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const params = new URL(req.url ?? "/", "http://fake").searchParams;
    calls.push(params);
    const auth = params.get("KEY") === KEY && params.get("PassP") === "yaad" && params.get("Masof") === "0010131918";
    if (params.get("action") !== "APISign" || !auth) return res.end("CCode=902");
    if (params.get("What") === "SIGN") {
      const out = new URLSearchParams({ action: "pay", Masof: "0010131918", Amount: params.get("Amount")!, Order: params.get("Order")!, Info: params.get("Info")! });
      out.set("signature", createHmac("sha256", KEY).update(out.toString()).digest("hex"));
      return res.end(out.toString());
    }
    if (params.get("What") === "VERIFY") return res.end(params.get("Sign") === signature(params) ? "CCode=0" : "CCode=902");
    res.end("CCode=902");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/p/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () => createHypProvider({ masof: "0010131918", passp: "yaad", key: KEY, baseUrl: base });

describe("Hyp provider", () => {
  it("signs the pay request with APISign SIGN and sends the customer to the signed address", async () => {
    const url = await provider().createPaymentUrl({ orderNumber: 1042, amount: 450, firstName: "דנה", lastName: "לוי", email: "dana@example.com", phone: "0501234567", description: "מספר הזמנה: 1042" });
    const sign = calls.at(-1)!;
    expect(Object.fromEntries(sign)).toMatchObject({ action: "APISign", What: "SIGN", Amount: "450", Order: "1042", Info: "מספר הזמנה: 1042", ClientName: "דנה", ClientLName: "לוי", Coin: "1", PageLang: "HEB", UTF8: "True" });
    expect(url.startsWith(`${base}?action=pay&`)).toBe(true);
    expect(url).toContain("signature=");
  });

  it("refuses to build a pay address when the terminal refuses to sign", async () => {
    const bad = createHypProvider({ masof: "0010131918", passp: "wrong", key: KEY, baseUrl: base });
    await expect(bad.createPaymentUrl({ orderNumber: 1, amount: 1, firstName: "a", lastName: "b", email: "a@b.co", phone: "0501234567", description: "x" })).rejects.toThrow();
  });

  it("a genuine return verifies; an altered one is answered 902 and not trusted", async () => {
    const fields = new URLSearchParams({ Id: "5551234", CCode: "0", Amount: "450", ACode: "0012345", Order: "1042", Fild1: "דנה", Fild2: "לוי", Fild3: "" });
    fields.set("Sign", signature(fields));
    const genuine = await provider().verifyReturn(Object.fromEntries(fields));
    expect(genuine).toMatchObject({ genuine: true, approved: true, orderNumber: 1042, amount: 450, transactionId: "5551234" });
    expect(Object.fromEntries(calls.at(-1)!)).toMatchObject({ action: "APISign", What: "VERIFY", Id: "5551234", CCode: "0" });

    const altered = await provider().verifyReturn({ ...Object.fromEntries(fields), Amount: "1" });
    expect(altered).toMatchObject({ genuine: false, approved: false });
  });

  it("treats an unreachable provider as unverified, never as approved", async () => {
    const down = createHypProvider({ masof: "0010131918", passp: "yaad", key: KEY, baseUrl: "http://127.0.0.1:9/p/" });
    const result = await down.verifyReturn({ CCode: "0", Amount: "450", Order: "1042", Id: "1" });
    expect(result).toMatchObject({ genuine: false, approved: false });
  });
});
