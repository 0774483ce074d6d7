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
import type { ContactSource } from "../../shared/contact-rules.ts";
import { messages } from "../../shared/messages.ts";
import { BRAND_NAME } from "../../shared/brand.ts";
import { escapeHtml } from "../html-escape.ts";
import { nonceOf } from "../middleware/security-headers.ts";
import { type HttpError } from "./http-errors.ts";

/** The thanks element of each form (QuickContactForm, ContactForm). */
const THANKS_ID: Record<ContactSource, string> = { quick_form: "quick-thanks", contact_page: "contact-thanks" };

export function isFormPost(req: Request): boolean {
  return Boolean(req.is("application/x-www-form-urlencoded"));
}

/**
 * The page the form was on (its path only), or the contact page. Same-origin means
 * the Referer's origin is the Origin the browser sent with the post (which
 * same-origin.ts has already checked against the site's address).
 */
function pageOf(req: Request): string {
  const referer = req.get("referer");
  const origin = req.get("origin");
  if (referer && origin) {
    try {
      const url = new URL(referer);
      if (url.origin === origin && !url.pathname.startsWith("/api/")) return url.pathname;
    } catch {
      // An unreadable Referer: the contact page will do.
    }
  }
  return "/contact";
}

/** A sent form post: back to its page, at the form's thanks message. */
export function answerSent(req: Request, res: Response, source: ContactSource): void {
  res.redirect(303, `${pageOf(req)}#${THANKS_ID[source]}`);
}

/** A refused form post: the Hebrew messages, and the way back to the form. */
export function answerProblem(req: Request, res: Response, error: HttpError): void {
  const problems = Object.values(error.fields ?? {});
  const items = (problems.length ? problems : [error.message]).map((text) => `<li>${escapeHtml(text)}</li>`).join("");
  res
    .status(error.status)
    .type("html")
    .send(
      `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(messages.contact.notSentTitle)} – ${escapeHtml(BRAND_NAME)}</title>` +
        `<style nonce="${nonceOf(res)}">body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:32rem;margin:0 auto;padding:1.5rem;line-height:1.6}li{color:#b91c1c;font-weight:600}a{color:#1d4ed8;font-weight:700}</style></head>` +
        `<body><main><h1>${escapeHtml(messages.contact.notSentTitle)}</h1><p>${escapeHtml(messages.contact.notSentBody)}</p><ul>${items}</ul>` +
        `<p><a href="${escapeHtml(pageOf(req))}">${escapeHtml(messages.contact.backToForm)}</a></p></main></body></html>`,
    );
}
