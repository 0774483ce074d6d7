// The sandbox signs its pay-page links and its returns with an HMAC over an
// unambiguous encoding (docs/SECURITY.md): a value that contains `&` or `key=`
// (a traveller's name, say) can never make a signature verify for other values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSandboxProvider } from "@server/payments/sandbox.ts";

const sandbox = createSandboxProvider(async () => "k".repeat(32));
const RETURN_KEYS = ["Id", "CCode", "Amount", "ACode", "Order", "Fild1", "Fild2", "Info", "errMsg"] as const;

const genuineReturn = (overrides: Record<string, string>) =>
  sandbox.signedReturn({ CCode: "0", Amount: "600", ACode: "123456", Order: "1001", Fild1: "דנה", Fild2: "כהן", Info: "מספר הזמנה: 1001", errMsg: "", ...overrides });

describe("the sandbox's signatures", () => {
  it("a name that carries `&key=` does not sign a query with the boundary moved", async () => {
    const signed = await genuineReturn({ Fild1: "x&Fild2=y", Fild2: "" });
    expect((await sandbox.verifyReturn(signed)).genuine).toBe(true);
    const shifted = { ...signed, Fild1: "x", Fild2: "y&Fild2=" };
    expect((await sandbox.verifyReturn(shifted)).genuine).toBe(false);
  });

  it("a pay-page link whose name carries `&info=` cannot be re-cut into other fields", async () => {
    const query = Object.fromEntries(
      new URLSearchParams(await sandbox.signedPageQuery({ orderNumber: 1001, amount: 600, firstName: "x&last=y", lastName: "", email: "", phone: "", description: "d" })),
    );
    expect(await sandbox.verifyPage(query)).toBe(true);
    expect(await sandbox.verifyPage({ ...query, first: "x", last: "y&last=" })).toBe(false);
  });

  it("moving text across any two neighbouring fields breaks the signature (property)", async () => {
    const text = fc.string({ unit: fc.constantFrom("a", "1", "&", "=", '"', ",", "\\", "[", "]"), maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: RETURN_KEYS.length - 2 }), text, text, text, async (index, x, y, z) => {
        const [first, second] = [RETURN_KEYS[index]!, RETURN_KEYS[index + 1]!];
        const signed = await genuineReturn({ Id: "1", [first]: `${x}&${second}=${y}`, [second]: z });
        const forged = { ...signed, [first]: x, [second]: `${y}&${second}=${z}` };
        expect((await sandbox.verifyReturn(forged)).genuine).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
