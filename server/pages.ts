// Every page of the site, both kinds (shared/site-pages.ts, docs/decisions/014 and
// 023), goes through this one handler. React Router renders it: the route table
// (client/routes.ts, made from shared/site-pages.ts) picks the route,
// client/entry.server.tsx renders it inside client/root.tsx.
//
// - A page that depends only on its address and the site's state (every reading
//   page, /booking, /calculator) is rendered once for that state and kept as bytes:
//   compressed once, validated with an ETag, sent with a CSP that allows exactly its
//   inline scripts by hash. Nothing of one visitor is in it, so it has no nonce.
// - Any other page (one visitor's: the order page, the payment result, the crew's;
//   an error; a redirect) is rendered for its request and streamed, with that
//   response's CSP nonce on its scripts.
//
// Development (npm run dev) takes the same path with nothing kept: every request
// renders afresh from Vite's modules.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchHandler, data, RouterContextProvider, type ServerBuild } from "react-router";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { appContext, type BrowserScripts } from "@shared/app-context.ts";
import { APPLICATION_NAMES, isKeptPage, pageKindOf } from "@shared/site-pages.ts";
import type { LoaderServices } from "@shared/loader-services.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { messages } from "@shared/messages/index.ts";
import { nonceOf } from "./middleware/security-headers.ts";
import { BROWSER_SCRIPTS_MANIFEST, SERVER_BUILD_ENTRY } from "./build-paths.ts";
import { isDatabaseUnavailable } from "./db/errors.ts";
import { RETRY_AFTER_SECONDS } from "./api/http-errors.ts";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The React Router server build `npm run build` wrote, loaded on the first page. */
export function productionBuild(): () => Promise<ServerBuild> {
  let loaded: Promise<ServerBuild> | undefined;
  return () => (loaded ??= import(pathToFileURL(SERVER_BUILD_ENTRY).href) as Promise<ServerBuild>);
}

/**
 * The pages' own scripts and stylesheet: in development Vite serves the sources;
 * a build records the hashed files it wrote (scripts/build-browser-scripts.mjs).
 * Without a record every page is still whole and readable, only unstyled and not
 * enhanced or hydrated.
 */
export function browserScripts(mode: "development" | "production"): BrowserScripts {
  if (mode === "development") {
    // The React Router plugin gives every .tsx module Fast Refresh, whose runtime
    // must be installed first; no page renders React Router's <Scripts/> to load it.
    const refreshPreamble = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
    return {
      stylesheet: "/client/styles/app.css",
      document: "/client/enhance/main.ts",
      applications: Object.fromEntries(APPLICATION_NAMES.map((name) => [name, [refreshPreamble, `/client/applications/${name}.entry.tsx`]])),
    };
  }
  try {
    const manifest = JSON.parse(fs.readFileSync(BROWSER_SCRIPTS_MANIFEST, "utf8")) as Partial<BrowserScripts>;
    return {
      stylesheet: typeof manifest.stylesheet === "string" ? manifest.stylesheet : "",
      document: typeof manifest.document === "string" ? manifest.document : "",
      applications: manifest.applications && typeof manifest.applications === "object" ? manifest.applications : {},
    };
  } catch {
    return { stylesheet: "", document: "", applications: {} };
  }
}

/**
 * Loader services whose database failures become a 503 page: the root error
 * boundary renders the site's shell with "something went wrong, try again", and
 * the status (with Retry-After, passed on by the root's `headers`) tells crawlers
 * and monitors it is temporary. The settings and chrome reads never fail (they
 * fall back, server/services/site-config.ts); this is for what cannot be guessed,
 * such as an order on /payment-result.
 */
function outageAware(services: LoaderServices): LoaderServices {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, call] of Object.entries(services) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          throw data(messages.api.unavailable, { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS } });
        }
        throw error;
      }
    };
  }
  return wrapped as unknown as LoaderServices;
}

export interface PagesOptions {
  build: BuildSource;
  mode: "development" | "production";
  publicConfig: PublicConfig;
  /** What loaders may reach (shared/loader-services.ts). */
  services: LoaderServices;
  scripts: BrowserScripts;
  /** The site's public origin: a kept page is rendered for it (canonical links read it). */
  baseUrl: string;
  /** The policy for given inline-script hashes; null: no CSP (development). */
  cspFor: ((hashes: string[]) => string) | null;
  /** The settings' version (server/db/change-feed.ts); null: nothing may be kept. */
  version: () => number | null;
  /** Everything else a kept page at `path` shows (the chrome's pop-up and banner, the day, full dates). */
  siteState: (path: string) => Promise<unknown>;
}

