import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { appContext } from "../shared/app-context.ts";
import { THEME_COLOR } from "../shared/brand.ts";
import type { SiteChrome } from "../shared/loader-services.ts";
import type { PublicConfig } from "../shared/public-config.ts";
import { PageIntro } from "./components/PageIntro.tsx";
import { ChromeBottom, ChromeTop } from "./components/chrome/ServerChrome.ssr.tsx";
import { ServerRendered } from "./components/ServerRendered.tsx";
import { prePaintScript } from "./lib/accessibility-settings.ts";
import { useNonce } from "./lib/nonce.tsx";
import { useEnhanceSrc, usePageKind } from "./lib/page-kind.tsx";
import { serializeJsonLd } from "./components/content/JsonLd.tsx";
import stylesHref from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  // precedence makes React hoist the stylesheet ahead of the module preloads it writes
  // into <head>: on a slow connection the render-blocking CSS must not queue behind
  // the application's scripts (docs/BENCHMARKS.md, issue #12).
  { rel: "stylesheet", href: stylesHref, precedence: "default" } as Route.LinkDescriptors[number],
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** A page's 503 (the database away, server/react-router.ts) says when to try again. */
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
 * What a document needs in the browser instead of React: its enhancement script
 * (client/enhance/main.ts, built) and the page's configuration as a data block,
 * which is not executed, so the document's CSP allows it without a nonce or hash.
 */
function DocumentScripts() {
  const src = useEnhanceSrc();
  const data = useRouteLoaderData<typeof loader>("root");
  const pageData = { publicConfig: data?.publicConfig ?? null, chrome: data?.chrome ?? null };
  return (
    <>
      <script type="application/json" id="page-data" dangerouslySetInnerHTML={{ __html: serializeJsonLd(pageData) }} />
      {src && <script type="module" src={src} />}
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Documents are never hydrated (docs/decisions/014): no React Router scripts.
  const isDocument = usePageKind() === "document";
  return (
    // The head script sets accessibility classes and a font size on <html>
    // before React hydrates; React owns none of those attributes.
    <html lang="he" dir="rtl" translate="no" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="google" content="notranslate" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Accessibility settings before the first paint (no flash); see accessibility-settings.ts.
            The nonce is only known on the server; an empty nonce prop on the client
            makes React's production hydration of <head> fail, so it is left out there. */}
        <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: prePaintScript() }} />
        <Meta />
        <Links />
      </head>
      <body className="notranslate flex min-h-screen flex-col">
        {children}
        {isDocument ? (
          <DocumentScripts />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The page around a route: the chrome is server markup on every page, which
 * client/enhance drives (ServerRendered.tsx); an application hydrates only what
 * is inside <main>. The chrome's components are server-only modules
 * (ServerChrome.ssr.tsx), not in the browser bundle.
 */
let chromeEnhanced = false;

function Shell({ config, chrome, children }: { config: PublicConfig | undefined; chrome: SiteChrome | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // Only an application runs this (documents load no React): the chrome's behaviour,
    // once per page load (every navigation to another page is a page load), even if
    // an error boundary mounts the shell again: its listeners must not double.
    if (chromeEnhanced) return;
    chromeEnhanced = true;
    void import("./enhance/enhance-page.ts").then(({ enhancePage }) =>
      enhancePage(config ? { publicConfig: config, chrome: chrome ?? null } : null, "application"),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        דילוג לתוכן הראשי
      </a>
      <ServerRendered name="top">{import.meta.env.SSR && <ChromeTop config={config} chrome={chrome ?? null} pathname={pathname} />}</ServerRendered>
      <main id="main" className="flex-1">
        {children}
      </main>
      <ServerRendered name="bottom">{import.meta.env.SSR && <ChromeBottom config={config} chrome={chrome ?? null} />}</ServerRendered>
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell config={loaderData.publicConfig} chrome={loaderData.chrome}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
    </Shell>
  );
}
