// `valet invoices` and the documents in `valet reports day` (docs/decisions/036): the
// operator sees each tax document, the failed ones first of all, and queues a failed
// one again once its cause is fixed.
import { beforeEach, describe, expect, it } from "vitest";
import type { Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";
import { cli, makeBooking } from "./cli-harness.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

async function documents() {
  const db = await workerDatabase();
  const booking = await makeBooking(db, { departure: ["2026-11-24", "06:00"], arrival: ["2026-11-30", "22:30"], orderNumber: 1042 });
  const base = {
    bookingId: booking.id,
    paymentMethod: "card",
    client: { name: "ישראל ישראלי", email: "israel@example.co.il", companyName: "חניון בע״מ", companyNumber: "516253846" },
    lines: [{ description: "חניה פתוחה, 3 ימים (הזמנה #1042)", quantity: 1, unitPrice: 350 }],
  } satisfies Partial<PrismaTypes.TaxDocumentUncheckedCreateInput>;
  const issued = await db.prisma.taxDocument.create({
    data: {
      ...base,
      kind: "invoice_receipt",
      paymentRef: "card:T-1",
      amount: 350,
      paidAt: new Date("2026-11-24T08:00:00Z"),
      status: "issued",
      provider: "morning",
      providerId: "doc-7",
      number: "40007",
      url: "https://example.test/40007.pdf",
      issuedAt: new Date("2026-11-24T08:00:05Z"),
      createdAt: new Date("2026-11-24T08:00:00Z"),
      attempts: 1,
    },
  });
  const failed = await db.prisma.taxDocument.create({
    data: {
      ...base,
      kind: "credit_note",
      paymentRef: "refund:3",
      amount: 100,
      paidAt: new Date("2026-11-24T09:00:00Z"),
      creditOfId: issued.id,
      status: "failed",
      attempts: 1,
      lastError: "2402: Invalid client tax id",
      createdAt: new Date("2026-11-24T09:00:00Z"),
    },
  });
  return { issued, failed };
}

describe("valet invoices", () => {
  it("lists documents newest first, by state and day, in Hebrew or JSON", async () => {
    const { issued, failed } = await documents();
    const all = await cli(["invoices", "list", "--json"]);
    expect(all.json().map((d: { id: number }) => d.id)).toEqual([failed.id, issued.id]);
    expect(all.json()[1]).toMatchObject({ orderNumber: 1042, kind: "invoice_receipt", status: "issued", number: "40007", amount: 350, url: "https://example.test/40007.pdf" });
    expect((await cli(["invoices", "list", "--status", "failed", "--json"])).json().map((d: { id: number }) => d.id)).toEqual([failed.id]);
    expect((await cli(["invoices", "list", "--date", "2026-11-25", "--json"])).json()).toEqual([]);
    const text = await cli(["invoices", "list"]);
    expect(text.stdout).toMatch(/חשבונית זיכוי\s+נכשל\s+—\s+₪100/);
    expect(text.stdout).toMatch(/חשבונית מס קבלה\s+הופק\s+40007\s+₪350/);
    expect((await cli(["invoices", "list", "--status", "lost"])).code).toBe(2);
  });

  it("shows one document with its client, lines and the one it corrects", async () => {
    const { issued, failed } = await documents();
    const shown = await cli(["invoices", "show", String(failed.id)]);
    expect(shown.stdout).toContain("ישראל ישראלי, israel@example.co.il, חניון בע״מ, 516253846");
    expect(shown.stdout).toMatch(new RegExp(`מתקן את מסמך\\s+${issued.id}`));
    expect(shown.stdout).toContain("חניה פתוחה, 3 ימים (הזמנה #1042)  1 × ₪350");
    expect((await cli(["invoices", "show", "999"])).stderr).toBe("error: no tax document 999\n");
  });

  it("queues a failed document again; an issued one is refused with exit 1", async () => {
    const { issued, failed } = await documents();
    const retried = await cli(["invoices", "retry", String(failed.id), "--json"]);
    expect(retried.code).toBe(0);
    // Its attempts stay counted, so the next one asks the provider first (docs/decisions/042).
    expect(retried.json()).toMatchObject({ id: failed.id, status: "queued", attempts: failed.attempts, lastError: null });
    expect(failed.attempts).toBeGreaterThan(0);
    const refused = await cli(["invoices", "retry", String(issued.id)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`error: tax document ${issued.id} has not failed; nothing to retry\n`);
  });

  it("the day report counts the documents issued and lists the failed ones", async () => {
    const { failed } = await documents();
    const run = await cli(["reports", "day", "--date", "2026-11-24"]);
    expect(run.stdout).toContain("מסמכי מס שהופקו: חשבוניות מס קבלה 1 (₪350) · חשבוניות זיכוי 0 (₪0)");
    expect(run.stdout).toMatch(new RegExp(`${failed.id}\\s+1042\\s+חשבונית זיכוי\\s+₪100\\s+2026-11-24 11:00\\s+2402: Invalid client tax id`));
    const json = await cli(["reports", "day", "--date", "2026-11-24", "--json"]);
    expect(json.json().documents).toMatchObject({ invoiceReceipts: { count: 1, total: 350 }, creditNotes: { count: 0, total: 0 }, failed: [{ id: failed.id, orderNumber: 1042 }] });
  });
});
