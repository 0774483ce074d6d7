// The content pages as crawlers and no-JavaScript readers get them: headings,
// the spec's lists, forms, structured data, and the blog.
import { beforeAll, describe, expect, it } from "vitest";
import { ARTICLES } from "~/content/blog/index.ts";
import { FAQ_ITEMS } from "~/content/faq.ts";
import { TERMS_SECTIONS } from "~/content/terms.ts";
import { daysText, monthsText } from "~/content/terms-privacy.ts";
import { createAdminServices } from "@server/services/admin/index.ts";
import { DEFAULT_RETENTION } from "@shared/constants.ts";
import { messages } from "@shared/messages/index.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

// Creating and migrating the worker's database is slow: do it in a hook, not a test.
// Reset too: the pages read the settings, which a test file run before this one in the
// same worker may have left changed (the retention periods, say).
beforeAll(async () => {
  await resetDatabase(await workerDatabase());
});

const SPEC_SLUGS = [
  "where-to-park-at-ben-gurion",
  "ben-gurion-parking-prices-2025",
  "when-to-leave-home-to-tlv",
  "pre-flight-checklist-with-parking-cta",
  "how-parking-services-work-no-shuttle",
  "taxi-vs-valet-parking-ben-gurion",
];

async function page(path: string, userAgent = BROWSER_UA) {
  const { request } = await testApp({ pages: true });
  return request.get(path).set("user-agent", userAgent);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

function ofType(html: string, type: string): Record<string, any> {
  const found = jsonLd(html).find((block) => block["@type"] === type);
  expect(found, `${type} structured data`).toBeDefined();
  return found as Record<string, any>;
}

/** The first element whose opening tag matches, e.g. one with id="contact-name". */
function tagWith(html: string, attribute: string): string {
  const found = [...html.matchAll(/<(?:input|textarea|select|a|img|details)\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(attribute));
  expect(found, attribute).toBeDefined();
  return found!;
}

/** Text of the markup, tags removed, for checks on what a reader sees. */
function text(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
}

describe("home", () => {
  it("has the hero, both buttons, the four statements and the feature strip", async () => {
    const html = (await page("/")).text;
    expect(html).toMatch(/<h1[^>]*>חניה עם שירות ואלה בנתב״ג<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/booking"[^>]*>להזמנת חניה<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>צרו קשר<\/a>/);
    for (const statement of ["לא פעיל בשבת", "שירות 24/6", "ליווי אישי", "חניה בשדה התעופה"]) expect(text(html)).toContain(statement);
    for (const tile of ["מסירה והחזרה בטרמינל", "חניון סגור ומאובטח", "תיעוד מלא באיסוף", "אשראי או מזומן"]) expect(html).toContain(tile);
  });

  it.each([
    ["a browser", BROWSER_UA],
    ["a crawler", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  ])("renders every section below the fold on the server for %s", async (_who, agent) => {
    const html = (await page("/", agent)).text;
    for (const [id, heading] of [
      ["why-choose-us", "למה לבחור בנו"],
      ["parking-types", "סוגי החניה"],
      ["how-it-works", "איך זה עובד"],
      ["testimonials", "מה הלקוחות שלנו מציינים"],
      ["faq", "שאלות נפוצות"],
    ]) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(html).toContain('href="/Booking?type=open#booking-form"');
    expect(html).toContain('href="/Booking?type=covered#booking-form"');
    expect(html).toMatch(/<details[^>]*name="home-faq"/);
  });

  it("ships no JavaScript for the sections below the fold", async () => {
    const { request } = await testApp({ pages: true });
    const html = (await request.get("/").set("user-agent", BROWSER_UA)).text;
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of new Set(scripts)) {
      const js = (await request.get(src)).text;
      expect(js, src).not.toContain("למה לבחור בנו");
      expect(js, src).not.toContain("הגעה ישירה לצ׳ק־אין");
    }
  });

  it("publishes the business with its two offers, price range, hours and languages", async () => {
    const business = ofType((await page("/")).text, "AutomotiveBusiness");
    expect(business["@context"]).toBe("https://schema.org");
    expect(business.url).toBe("https://valet.test/");
    expect(business.telephone).toBe("03-5550000");
    expect(business.email).toBe("office@valet.test");
    expect(business.priceRange).toMatch(/350.*500/);
    const offers = business.makesOffer as { price: number; priceCurrency: string; name: string }[];
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      [350, "ILS"],
      [500, "ILS"],
    ]);
    expect(offers.every((offer) => offer.name.includes("5 ימים"))).toBe(true);
    const days = business.openingHoursSpecification[0].dayOfWeek as string[];
    expect(days.map((day) => day.replace("https://schema.org/", ""))).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(business.openingHoursSpecification[0]).toMatchObject({ opens: "00:00", closes: "23:59" });
    expect(business.knowsLanguage).toEqual(["he", "en"]);
    expect(business.contactPoint.availableLanguage).toEqual(["Hebrew", "English"]);
  });
});

describe("/about", () => {
  it("has three cards, links to booking and contact, and Service data", async () => {
    const html = (await page("/about")).text;
    expect(html).toMatch(/<h1[^>]*>אודות השירות<\/h1>/);
    for (const card of ["שירות אישי מהטרמינל", "הרכב שמור ומבוטח", "מחיר הוגן ושקוף"]) expect(html).toMatch(new RegExp(`<h3[^>]*>${card}</h3>`));
    expect(html).toContain('href="/booking"');
    expect(html).toContain('href="/contact"');
    const service = ofType(html, "Service");
    expect(service.provider.name).toBe("ואלה פארקינג נתב״ג");
    expect(service.offers).toHaveLength(2);
  });
});

describe("/faq", () => {
  it("has the 12 questions in one-at-a-time details, the first open", async () => {
    const html = (await page("/faq")).text;
    expect(FAQ_ITEMS).toHaveLength(12);
    const details = [...html.matchAll(/<details([^>]*)>/g)].map((m) => m[1]!);
    expect(details).toHaveLength(12);
    expect(details.every((attrs) => attrs.includes('name="faq"'))).toBe(true);
    expect(details.filter((attrs) => /\bopen=""/.test(attrs))).toHaveLength(1);
    for (const item of FAQ_ITEMS) expect(text(html)).toContain(item.question);
  });

  it("covers the spec's topics", async () => {
    const body = text((await page("/faq")).text);
    for (const topic of ["במסרון", "ההשתתפות העצמית", "טלפון אחר", "מסביב לשעון", "350", "48 שעות", "טרמינל 1", "במזומן", "כלול", "לחכות לנציג", "למה לבחור", "איך זה עובד"]) {
      expect(body, topic).toContain(topic);
    }
  });

  it("publishes FAQPage data matching the questions, and calls to WhatsApp and phone", async () => {
    const html = (await page("/faq")).text;
    const faq = ofType(html, "FAQPage");
    expect(faq.mainEntity).toHaveLength(12);
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(FAQ_ITEMS.map((item) => item.question));
    for (const question of faq.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
    expect(html).toContain('href="https://wa.me/972355500000"');
    expect(html).toContain('href="tel:035550000"');
  });
});

describe("/contact", () => {
  it("shows the channels, both sets of hours and the form with labelled required fields", async () => {
    const html = (await page("/contact")).text;
    const body = text(html);
    for (const detail of ["03-5550000", "office@valet.test", "סמוך לנמל התעופה בן גוריון", "מסביב לשעון", "כשעתיים לפני כניסת השבת", "9:00–17:00", "9:00–13:00"]) {
      expect(body).toContain(detail);
    }
    for (const field of ["name", "phone", "email", "message"]) {
      expect(html).toMatch(new RegExp(`<label for="contact-${field}"`));
      const input = tagWith(html, `id="contact-${field}"`);
      expect(input).toContain(`name="${field}"`);
      expect(input).toContain('required=""');
    }
    expect(html).toContain('type="tel"');
    expect(html).toContain('type="email"');
    expect(html).toContain(`>${messages.contact.send}</button>`);
  });

  it("every page has the footer's quick form", async () => {
    const html = (await page("/terms")).text;
    for (const field of ["name", "phone", "email"]) expect(html).toMatch(new RegExp(`<label for="quick-${field}"`));
    expect(html).not.toContain('id="quick-message"');
  });
});

describe("/terms", () => {
  it("has the 11 sections of the spec in order", async () => {
    const html = (await page("/terms")).text;
    // The sections' own headings (the page also holds the chrome's dialogs, whose titles are h2s too).
    const ids = TERMS_SECTIONS.map((section) => section.id).join("|");
    const headings = [...html.matchAll(new RegExp(`<h2 id="(?:${ids})-title"[^>]*>([^<]+)</h2>`, "g"))].map((m) => m[1]!);
    expect(headings).toEqual(TERMS_SECTIONS.map((section, index) => `${index + 1}. ${section.title}`));
    expect(headings).toHaveLength(11);
    expect(TERMS_SECTIONS.map((section) => section.title)).toEqual([
      "הסכמה לתנאים",
      "האתר וההזמנות",
      "יצירת קשר",
      "הצהרות והתחייבויות הלקוח",
      "תנאי תשלום",
      "ביטול הזמנה",
      "פרטיות",
      "אחריות",
      "הפרות",
      "נגישות",
      "שונות",
    ]);
  });

  it("states the terms of product.md §9 and one cancellation rule", async () => {
    const body = text((await page("/terms")).text);
    for (const term of [
      "אין תשלום מקדמה",
      "מיום שישי בשעה 12:00 ועד מוצאי שבת בשעה 20:00",
      "תוספת של 50 ₪",
      "עד 75 ק״מ",
      "מעל גיל 22",
      "יותר מ-45 דקות",
      "רישיון ג׳ ולמוניות",
      "מכל צדדיו",
      "עד גובה ההשתתפות העצמית",
      "9:00–17:00",
      "בתוך 14 ימים מיום ביצוע ההזמנה",
      "יומיים שאינם ימי מנוחה",
      "5% ממחיר ההזמנה או 100 ₪, לפי הנמוך מביניהם",
      "7 ימי עסקים",
      "03-5550000",
      "office@valet.test",
    ]) {
      expect(body, term).toContain(term);
    }
    // The spec's second reading (free up to 48 hours, 100 below) is not printed.
    expect(body).not.toMatch(/48 שעות לפני (השירות|מועד)/);
    // The product takes no deposit (product.md §9.3): the spec's 50% deposit is not printed.
    expect(body).not.toContain("50%");
  });
});

describe("/terms privacy section (docs/decisions/024)", () => {
  /** The privacy section's text, tags removed. */
  const privacySection = (html: string) => text(/<section[^>]*id="privacy"[\s\S]*?<\/section>/.exec(html)![0]);

  it("says what is kept and for how long, in the periods of the constants", async () => {
    const body = privacySection((await page("/terms")).text);
    const r = DEFAULT_RETENTION;
    for (const phrase of [
      `נשמרים ${monthsText(r.bookingsMonths)} מתום שנת המס`,
      `נשמרות ${monthsText(r.inquiriesMonths)} ממועד הפנייה`,
      `נשמרים ${monthsText(r.visitsMonths)} ולאחר מכן נמחקים`,
      `נמחק ${daysText(r.outboxDays)} לאחר השליחה`,
      `נמחקים ${daysText(r.paymentDetailDays)} לאחר קבלתם`,
    ]) {
      expect(body, phrase).toContain(phrase);
    }
    // Today's constants, as a reader sees them.
    for (const figure of ["7 שנים מתום שנת המס", "שנתיים ממועד הפנייה", "13 חודשים", "90 ימים לאחר השליחה", "90 ימים לאחר קבלתם"]) expect(body, figure).toContain(figure);
    expect(body).toContain("הדין מחייב אותנו לשמור עד אז את הרישומים החשבונאיים");
    expect(body).toContain("office@valet.test");
  });

  it("shows the periods the operator set, on the next request after the change", async () => {
    const db = await workerDatabase();
    const { request } = await testApp({ pages: true });
    const terms = async () => privacySection((await request.get("/terms").set("user-agent", BROWSER_UA)).text);
    expect(await terms()).toContain("13 חודשים");
    const site = createAdminServices(db.prisma).site;
    try {
      await site.setConfig({ retentionVisitsMonths: 18, retentionBookingsMonths: 120, retentionOutboxDays: 30 });
      await db.changes().sync();
      const body = await terms();
      for (const figure of ["18 חודשים", "10 שנים מתום שנת המס", "30 ימים לאחר השליחה"]) expect(body, figure).toContain(figure);
      expect(body).not.toContain("13 חודשים");
    } finally {
      await site.setConfig({ retentionVisitsMonths: DEFAULT_RETENTION.visitsMonths, retentionBookingsMonths: DEFAULT_RETENTION.bookingsMonths, retentionOutboxDays: DEFAULT_RETENTION.outboxDays });
      await db.changes().sync();
    }
  });
});

describe("/accessibilitystatement", () => {
  it("names the standard, the menu's tools, limitations, contact, date and the handover arrangements", async () => {
    const body = text((await page("/accessibilitystatement")).text);
    for (const part of ["ת״י 5568", "WCAG 2.1", "AA", "גווני אפור", "הדגשת קישורים", "גופן קריא", "ניגודיות", "הפוכה", "רקע בהיר", "איפוס", "מגבלות ידועות", "הסדרי נגישות בנקודת מסירת הרכב", "office@valet.test", "03-5550000", "עודכנה לאחרונה", "22 בנובמבר 2026"]) {
      expect(body, part).toContain(part);
    }
  });
});

describe("/vip-parking-ben-gurion", () => {
  it("has the four steps, benefits, a comparison table, prices and a FAQ with its data", async () => {
    const html = (await page("/vip-parking-ben-gurion")).text;
    expect(html).toMatch(/<h2[^>]*>ארבעה צעדים, אפס התעסקות<\/h2>/);
    expect([...html.matchAll(/<ol[^>]*>([\s\S]*?)<\/ol>/g)][0]![1]!.match(/<li/g)).toHaveLength(4);
    expect(html).toMatch(/<table[\s\S]*<th scope="col"[^>]*>ואלה VIP<\/th>/);
    expect(text(html)).toContain("350 ₪");
    expect(html).toContain('href="/booking?source=vip#booking-form"');
    expect(html).toMatch(/<details[^>]*name="vip-faq"/);
    const faq = ofType(html, "FAQPage");
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
  });
});

describe("/blog", () => {
  it("lists the six articles of the spec, newest first, with cover, date and reading time", async () => {
    const html = (await page("/blog")).text;
    const order = [...html.matchAll(/<a [^>]*href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
    const byDate = [...ARTICLES].sort((a, b) => b.datePublished.localeCompare(a.datePublished)).map((a) => a.slug);
    expect(order).toEqual(byDate);
    expect([...order].sort()).toEqual([...SPEC_SLUGS].sort());
    const images = [...html.matchAll(/<img([^>]*)>/g)].map((m) => m[1]!);
    expect(images).toHaveLength(6);
    for (const attrs of images) {
      expect(attrs).toMatch(/src="\/og\/covers\/[a-z0-9-]+\.svg"/);
      expect(attrs).toContain('width="1200"');
      expect(attrs).toContain('height="630"');
      expect(attrs).toMatch(/alt="[^"]{10,}"/);
    }
    expect(text(html)).toMatch(/\d{1,2} ב[א-ת]+ 2025/);
    expect(html.match(/[567] דקות קריאה/g)).toHaveLength(6);
  });

  it.each(SPEC_SLUGS)("/blog/%s: the full article with its data, links to booking", async (slug) => {
    const article = ARTICLES.find((a) => a.slug === slug)!;
    const html = (await page(`/blog/${slug}`)).text;
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(`>${article.title}</h1>`);
    expect(html).toContain(article.contentHtml);
    expect(article.wordCount).toBeGreaterThanOrEqual(900);
    expect(article.readingTimeMinutes).toBeGreaterThanOrEqual(5);
    expect(article.readingTimeMinutes).toBeLessThanOrEqual(7);
    expect(article.contentHtml).toContain('href="/booking"');
    expect(html).toContain(`<title>${article.title} | ואלה פארקינג נתב״ג</title>`);
    expect(html).toContain(`<link rel="canonical" href="https://valet.test/blog/${slug}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:image" content="https://valet.test/og/${slug}.jpg"/>`);
    const data = ofType(html, "Article");
    expect(data).toMatchObject({ headline: article.title, datePublished: article.datePublished, inLanguage: "he-IL" });
    expect(data.image).toEqual([`https://valet.test/og/${slug}.jpg`]);
    const crumbs = ofType(html, "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      "https://valet.test/",
      "https://valet.test/blog",
      `https://valet.test/blog/${slug}`,
    ]);
  });

  it("finds an article whatever the case of its slug, with a lower-case canonical", async () => {
    const res = await page("/blog/Where-To-Park-At-Ben-Gurion");
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link rel="canonical" href="https://valet.test/blog/where-to-park-at-ben-gurion"/>');
  });

  it("answers 404 for an unknown slug, with the spec's message and a link back", async () => {
    const res = await page("/blog/no-such-article");
    expect(res.status).toBe(404);
    expect(res.text).toContain(messages.blog.notFound);
    expect(res.text).toMatch(/href="\/blog"[^>]*>חזרה לבלוג/);
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(jsonLd(res.text).find((block) => block["@type"] === "Article")).toBeUndefined();
  });

  it("serves the covers and social images", async () => {
    const { request } = await testApp({ pages: true });
    for (const article of ARTICLES) {
      const cover = await request.get(article.coverImage.src);
      expect(cover.status).toBe(200);
      const svg = cover.body instanceof Buffer ? cover.body.toString("utf8") : cover.text;
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect((await request.get(article.socialImage)).status).toBe(200);
    }
    expect((await request.get("/og/default.jpg")).status).toBe(200);
  });
});

describe("/calculator", () => {
  it("starts on open parking, 5 days, no extras, priced by the shared rules", async () => {
    const html = (await page("/calculator")).text;
    expect(tagWith(html, 'value="open"')).toContain('checked=""');
    expect(tagWith(html, 'value="covered"')).not.toContain("checked");
    expect(tagWith(html, 'id="calculator-days"')).toContain('value="5"');
    expect(html.match(/type="checkbox"/g)).toHaveLength(4);
    expect(html).toMatch(/data-testid="calculator-total"[^>]*>350 ₪</);
    expect(html).toContain('href="/Booking?type=open#booking-form"');
    expect(html).toContain('aria-label="יום אחד פחות"');
    expect(html).toContain('aria-label="יום אחד יותר"');
  });
});
