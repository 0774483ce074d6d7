// Rendered documents kept as bytes, ready to send: identity, gzip and brotli,
// with a validator. A document's HTML depends only on its path, the operator's
// settings and the shell's state (holiday pop-up, Saturday banner), which is the
// cache key; a settings change moves the key (docs/decisions/014).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface RenderedDocument {
  status: number;
  contentType: string;
  /** The Content-Security-Policy of exactly this HTML (its inline scripts by hash). */
  csp: string | null;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export async function packDocument(html: Buffer, status: number, contentType: string, csp: string | null): Promise<RenderedDocument> {
  const [gz, br] = await Promise.all([
    gzip(html, { level: 9 }),
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  ]);
  // Weak: the same validator stands for all three encodings of one HTML.
  const etag = `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  return { status, contentType, csp, etag, identity: html, gzip: gz, br };
}

/**
 * A bounded map in least-recently-used order. Unknown paths render the 404
 * document, so without a bound any visitor could fill memory with them.
 */
export class DocumentCache<T = RenderedDocument> {
  private readonly entries = new Map<string, Promise<T | null>>();

  constructor(private readonly maxEntries = 300) {}

  /** The cached document, or the render of it (shared by concurrent requests). */
  get(key: string, render: () => Promise<T | null>): Promise<T | null> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const rendering = render();
    this.entries.set(key, rendering);
    // Nothing worth keeping (a redirect, an error, a failed render): forget it.
    rendering.then(
      (document) => {
        if (!document && this.entries.get(key) === rendering) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === rendering) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return rendering;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Whether a render may be kept for everyone: one of the given statuses, HTML, and
 * no cookie (a cookie is one visitor's). A refused response's body is released.
 */
export async function isShareableHtml(response: globalThis.Response, statuses: ReadonlySet<number>): Promise<boolean> {
  const contentType = response.headers.get("content-type") ?? "";
  if (statuses.has(response.status) && !response.headers.has("set-cookie") && contentType.startsWith("text/html")) return true;
  await response.body?.cancel();
  return false;
}
