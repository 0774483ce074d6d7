// The sandbox invoicing provider on the test database: test documents numbered
// TEST-1, TEST-2… from their own sequence, and find() answering from tax_documents.
// Then which provider the configuration picks.
import { beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@server/config.ts";
import type { Database } from "@server/db/database.ts";
import type { DocumentRequest } from "@server/invoices/provider.ts";
import { createSandboxInvoiceProvider } from "@server/invoices/sandbox-invoices.ts";
import { createInvoiceProvider } from "@server/invoices/select-provider.ts";
import { makeBooking } from "@tests/cli/cli-harness.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

let db: Database;

beforeEach(async () => {
  db = await workerDatabase();
  await resetDatabase(db);
});

function request(reference: string): DocumentRequest {
  return {
    kind: "invoice_receipt",
    reference,
    orderNumber: 1042,
    client: { name: "ישראל ישראלי", email: "israel@example.co.il", companyName: null, companyNumber: null },
    lines: [{ description: "חניה פתוחה, 3 ימים", quantity: 1, unitPrice: 350 }],
    amount: 350,
    payment: { method: "cash", amount: 350, date: "2026-12-01" },
  };
}

async function taxDocumentRow(paymentRef: string, fields: { status: "queued" | "issued"; provider?: string; providerId?: string; number?: string }) {
  const booking = await makeBooking(db, { departure: ["2026-12-01", "08:00"], arrival: ["2026-12-04", "20:00"] });
  await db.prisma.taxDocument.create({
    data: {
      bookingId: booking.id,
      kind: "invoice_receipt",
      paymentRef,
      amount: 350,
      paymentMethod: "cash",
      paidAt: new Date("2026-12-01T06:00:00Z"),
      client: request(paymentRef).client as object,
      lines: request(paymentRef).lines as object[],
      ...fields,
    },
  });
}

describe("sandbox invoicing provider", () => {
  it("numbers its test documents TEST-1, TEST-2… with no URL and no allocation number", async () => {
    const sandbox = createSandboxInvoiceProvider(db.prisma);
    expect(await sandbox.issue(request("cash:1"))).toEqual({ providerId: "sandbox-1", number: "TEST-1", url: null, allocationNumber: null });
    expect(await sandbox.issue(request("cash:2"))).toEqual({ providerId: "sandbox-2", number: "TEST-2", url: null, allocationNumber: null });
    expect((await sandbox.issue(request("cash:3"))).number).toBe("TEST-3");
  });

  it("finds the document it issued for a reference, and nothing for a reference not yet issued", async () => {
    const sandbox = createSandboxInvoiceProvider(db.prisma);
    const issued = await sandbox.issue(request("cash:7"));
    await taxDocumentRow("cash:7", { status: "issued", provider: "sandbox", providerId: issued.providerId, number: issued.number });
    await taxDocumentRow("cash:8", { status: "queued" });
    await taxDocumentRow("card:9", { status: "issued", provider: "morning", providerId: "3e45dc87", number: "30001" });
    expect(await sandbox.find(request("cash:7"))).toEqual(issued);
    expect(await sandbox.find(request("cash:8"))).toBeNull();
    expect(await sandbox.find(request("card:9"))).toBeNull();
    expect(await sandbox.find(request("cash:10"))).toBeNull();
  });
});

describe("choosing the invoicing provider", () => {
  const keys = { MORNING_API_KEY_ID: "0f6b7c1e-5d1a-4f1e-9c2b-3e4d5f6a7b8c", MORNING_API_KEY_SECRET: "s3cr3t" };

  it("runs on the sandbox without Morning's keys, and on Morning with both", () => {
    expect(loadConfig({}).invoiceProvider).toBe("sandbox");
    expect(loadConfig({ MORNING_API_KEY_ID: keys.MORNING_API_KEY_ID }).invoiceProvider).toBe("sandbox");
    expect(createInvoiceProvider(loadConfig({}), db.prisma).name).toBe("sandbox");
    const morning = loadConfig(keys);
    expect(morning.invoiceProvider).toBe("morning");
    expect(morning.MORNING_BASE_URL).toBe("https://api.greeninvoice.co.il/api/v1");
    expect(createInvoiceProvider(morning, db.prisma).name).toBe("morning");
    expect(createInvoiceProvider(loadConfig({ ...keys, INVOICE_PROVIDER: "sandbox" }), db.prisma).name).toBe("sandbox");
  });

  it("refuses INVOICE_PROVIDER=morning without both keys", () => {
    expect(() => loadConfig({ INVOICE_PROVIDER: "morning" })).toThrow(ConfigError);
    expect(() => loadConfig({ INVOICE_PROVIDER: "morning", MORNING_API_KEY_ID: keys.MORNING_API_KEY_ID })).toThrow(/MORNING_API_KEY_SECRET: is required when INVOICE_PROVIDER=morning/);
  });
});
