// The documents' script (client/enhance, docs/decisions/014): what it may import,
// how big it is, and the pure pieces it decides with.
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { patchFor } from "~/enhance/accessibility-panel.ts";
import { parsePageData } from "~/enhance/page-data.ts";
import { samePageSection } from "~/enhance/page-effects.ts";
import { checkBeforeSending, sendContact } from "~/components/content/contact/send-contact.ts";
import { DEFAULT_A11Y, type AccessibilitySettings } from "~/lib/accessibility-settings.ts";
import { wrapTarget } from "~/lib/focusable.ts";
import { messages } from "@shared/messages/index.ts";

const ENTRY = path.resolve(import.meta.dirname, "../../client/enhance/main.ts");

describe("the document script's bundle", () => {
  it("imports no React, React DOM or React Router, nor any component file, and stays far under 20 KB gzip", async () => {
    const result = await build({
      entryPoints: [ENTRY],
      bundle: true,
      minify: true,
      format: "esm",
      target: "es2022",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.length).toBeGreaterThan(5);
    expect(inputs.filter((file) => /node_modules\/(react|react-dom|react-router|scheduler|@react-router)\//.test(file))).toEqual([]);
    expect(inputs.filter((file) => file.endsWith(".tsx"))).toEqual([]);
    const gzipped = gzipSync(result.outputFiles[0]!.contents).length;
    expect(gzipped).toBeLessThan(16_000);
  });
});

describe("page data", () => {
  const config = { phone: "03-5550000", email: "a@b.test", whatsappNumber: "97235550000" };
  it("reads the block the root layout writes", () => {
    const data = parsePageData(JSON.stringify({ publicConfig: config, chrome: { popup: null, saturdayBanner: "shabbat" } }));
    expect(data?.publicConfig.phone).toBe("03-5550000");
    expect(data?.chrome).toEqual({ popup: null, saturdayBanner: "shabbat" });
  });
  it.each([null, "", "not json", "null", "{}", JSON.stringify({ publicConfig: null }), JSON.stringify({ publicConfig: { phone: 5 } })])(
    "anything else (%s) is null, never a throw",
    (text) => expect(parsePageData(text)).toBeNull(),
  );
  it("a missing chrome is null", () => {
    expect(parsePageData(JSON.stringify({ publicConfig: config }))?.chrome).toBeNull();
  });
});

describe("the accessibility panel's presses", () => {
  const settings = (patch: Partial<AccessibilitySettings> = {}): AccessibilitySettings => ({ ...DEFAULT_A11Y, ...patch });
  it("font buttons step by one within -3…+5, and 0 resets", () => {
    expect(patchFor({ a11yFont: "1" }, settings({ fontSize: 2 }))).toEqual({ fontSize: 3 });
    expect(patchFor({ a11yFont: "1" }, settings({ fontSize: 5 }))).toEqual({ fontSize: 5 });
    expect(patchFor({ a11yFont: "-1" }, settings({ fontSize: -3 }))).toEqual({ fontSize: -3 });
    expect(patchFor({ a11yFont: "0" }, settings({ fontSize: 4 }))).toEqual({ fontSize: 0 });
    expect(patchFor({ a11yFont: "x" }, settings())).toBeNull();
  });
  it("contrast buttons choose their contrast; unknown values do nothing", () => {
    expect(patchFor({ a11yContrast: "inverted" }, settings())).toEqual({ contrast: "inverted" });
    expect(patchFor({ a11yContrast: "sepia" }, settings())).toBeNull();
  });
  it("flags toggle, including the two stored under other names", () => {
    expect(patchFor({ a11yFlag: "grayscale" }, settings())).toEqual({ grayscale: true });
    expect(patchFor({ a11yFlag: "grayscale" }, settings({ grayscale: true }))).toEqual({ grayscale: false });
    expect(patchFor({ a11yFlag: "largeCursor" }, settings())).toEqual({ cursorSize: "large" });
    expect(patchFor({ a11yFlag: "stopAnimations" }, settings())).toEqual({ animations: false });
    expect(patchFor({ a11yFlag: "stopAnimations" }, settings({ animations: false }))).toEqual({ animations: true });
  });
  it("reset all goes back to the defaults; other buttons are not the panel's", () => {
    expect(patchFor({ a11yReset: "" }, settings({ grayscale: true, fontSize: 3 }))).toEqual(DEFAULT_A11Y);
    expect(patchFor({}, settings())).toBeNull();
    expect(patchFor({ dialogClose: "" }, settings())).toBeNull();
  });
});

describe("the modal focus wrap", () => {
  const [a, b, c] = [{}, {}, {}] as unknown as HTMLElement[];
  it.each([
    ["Tab on the last goes to the first", c, false, a],
    ["Shift+Tab on the first goes to the last", a, true, c],
    ["Tab in the middle is the browser's", b, false, null],
    ["Shift+Tab in the middle is the browser's", b, true, null],
  ])("%s", (_name, active, backwards, expected) => {
    expect(wrapTarget([a!, b!, c!], active as Element, backwards as boolean)).toBe(expected);
  });
  it("nothing to focus: nothing to do", () => expect(wrapTarget([], null, false)).toBeNull());
});

describe("same-page section links", () => {
  const here = { origin: "https://valet.test", pathname: "/", search: "" } as Location;
  const anchor = (href: string, target = "") => {
    const url = new URL(href, "https://valet.test/");
    return { hash: url.hash, origin: url.origin, pathname: url.pathname, search: url.search, target } as HTMLAnchorElement;
  };
  const click = (patch: Partial<MouseEvent> = {}) => ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...patch }) as MouseEvent;
  it("a plain click on /#faq on the home page scrolls there", () => {
    expect(samePageSection(anchor("/#faq"), click(), here)).toBe("faq");
    expect(samePageSection(anchor("/#%D7%A9"), click(), here)).toBe("ש");
  });
  it("another page, no hash, a new tab or a modified click is a navigation", () => {
    expect(samePageSection(anchor("/faq#x"), click(), here)).toBeNull();
    expect(samePageSection(anchor("/"), click(), here)).toBeNull();
    expect(samePageSection(anchor("/?a=1#faq"), click(), here)).toBeNull();
    expect(samePageSection(anchor("/#faq", "_blank"), click(), here)).toBeNull();
    expect(samePageSection(anchor("/#faq"), click({ ctrlKey: true }), here)).toBeNull();
    expect(samePageSection(anchor("/#faq"), click({ button: 1 }), here)).toBeNull();
    expect(samePageSection(anchor("/#%E0%A4%A"), click(), here)).toBeNull();
  });
});

describe("sending a contact form", () => {
  const FIELDS = ["name", "phone", "email"] as const;
  const good = { name: "דנה כהן", phone: "050-1234567", email: "dana@example.com" };
  const answer = (status: number, body?: unknown) =>
    (async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } })) as typeof fetch;

  it("checks first and never sends a form with errors", async () => {
    let posted = false;
    const outcome = await sendContact({ name: "", phone: "123", email: "x" }, FIELDS, "quick_form", (async () => {
      posted = true;
      return new Response(null, { status: 204 });
    }) as typeof fetch);
    expect(posted).toBe(false);
    expect(outcome).toEqual({
      kind: "invalid",
      formError: messages.contactForm.fixFields,
      errors: { name: messages.required.name, phone: messages.invalid.phone, email: messages.invalid.email },
    });
    expect(checkBeforeSending(good, FIELDS)).toBeNull();
  });
  it("posts JSON with the source and reports success", async () => {
    let sent: { url: string; body: unknown } | null = null;
    const post = (async (url: string, init: RequestInit) => {
      sent = { url, body: JSON.parse(String(init.body)) };
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    expect(await sendContact(good, FIELDS, "quick_form", post)).toEqual({ kind: "sent" });
    expect(sent).toEqual({ url: "/api/contact", body: { ...good, source: "quick_form" } });
  });
  it("the server's field errors go under the fields; only this form's fields count", async () => {
    const outcome = await sendContact(good, FIELDS, "quick_form", answer(400, { error: { message: "x", fields: { email: "דוא״ל שגוי", message: "לא בטופס" } } }));
    expect(outcome).toEqual({ kind: "invalid", errors: { email: "דוא״ל שגוי" }, formError: messages.contactForm.fixFields });
  });
  it("another failure keeps the values and says why, in the server's words or ours", async () => {
    expect(await sendContact(good, FIELDS, "quick_form", answer(503, { error: { message: "השירות אינו זמין" } }))).toEqual({
      kind: "failed",
      formError: "השירות אינו זמין",
    });
    expect(await sendContact(good, FIELDS, "quick_form", answer(500))).toEqual({ kind: "failed", formError: messages.contactForm.sendFailed });
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await sendContact(good, FIELDS, "quick_form", offline)).toEqual({ kind: "failed", formError: messages.contactForm.networkError });
  });
});
