import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { appContext } from "../shared/app-context.ts";
import { THEME_COLOR } from "../shared/brand.ts";
import type { PublicConfig } from "../shared/public-config.ts";
import { SiteHeader } from "./components/SiteHeader.tsx";
import { SiteFooter } from "./components/SiteFooter.tsx";
import { PageIntro } from "./components/PageIntro.tsx";
import stylesHref from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { publicConfig: context.get(appContext).publicConfig };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="he" dir="rtl" translate="no">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="google" content="notranslate" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body className="notranslate flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ config, children }: { config: PublicConfig | undefined; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        דילוג לתוכן הראשי
      </a>
      {config && <SiteHeader phone={config.phone} />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {config && <SiteFooter config={config} />}
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell config={loaderData.publicConfig}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell config={data?.publicConfig}>
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
