// The browser's half of an application (docs/decisions/023): hydrates the
// island the server rendered (ApplicationIsland.ssr.tsx) with the props it wrote,
// then gives the chrome its behaviour, as a document's script does
// (client/enhance/enhance-page.ts). No router: every navigation to another page
// is a page load (decision 014); the address within the page is client/lib/address.ts.
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { readPageData, type PageData } from "~/enhance/page-data.ts";
import { ApplicationFrame } from "./ApplicationFrame.tsx";
import { APPLICATION_ID_PREFIX, APPLICATION_PROPS_ID, APPLICATION_ROOT_ID, type ApplicationName, type ApplicationProps } from "./applications.ts";
import { readTypedFields, restoreTypedFields } from "./typed-before-hydration.ts";

let chromeEnhanced = false;

/** The chrome's behaviour, once per page load, even if React mounts the root again (a failed hydration). */
function enhanceChrome(data: PageData | null): void {
  if (chromeEnhanced) return;
  chromeEnhanced = true;
  void import("~/enhance/enhance-page.ts").then(({ enhancePage }) => enhancePage(data, "application"));
}

/**
 * Runs once the page has been painted as the server wrote it: the text a visitor
 * reads first is on screen before hydration's long task (docs/BENCHMARKS.md). A
 * page that is hidden or being prerendered paints no frames: it runs at once.
 */
function afterNextPaint(run: () => void): void {
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (document.visibilityState !== "visible" || prerendering) return run();
  requestAnimationFrame(() => setTimeout(run, 0));
}

export function hydrateApplication<N extends ApplicationName>(name: N, Component: ComponentType<ApplicationProps[N]>): void {
  afterNextPaint(() => hydrate(name, Component));
}

function hydrate<N extends ApplicationName>(name: N, Component: ComponentType<ApplicationProps[N]>): void {
  const root = document.getElementById(APPLICATION_ROOT_ID);
  const propsText = document.getElementById(APPLICATION_PROPS_ID)?.textContent;
  const pageData = readPageData();
  if (!root || root.dataset.application !== name || !propsText) {
    // Not this application's page (an error page at its address): the chrome still works.
    enhanceChrome(pageData);
    return;
  }
  const props = JSON.parse(propsText) as ApplicationProps[N];
  // What the traveller typed while the scripts loaded; given back once React has mounted.
  const typed = readTypedFields(root);
  const onMounted = () => {
    restoreTypedFields(typed.splice(0));
    enhanceChrome(pageData);
  };
  hydrateRoot(
    root,
    <ApplicationFrame publicConfig={pageData?.publicConfig} onMounted={onMounted}>
      <Component {...props} />
    </ApplicationFrame>,
    { identifierPrefix: APPLICATION_ID_PREFIX },
  );
}
