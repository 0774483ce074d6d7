// The contact forms posted without script: a plain HTML form post
// (application/x-www-form-urlencoded) to POST /api/contact, when the page's script
// has not run yet (an application hydrates its footer form when the footer nears
// the viewport) or at all.
// The forms say method="post", so what a visitor typed never lands in an address,
// a log line or a Referer. The inquiry goes through the same schema, service and
// per-IP limit as the script's JSON request; the answer is for a browser: a 303 back
// to the page, where #<form>-thanks shows the thanks message (client/styles/app.css),
// or a short Hebrew page with what to correct.
import type { Request, Response } from "express";
import type { ContactSource } from "@shared/contact-rules.ts";
import { messages } from "@shared/messages/index.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import { escapeHtml } from "@server/html-escape.ts";
import { nonceOf } from "@server/middleware/security-headers.ts";
import { type HttpError } from "./http-errors.ts";

/** The thanks element of each form (QuickContactForm, ContactForm). */
const THANKS_ID: Record<ContactSource, string> = { quick_form: "quick-thanks", contact_page: "contact-thanks" };

export function isFormPost(req: Request): boolean {
  return Boolean(req.is("application/x-www-form-urlencoded"));
}

/** Where a form post goes back to when its page cannot be told safely. */
const CONTACT_PAGE = "/contact";

/**
 * A path a browser reads as another host: "//host" and "/\host" (a browser
 * takes "\" for "/"), also once percent-decoded, in case anything on the way
 * decodes it. The URL parser has already turned "/./" and a Referer's backslashes
 * into plain slashes, so "/.//host" arrives here as "//host".
 */
function namesAnotherHost(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: only the path as it is can be judged.
  }
  return [path, decoded].some((candidate) => !/^\/(?![/\\])/.test(candidate));
}

/**
 * The page the form was on (its path only), or the contact page (docs/SECURITY.md, the open redirect:
 * the path is sent back as the redirect's Location, so it must be a page of this
 * site). The Referer counts only when its origin is the site's own address
 * (PUBLIC_BASE_URL), and its path is a path of this site, not an API route.
 */
function pageOf(req: Request, siteOrigin: string): string {
  const referer = req.get("referer");
  if (!referer) return CONTACT_PAGE;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    // An unreadable Referer: the contact page will do.
    return CONTACT_PAGE;
  }
  if (url.origin !== siteOrigin || namesAnotherHost(url.pathname) || url.pathname.startsWith("/api/")) return CONTACT_PAGE;
  return url.pathname;
}

/** A sent form post: back to its page, at the form's thanks message. `siteOrigin`: PUBLIC_BASE_URL's origin. */
export function answerSent(req: Request, res: Response, source: ContactSource, siteOrigin: string): void {
  res.redirect(303, `${pageOf(req, siteOrigin)}#${THANKS_ID[source]}`);
}

/** A refused form post: the Hebrew messages, and the way back to the form. */
export function answerProblem(req: Request, res: Response, error: HttpError, siteOrigin: string): void {
  const problems = Object.values(error.fields ?? {});
  const items = (problems.length ? problems : [error.message]).map((text) => `<li>${escapeHtml(text)}</li>`).join("");
  res
    .status(error.status)
    .type("html")
    .send(
      `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(messages.contact.notSentTitle)} – ${escapeHtml(BRAND_NAME)}</title>` +
        `<style nonce="${nonceOf(res)}">body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:32rem;margin:0 auto;padding:1.5rem;line-height:1.6}li{color:#b91c1c;font-weight:600}a{color:#1d4ed8;font-weight:700}</style></head>` +
        `<body><main><h1>${escapeHtml(messages.contact.notSentTitle)}</h1><p>${escapeHtml(messages.contact.notSentBody)}</p><ul>${items}</ul>` +
        `<p><a href="${escapeHtml(pageOf(req, siteOrigin))}">${escapeHtml(messages.contact.backToForm)}</a></p></main></body></html>`,
    );
}