export function pages(options: PagesOptions): RequestHandler {
  const services = outageAware(options.services);
  const contextFor = (nonce: string, requestId: string) => {
    const context = new RouterContextProvider();
    context.set(appContext, { publicConfig: options.publicConfig, services, nonce, requestId, scripts: options.scripts });
    return context;
  };
  const streamed = createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: (req: Request, res: Response) => contextFor(nonceOf(res), String(req.id ?? "")),
  });
  const renderFetch = createFetchHandler(options.build, options.mode);
  // Addresses with a query (/booking?coupon=…) are kept apart, with their own bound:
  // any visitor can make up queries, and a flood of them must never push the
  // reading pages out of their cache.
  const keptByPath = pageCache(300);
  const keptWithQuery = pageCache(100);
  const keeping = options.mode === "production";

  /** A page rendered to bytes, or null when it may not be shared (a redirect, a cookie, an error). */
  async function render(req: Request, address: string): Promise<RenderedPage | null> {
    // One browser's request for everyone, whoever came first: the kept bytes never depend on a visitor's agent.
    const request = new Request(new URL(address, options.baseUrl), { headers: { accept: "text/html", "user-agent": KEPT_PAGE_AGENT } });
    const response = await renderFetch(request, contextFor("", String(req.id ?? "")));
    const contentType = response.headers.get("content-type") ?? "";
    if (!KEPT_STATUS.has(response.status) || response.headers.has("set-cookie") || !contentType.startsWith("text/html")) {
      await response.body?.cancel();
      return null;
    }
    const html = Buffer.from(await response.arrayBuffer());
    return packPage(html, response.status, contentType, options.cspFor?.(inlineScriptHashes(html.toString("utf8"))) ?? null);
  }

  return async function pageHandler(req: Request, res: Response, next: NextFunction) {
    // An address no route can read (/blog/%ZZ): a plain 400 (server/middleware/page-errors.ts).
    if (!decodable(req.path)) return next(Object.assign(new URIError("the page's address does not decode"), { status: 400 }));
    if ((req.method !== "GET" && req.method !== "HEAD") || !isKeptPage(req.path)) {
      return streamed(req, res, next);
    }
    try {
      // A reading page never reads its query (attribution is read in the browser);
      // an application may (/booking?coupon=…), so its whole address is its key.
      const address = pageKindOf(req.path) === "application" ? req.originalUrl : req.path;
      const version = keeping ? options.version() : null;
      const cache = address.includes("?") ? keptWithQuery : keptByPath;
      const page =
        version === null
          ? await render(req, address)
          : await cache.fetch(`${version}\n${JSON.stringify(await options.siteState(req.path))}\n${address}`, { context: () => render(req, address) });
      if (!page) return streamed(req, res, next);
      send(req, res, page);
    } catch (error) {
      next(error);
    }
  };
}

const KEPT_STATUS = new Set([200, 404]);
const KEPT_PAGE_AGENT = "Mozilla/5.0 (kept page)";

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Prerender the booking page when a visitor points at or presses a link to it. */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";
export const SPECULATION_RULES = {
  prerender: [{ where: { or: [{ href_matches: "/booking" }, { href_matches: "/booking?*" }] }, eagerness: "moderate" }],
};

// ---- A kept page: bytes, encodings, validator, policy ----------------------

interface RenderedPage {
  status: number;
  contentType: string;
  /** The Content-Security-Policy of exactly this HTML (its inline scripts by hash). */
  csp: string | null;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function packPage(html: Buffer, status: number, contentType: string, csp: string | null): Promise<RenderedPage> {
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

function send(req: Request, res: Response, page: RenderedPage): void {
  res.setHeader("Content-Type", page.contentType);
  res.setHeader("ETag", page.etag);
  // Always revalidate: a settings change must show on the next request; an unchanged page costs a 304.
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  // Replaces the nonce policy security-headers.ts set: this HTML has no nonce.
  if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
  // The booking page opens at once from any page (Chromium's Speculation Rules).
  res.setHeader("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
  res.status(page.status);
  // Express compares If-None-Match with the ETag just set (weakly, as the tag is weak).
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The CSP hashes of a page's inline executable scripts (the pre-paint accessibility
 * script, React's own): data blocks (JSON-LD, page data, an island's props) are
 * never executed and need no entry.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== null) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * Kept pages in least-recently-used order, bounded: unknown paths render the 404
 * page, so without a bound any visitor could fill memory with them. Concurrent
 * requests for one key share one render; a render with nothing worth keeping (a
 * redirect, an error, a failed render) is not kept.
 */
function pageCache(max: number) {
  return new LRUCache<string, RenderedPage, () => Promise<RenderedPage | null>>({
    max,
    fetchMethod: async (_key, _stale, { context }) => (await context()) ?? undefined,
  });
}
