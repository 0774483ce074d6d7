// POST /api/contact: validation, storage, the e-mail to the business only, rate limit.
import { beforeEach, describe, expect, it } from "vitest";
import { messages } from "@shared/messages/index.ts";
import { RATE_LIMITS } from "@server/api/rate-limits.ts";

const CONTACT_RATE_LIMIT = RATE_LIMITS.contact;
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const contactPage = {
  name: "דנה כהן",
  phone: "050-123 4567",
  email: "dana@example.com",
  message: "אני טסה בשבוע הבא ורוצה לשאול על חניה מקורה.",
  source: "contact_page",
};

async function post(body: unknown) {
  const { request, db } = await testApp({ now: fixedNow });
  return { res: await request.post("/api/contact").send(body as object), db };
}

describe("POST /api/contact", () => {
  it("stores the inquiry and queues one e-mail to the business address", async () => {
    const { res, db } = await post(contactPage);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });

    const rows = await db.prisma.contactInquiry.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "דנה כהן",
      phone: "0501234567",
      email: "dana@example.com",
      message: contactPage.message,
      source: "contact_page",
    });

    const mail = await db.prisma.messageOutbox.findMany();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe("office@valet.test");
    expect(mail[0]!.kind).toBe("contact_inquiry");
    expect(mail[0]!.subject).toContain(messages.contact.contactSubject);
    expect(mail[0]!.text).toContain("דנה כהן");
    expect(mail[0]!.text).toContain("0501234567");
    expect(mail[0]!.text).toContain("dana@example.com");
    expect(mail[0]!.text).toContain(contactPage.message);
  });

  it("accepts the footer's quick form without a message", async () => {
    const { res, db } = await post({ name: "יוסי", phone: "03-5551234", email: "yossi@example.com", source: "quick_form" });
    expect(res.status).toBe(201);
    const row = await db.prisma.contactInquiry.findFirstOrThrow();
    expect(row).toMatchObject({ source: "quick_form", message: null, phone: "035551234" });
    const mail = await db.prisma.messageOutbox.findFirstOrThrow();
    expect(mail.subject).toContain(messages.contact.quickSubject);
  });

  it("never sends to an address the request names", async () => {
    const { res, db } = await post({ ...contactPage, to: "victim@example.com", subject: "spam", body: "spam" });
    expect(res.status).toBe(201);
    const mail = await db.prisma.messageOutbox.findMany();
    expect(mail.map((m) => m.to)).toEqual(["office@valet.test"]);
    expect(mail[0]!.subject).not.toContain("spam");
  });

  it("has no /api/send-email relay", async () => {
    const { request } = await testApp();
    const res = await request.post("/api/send-email").send({ to: "victim@example.com", subject: "x", body: "x" });
    expect(res.status).toBe(404);
  });

  it("answers 400 with a Hebrew message for every missing field at once", async () => {
    const { res, db } = await post({ name: " ", phone: "", email: "", message: "", source: "contact_page" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "invalid_request",
      message: messages.api.badRequest,
      fields: {
        name: messages.required.name,
        phone: messages.required.phone,
        email: messages.required.email,
        message: messages.required.message,
      },
    });
    expect(await db.prisma.contactInquiry.count()).toBe(0);
    expect(await db.prisma.messageOutbox.count()).toBe(0);
  });

  it.each([
    ["a malformed phone", { phone: "12345" }, "phone", messages.invalid.phone],
    ["a malformed e-mail", { email: "dana@" }, "email", messages.invalid.email],
    ["a name that is too long", { name: "א".repeat(81) }, "name", messages.invalid.tooLong],
    ["a message that is too long", { message: "א".repeat(2001) }, "message", messages.invalid.tooLong],
    ["a non-text name", { name: { $gt: "" } }, "name", messages.required.name],
    ["an unknown source", { source: "admin" }, "source", messages.api.badRequest],
  ])("refuses %s", async (_label, change, field, message) => {
    const { res } = await post({ ...contactPage, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it("accepts an international number of a traveller abroad", async () => {
    const { res, db } = await post({ ...contactPage, phone: "+44 20 7946 0018" });
    expect(res.status).toBe(201);
    expect((await db.prisma.contactInquiry.findFirstOrThrow()).phone).toBe("+442079460018");
  });

  it.each([["a string", "hello"], ["an array", [1, 2]], ["null", null]])("answers 400 for %s as body", async (_label, body) => {
    const { request } = await testApp();
    const res = await request.post("/api/contact").set("content-type", "application/json").send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/[\u0590-\u05FF]/);
  });

  it(`limits each address to ${CONTACT_RATE_LIMIT.limit} requests a minute`, async () => {
    const { request, db } = await testApp({ now: fixedNow });
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      const ok = await request.post("/api/contact").send(contactPage);
      expect(ok.status).toBe(201);
    }
    const limited = await request.post("/api/contact").send(contactPage);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: "too_many_requests", message: messages.api.tooManyRequests } });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["ratelimit-policy"]).toBeDefined();
    expect(await db.prisma.contactInquiry.count()).toBe(CONTACT_RATE_LIMIT.limit);
    // The limit belongs to the contact form only; the rest of the API is unaffected.
    const other = await request.get("/api/quote?type=open&departure=2026-12-01&arrival=2026-12-02");
    expect(other.status).toBe(200);
  });
});

