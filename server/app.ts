// The app factory: everything a request meets, built without listening, so
// tests can drive it with supertest. Process concerns (config, database,
// listening, shutdown) stay in server/index.ts.
import path from "node:path";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { Config } from "./config.ts";
import { publicConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { Logger } from "./logger.ts";
import { requestLogging } from "./middleware/request-logging.ts";
import { documentCspFor, securityHeaders, type SecurityOptions } from "./middleware/security-headers.ts";
import { flushWhenIdle } from "./middleware/flush-when-idle.ts";
import { localDate } from "@shared/jerusalem-time.ts";
import { pageAt } from "@shared/site-pages.ts";
import { sameOriginWrites } from "./middleware/same-origin.ts";
import { pageErrorHandler } from "./middleware/page-errors.ts";
import { healthRoutes } from "./health.ts";
import { createApiRouter } from "./api/router.ts";
import { rateLimiters } from "./api/rate-limits.ts";
import type { RateLimitStoreFactory } from "./api/rate-limit-store.ts";
import { sandboxRoutes } from "./payments/sandbox-routes.ts";
import { isSandbox } from "./payments/select-provider.ts";
import { createServices, loaderServices, type Services } from "./services/index.ts";
import { browserScripts, pages, SPECULATION_RULES, SPECULATION_RULES_PATH, type BuildSource } from "./pages.ts";
import { CLIENT_BUILD_DIR } from "./build-paths.ts";
import { seoRoutes } from "./seo-routes.ts";
import { privatePages } from "./middleware/private-pages.ts";

export interface AppOptions {
  config: Config;
  db: Pick<Database, "prisma" | "ping"> & Partial<Pick<Database, "changes" | "folder">>;
  logger: Logger;
  /** The React Router server build; null mounts no pages (API-only tests). */
  build: BuildSource | null;
  /** The clock of every business rule; tests fix it. */
  now?: () => Date;
  /** Development: Vite's middleware serves assets and modules. */
  viteMiddleware?: RequestHandler;
  /** Per-IP limits counted in Postgres, shared by every process (docs/decisions/016). */
  rateLimitStore?: RateLimitStoreFactory;
}

export interface App {
  app: Express;
  services: Services;
}

export function createApp(options: AppOptions): App {
  const { config, db, logger } = options;
  const development = config.NODE_ENV === "development";
  const services = createServices({
    prisma: db.prisma,
    config,
    logger,
    now: options.now,
    changes: db.changes?.(),
    embeddedFolder: db.folder,
  });
  const app = express();

  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", 1);

  app.use(requestLogging(logger));
  const security: SecurityOptions = {
    frameOrigins: config.paymentProvider === "hyp" ? [new URL(config.HYP_BASE_URL).origin] : [],
    // Google's tag (client/lib/analytics.ts): GA4 collects on *.google-analytics.com and
    // *.analytics.google.com; Ads conversions ping googleadservices, google.com and doubleclick.
    scriptOrigins: [
      ...(config.GA_MEASUREMENT_ID || config.GOOGLE_ADS_ID ? ["https://www.googletagmanager.com"] : []),
      ...(config.GOOGLE_ADS_ID ? ["https://www.googleadservices.com", "https://www.google.com", "https://googleads.g.doubleclick.net"] : []),
    ],
    connectOrigins: [
      ...(config.GA_MEASUREMENT_ID
        ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]
        : []),
      ...(config.GOOGLE_ADS_ID ? ["https://www.googleadservices.com", "https://www.google.com", "https://googleads.g.doubleclick.net"] : []),
    ],
    https: config.PUBLIC_BASE_URL.startsWith("https://"),
    development,
  };
  app.use(securityHeaders(security));
  app.use(compression());
  // Streamed pages (applications) flush once React pauses, not after every write.
  app.use(flushWhenIdle);

  app.use(healthRoutes(() => db.ping()));
  // Per-IP limits (docs/decisions/013): refused reads by a token count in one budget, the API's and the pages'.
  const limiters = rateLimiters(config.RATE_LIMITS === "on", options.rateLimitStore);
  app.use("/api", sameOriginWrites(config.PUBLIC_BASE_URL), createApiRouter({ services, config, limiters: limiters.api }));
  // Before the sandbox's page: its address names the traveller too.
  app.use(privatePages);
  if (limiters.tokenPages) app.use(limiters.tokenPages);
  if (isSandbox(services.paymentProvider)) app.use(sandboxRoutes(services.paymentProvider));

  if (options.viteMiddleware) {
    app.use(options.viteMiddleware);
  } else {
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(CLIENT_BUILD_DIR, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Other public files all have an extension; page paths never look on disk.
    const publicFiles = express.static(CLIENT_BUILD_DIR, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(seoRoutes(config));
  app.get(SPECULATION_RULES_PATH, (_req, res) => {
    res.type("application/speculationrules+json").set("Cache-Control", "public, max-age=3600").send(JSON.stringify(SPECULATION_RULES));
  });
  if (options.build) {
    const mode = development ? "development" : "production";
    app.use(
      pages({
        build: options.build,
        mode,
        publicConfig: publicConfig(config),
        services: loaderServices(services),
        scripts: browserScripts(mode),
        baseUrl: config.PUBLIC_BASE_URL,
        cspFor: documentCspFor(security),
        version: services.site.version,
        siteState: async (path) => ({
          chrome: await services.chrome.siteChrome(),
          // The footer's year and the booking calendar's first day.
          today: localDate(services.now()),
          // The booking calendar's full dates: a booking can fill one without any setting changing.
          full: pageAt(path).page.showsFullDates ? await services.bookingPage.fullDates() : null,
        }),
      }),
    );
  }
  app.use(pageErrorHandler);
  return { app, services };
}
