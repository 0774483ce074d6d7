// Streaming SSR. The CSP nonce of the response comes from the load context and
// goes on every inline script React Router writes.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { appContext } from "@shared/app-context.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { PageKindProvider } from "./lib/page-kind.tsx";
import { pageKindOf } from "@shared/page-kinds.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const app = loadContext.get(appContext);
  const kind = pageKindOf(new URL(request.url).pathname);
  // A document rendered for the cache (server/documents/) is given no nonce: it is
  // shared, and its inline pre-paint script is allowed by hash instead. One rendered
  // for a single response (a private page such as the crew's, or one that cannot be
  // cached) carries that response's nonce, as an application does.
  const nonce = kind === "document" && !app.nonce ? undefined : app.nonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      kind === "document" || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <PageKindProvider value={{ kind, scripts: app.scripts }}>
        <NonceProvider value={nonce ?? ""}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </PageKindProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
