// The sandbox's hosted payment page: clearly a test, no card details asked.
// Approve or decline returns to /payment-result with signed Hyp-shaped parameters.
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { BRAND_NAME } from "@shared/brand.ts";
import { formatShekels } from "@shared/format-he.ts";
import { SANDBOX_DECLINE, SANDBOX_PATH, type SandboxProvider } from "./sandbox.ts";
import { flatQuery } from "./provider.ts";
import { nonceOf } from "@server/middleware/security-headers.ts";
import { escapeHtml } from "@server/html-escape.ts";

function page(res: Response, status: number, body: string) {
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(`<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>תשלום לדוגמה – ${escapeHtml(BRAND_NAME)}</title>
<style nonce="${nonceOf(res)}">body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:28rem;margin:0 auto;padding:1.5rem}.badge{background:#fef3c7;border:1px solid #f59e0b;color:#78350f;border-radius:.75rem;padding:.75rem 1rem;font-weight:600}.card{background:#fff;border-radius:1rem;box-shadow:0 1px 4px #0002;padding:1.25rem;margin-top:1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#475569}dd{margin:0;font-weight:600}button{width:100%;border:0;border-radius:.75rem;padding:.9rem;font-size:1.05rem;font-weight:700;margin-top:.75rem;cursor:pointer}.ok{background:#15803d;color:#fff}.no{background:#fff;color:#b91c1c;border:2px solid #b91c1c}</style></head><body><main>${body}</main></body></html>`);
}

const INVALID_LINK = `<p class="badge">קישור התשלום אינו תקין. חזרו לאתר ונסו שוב.</p>`;

/** A form the parser refuses (too large, an unknown charset or encoding) gets this page, not Express's error page. */
function refusedForm(error: unknown, _req: Request, res: Response, next: NextFunction) {
  const status = (error as { status?: unknown })?.status;
  if (typeof status !== "number" || status < 400 || status >= 500) return next(error);
  page(res, status, INVALID_LINK);
}

export function sandboxRoutes(provider: SandboxProvider): Router {
  const router = Router();
  router.get(`${SANDBOX_PATH}/`, async (req, res) => {
    const query = flatQuery(req.query as Record<string, unknown>);
    if (!(await provider.verifyPage(query))) return page(res, 400, INVALID_LINK);
    const hidden = ["order", "amount", "first", "last", "info", "sig"]
      .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(query[key] ?? "")}">`)
      .join("");
    page(
      res,
      200,
      `<p class="badge" role="note">תשלום לדוגמה בלבד – סביבת בדיקה. לא נדרש כרטיס ולא יבוצע חיוב.</p>
<div class="card"><h1>תשלום מאובטח</h1><dl><dt>הזמנה</dt><dd>${escapeHtml(query.order ?? "")}</dd><dt>שם</dt><dd>${escapeHtml(`${query.first ?? ""} ${query.last ?? ""}`)}</dd><dt>לתשלום</dt><dd>${escapeHtml(formatShekels(Number(query.amount)))}</dd></dl>
<form method="post" action="${SANDBOX_PATH}/complete">${hidden}<input type="hidden" name="decision" value="approve"><button class="ok" type="submit">אישור התשלום (בדיקה)</button></form>
<form method="post" action="${SANDBOX_PATH}/complete">${hidden}<input type="hidden" name="decision" value="decline"><button class="no" type="submit">דחיית התשלום (בדיקה)</button></form></div>`,
    );
  });

  router.post(`${SANDBOX_PATH}/complete`, express.urlencoded({ extended: false, limit: "4kb" }), async (req, res) => {
    const form = flatQuery((req.body ?? {}) as Record<string, unknown>);
    if (!(await provider.verifyPage(form))) return page(res, 400, INVALID_LINK);
    const approve = form.decision === "approve";
    const params = await provider.signedReturn({
      CCode: approve ? "0" : SANDBOX_DECLINE.ccode,
      Amount: form.amount ?? "",
      ACode: approve ? String(Math.floor(100000 + Math.random() * 900000)) : "",
      Order: form.order ?? "",
      Fild1: form.first ?? "",
      Fild2: form.last ?? "",
      Info: form.info ?? "",
      errMsg: approve ? "" : SANDBOX_DECLINE.message,
    });
    res.redirect(303, `/payment-result?${new URLSearchParams(params).toString()}`);
  });
  router.use(SANDBOX_PATH, refusedForm);
  return router;
}
