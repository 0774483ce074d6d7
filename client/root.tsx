import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { appContext } from "@shared/app-context.ts";
import { THEME_COLOR } from "@shared/brand.ts";
import type { SiteChrome } from "@shared/loader-services.ts";
import type { ShellKind } from "@shared/site-pages.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { PageIntro } from "./components/PageIntro.tsx";
import { ChromeBottom, ChromeTop } from "./components/chrome/ServerChrome.ssr.tsx";
import { ServerRendered } from "./components/ServerRendered.tsx";
import { prePaintScript } from "./lib/accessibility-settings.ts";
import { shellOf } from "./lib/page-shell.ts";
import { useNonce, useRenderContext } from "./lib/render-context.tsx";
import { PublicConfigContext } from "./lib/use-public-config.ts";
import { serializeJsonLd } from "./components/content/JsonLd.tsx";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** A page's 503 (the database away, server/pages.ts) says when to try again. */
export const headers: Route.HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ context }: Route.LoaderArgs) {
  const { publicConfig, services } = context.get(appContext);
  // The holiday pop-up and the Saturday banner are decided at request time, so
  // the banner is in the first HTML and never shifts the page after load.
  return { publicConfig, chrome: await services.siteChrome() };
}

/**
 * The page's configuration as a data block: what the chrome's script reads on
 * every page (client/enhance/page-data.ts), and an application's frame. It is not
 * executed, so a document's CSP allows it without a nonce or hash.
 */
function PageData() {
  const data = useRouteLoaderData<typeof loader>("root");
  // A per-request page's script tags all carry its nonce, even a data block; a kept page's have none.
  const nonce = useNonce();
  const pageData = { publicConfig: data?.publicConfig ?? null, chrome: data?.chrome ?? null };
  return <script type="application/json" id="page-data" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(pageData) }} />;
}

/** A document's one script (client/enhance/main.ts, built), instead of React. */
function DocumentScript() {
  const src = useRenderContext().scripts.document;
  const nonce = useNonce();
  return src ? <script type="module" src={src} nonce={nonce} /> : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const { kind, scripts } = useRenderContext();
  const nonce = useNonce();
  // No page loads React Router in the browser: a document is never hydrated
  // (docs/decisions/014); an application's island brings its own scripts (decision 023).
  const isDocument = kind === "document";
  return (
    // Rendered only on the server; the head script sets accessibility classes and a
    // font size on <html> before the first paint.
    <html lang="he" dir="rtl" translate="no">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="google" content="notranslate" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Accessibility settings before the first paint (no flash); see accessibility-settings.ts.
            A kept page has no nonce (its CSP allows this script by hash). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: prePaintScript() }} />
        <Meta />
        {/* precedence makes React hoist the stylesheet ahead of the module preloads it writes
            into <head>: on a slow connection the render-blocking CSS must not queue behind
            an application's scripts (docs/benchmarks-history.md, 2026-11-23). */}
        {scripts.stylesheet && <link rel="stylesheet" href={scripts.stylesheet} precedence="default" />}
        <Links />
      </head>
      <body className="notranslate flex min-h-screen flex-col">
        {children}
        <PageData />
        {isDocument && <DocumentScript />}
      </body>
    </html>
  );
}

/**
 * The page around a route, rendered only on the server: the chrome is server
 * markup on every page, which client/enhance drives; an application's island
 * inside <main> is what the browser hydrates (decision 023). The chrome's
 * components are server-only modules (ServerChrome.ssr.tsx). The bare shell
 * (shared/site-pages.ts ShellKind: the crew's tool, a tax document) is <main> alone.
 */
function Shell({
  config,
  chrome,
  shell = "site",
  children,
}: {
  config: PublicConfig | undefined;
  chrome: SiteChrome | undefined;
  shell?: ShellKind;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (shell === "bare") {
    return (
      <PublicConfigContext.Provider value={config}>
        <main id="main" className="flex-1">
          {children}
        </main>
      </PublicConfigContext.Provider>
    );
  }
  return (
    <PublicConfigContext.Provider value={config}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        דילוג לתוכן הראשי
      </a>
      <ServerRendered name="top">{import.meta.env.SSR && <ChromeTop config={config} chrome={chrome ?? null} pathname={pathname} />}</ServerRendered>
      <main id="main" className="flex-1">
        {children}
      </main>
      <ServerRendered name="bottom">{import.meta.env.SSR && <ChromeBottom config={config} chrome={chrome ?? null} />}</ServerRendered>
    </PublicConfigContext.Provider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The matched route's choice (client/lib/page-shell.ts); an error page always has the site's shell.
  const shell = shellOf(useMatches());
  return (
    <Shell config={loaderData.publicConfig} chrome={loaderData.chrome} shell={shell}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // At an application's address there is no island to hydrate: the chrome gets
  // its behaviour from a document's script, as on any document.
  const atApplication = useRenderContext().kind === "application";
  return (
    <Shell config={data?.publicConfig} chrome={data?.chrome}>
      <title>{notFound ? "הדף לא נמצא" : "אירעה שגיאה"}</title>
      <PageIntro
        title={notFound ? "הדף לא נמצא" : "אירעה שגיאה"}
        lead={
          notFound
            ? "הדף שחיפשתם אינו קיים. אפשר לחזור לדף הבית או להזמין חניה."
            : "משהו השתבש בטעינת הדף. נסו לרענן, ואם זה חוזר — התקשרו אלינו."
        }
        actions={[{ to: "/", label: "לדף הבית" }, { to: "/booking", label: "להזמנת חניה" }]}
      />
      {atApplication && <DocumentScript />}
    </Shell>
  );
}
