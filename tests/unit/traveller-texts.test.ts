// The six service messages (server/messages/traveller-texts.ts, docs/decisions/033):
// each fits two SMS segments with the longest values it takes, carries the order
// number and the link, is a template WhatsApp accepts, and is the text the
// operator registers (docs/whatsapp-templates.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { smsSegments } from "@shared/sms-length.ts";
import { fillTemplate, TEMPLATES, TRAVELLER_MESSAGE_KINDS } from "@server/messages/traveller-texts.ts";

const templatesDoc = readFileSync(new URL("../../docs/whatsapp-templates.md", import.meta.url), "utf8");

describe.each(TRAVELLER_MESSAGE_KINDS)("the %s message", (kind) => {
  const { body, samples } = TEMPLATES[kind];
  const filled = fillTemplate(kind, samples);

  it("fits two UCS-2 SMS segments (134 characters) with its longest values", () => {
    expect(smsSegments(filled)).toMatchObject({ encoding: "UCS-2", segments: expect.any(Number) });
    expect(smsSegments(filled).segments, filled).toBeLessThanOrEqual(2);
    expect(filled.length, filled).toBeLessThanOrEqual(134);
  });

  it("carries the order number and the private link, and every variable is filled", () => {
    expect(filled).toContain("123456");
    expect(filled).toContain("https://valet-park.co.il/order/123456?t=");
    expect(filled).not.toMatch(/\{\{\d+\}\}/);
    const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(samples.map((_, index) => index + 1));
  });

  it("neither starts nor ends with a variable, which WhatsApp refuses", () => {
    expect(body.trim()).not.toMatch(/^\{\{\d+\}\}/);
    expect(body.trim()).not.toMatch(/\{\{\d+\}\}$/);
  });

  it("is the text docs/whatsapp-templates.md gives the operator to register", () => {
    expect(templatesDoc).toContain(`valet_${kind}`);
    expect(templatesDoc).toContain(body);
  });
});
