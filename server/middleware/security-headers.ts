// helmet with a fresh CSP nonce per request. React Router puts the nonce on its
// inline scripts (entry.server passes it to ServerRouter), so scripts never need
// 'unsafe-inline'.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export interface SecurityOptions {
  /** Origins the pages may frame: the card provider's hosted page. */
  frameOrigins: string[];
  /** Extra script/connect origins (analytics, when configured). */
  scriptOrigins: string[];
  connectOrigins: string[];
  https: boolean;
  /** Vite's dev server injects scripts and a websocket; CSP is off in development. */
  development: boolean;
}

export function nonceOf(res: Response): string {
  return (res.locals.cspNonce as string | undefined) ?? "";
}

type ScriptSource = string | ((req: unknown, res: unknown) => string);

/** The one policy of the site; only where scripts may come from differs by kind of page. */
function cspDirectives(options: SecurityOptions, scriptSources: ScriptSource[]) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources, ...options.scriptOrigins],
    "style-src": ["'self'", "'unsafe-inline'"],
    // GA4 and Ads also report through image pixels on their collect origins.
    "img-src": ["'self'", "data:", ...new Set([...options.scriptOrigins, ...options.connectOrigins])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...options.connectOrigins],
    "frame-src": ["'self'", ...options.frameOrigins],
    "frame-ancestors": ["'self'"],
    "form-action": ["'self'", ...options.frameOrigins],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    ...(options.https ? { "upgrade-insecure-requests": [] as string[] } : {}),
  };
}

/**
 * A document's policy (docs/decisions/014): the same directives, but scripts only
 * from the site itself and the inline scripts whose hashes are given; no nonce, so
 * the rendered page can be cached and served to everyone. Null in development.
 */
export function documentCspFor(options: SecurityOptions): ((scriptHashes: string[]) => string) | null {
  if (options.development) return null;
  return (scriptHashes) =>
    Object.entries(cspDirectives(options, scriptHashes.map((hash) => `'${hash}'`)))
      .map(([name, values]) => [name, ...(values as string[])].join(" "))
      .join(";");
}

// Nonces are cut from a block of random bytes refilled when used up: one call to
// the system's generator per 256 responses instead of one per response (it was 8 %
// of the CPU of a cached document, docs/benchmarks-history.md, 2026-11-24). Every nonce is still 16
// bytes from the CSPRNG, never reused.
const NONCE_BYTES = 16;
let randomBlock = Buffer.alloc(0);
let randomOffset = 0;

function freshNonce(): string {
  if (randomOffset + NONCE_BYTES > randomBlock.length) {
    randomBlock = randomBytes(NONCE_BYTES * 256);
    randomOffset = 0;
  }
  randomOffset += NONCE_BYTES;
  return randomBlock.toString("base64", randomOffset - NONCE_BYTES, randomOffset);
}

export function securityHeaders(options: SecurityOptions) {
  const csp = helmet({
    contentSecurityPolicy: options.development
      ? false
      : {
          useDefaults: false,
          directives: cspDirectives(options, [(_req, res) => `'nonce-${nonceOf(res as Response)}'`]),
        },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The payment provider's page opens in a frame and may open pop-ups (3-D Secure).
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "sameorigin" },
  });
  return function applySecurityHeaders(req: Request, res: Response, next: NextFunction) {
    res.locals.cspNonce = freshNonce();
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    csp(req, res, next);
  };
}