describe("the e-mail to the business", () => {
  it("keeps a name with line breaks out of the mail headers", async () => {
    const { res, db } = await post({ ...contactPage, name: "דנה\r\nBcc: victim@example.com" });
    expect(res.status).toBe(201);
    const mail = await db.prisma.messageOutbox.findFirstOrThrow();
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.to).toBe("office@valet.test");
  });
});

describe("the contact forms posted without script", () => {
  const form = "name=%D7%93%D7%A0%D7%94+%D7%9B%D7%94%D7%9F&phone=050-1234567&email=dana%40example.com&source=quick_form";

  /** A browser's plain form post from `referer` (its Origin is the site's). */
  async function postForm(body: string, referer: string) {
    const { request, db } = await testApp({ now: fixedNow });
    const res = await request
      .post("/api/contact")
      .set("content-type", "application/x-www-form-urlencoded")
      .set("origin", "https://valet.test")
      .set("referer", referer)
      .send(body);
    return { res, db };
  }

  it("store the inquiry and send the browser back to its page, at the thanks message", async () => {
    const { res, db } = await postForm(form, "https://valet.test/faq?utm_source=x");
    expect(res.status).toBe(303);
    // The page's path only: nothing the visitor typed is put in an address.
    expect(res.headers.location).toBe("/faq#quick-thanks");
    expect(await db.prisma.contactInquiry.findFirstOrThrow()).toMatchObject({ name: "דנה כהן", phone: "0501234567", source: "quick_form" });
    expect(await db.prisma.messageOutbox.count()).toBe(1);
  });

  it("go back to the contact page when the Referer is another site's", async () => {
    const { res } = await postForm(
      "name=%D7%93%D7%A0%D7%94&phone=0501234567&email=dana%40example.com&message=%D7%A9%D7%90%D7%9C%D7%94&source=contact_page",
      "https://elsewhere.example/page",
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact#contact-thanks");
  });

  // docs/SECURITY.md, the open redirect: the Referer's path becomes the Location, so a path that a
  // browser reads as another host (//host, /\host) must never be sent back.
  it.each([
    ["a path starting with //", "https://valet.test//evil.example/x"],
    ["a path starting with /\\", "https://valet.test/\\evil.example/x"],
    ["a path starting with /\\/", "https://valet.test/\\/evil.example"],
    ["another site's address", "https://evil.example/x"],
    ["this site's host on another scheme", "http://valet.test/faq"],
    ["this site's host on another port", "https://valet.test:8443/faq"],
    ["an address that is not http", "javascript:alert(1)//valet.test/faq"],
  ])("go back to the contact page, never another host, for %s", async (_label, referer) => {
    const { res } = await postForm(form, referer);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact#quick-thanks");
  });

  // A browser does not decode %2F or %5C into a separator, but nothing is sent back
  // that would name another host if something on the way did.
  it.each(["/%2F%2Fevil.example", "/%5C%5Cevil.example", "/%2F/evil.example", "/%5C/evil.example", "/.//evil.example", "/%2e//evil.example"])(
    "go back to the contact page for the disguised path %s",
    async (path) => {
      const { res } = await postForm(form, `https://valet.test${path}`);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe("/contact#quick-thanks");
    },
  );

  it("a same-site Referer still leads back to its page, without an Origin header too", async () => {
    const { request } = await testApp({ now: fixedNow });
    const res = await request
      .post("/api/contact")
      .set("content-type", "application/x-www-form-urlencoded")
      .set("referer", "https://valet.test/blog/%D7%97%D7%A0%D7%99%D7%94?x=1")
      .send(form);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/blog/%D7%97%D7%A0%D7%99%D7%94#quick-thanks");
  });

  it("the way back on a refused form is this site's page too", async () => {
    const { res } = await postForm("name=&phone=12&email=no&source=quick_form", "https://valet.test//evil.example/x");
    expect(res.status).toBe(400);
    expect(res.text).toContain('href="/contact"');
    expect(res.text).not.toContain("evil.example");
  });

  it("answer a Hebrew page with what to correct, and store nothing", async () => {
    const { res, db } = await postForm("name=&phone=12&email=no&source=quick_form", "https://valet.test/booking");
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toContain('<html lang="he" dir="rtl">');
    expect(res.text).toContain(messages.contact.notSentTitle);
    expect(res.text).toContain('href="/booking"');
    expect(res.text.match(/<li>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(await db.prisma.contactInquiry.count()).toBe(0);
  });
});
