// The browser's half of an application (docs/decisions/023): hydrates the island
// the server rendered (island.ssr.tsx) with the props it wrote, then gives the
// chrome its behaviour, as a document's script does (client/enhance/enhance-page.ts).
// No router: every navigation to another page is a page load (decision 014); the
// address within the page is client/lib/address.ts. The names, element ids and the
// frame around every application are here, shared with the server's half: the two
// trees must match for hydration.
import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { PublicConfig } from "@shared/public-config.ts";
import type { ApplicationName } from "@shared/site-pages.ts";
import { readPageData, type PageData } from "~/enhance/page-data.ts";
import { PublicConfigContext } from "~/lib/use-public-config.ts";
import type { BookingApplicationProps } from "./BookingApplication.tsx";
import type { CalculatorApplicationProps } from "./CalculatorApplication.tsx";
import type { CrewApplicationProps } from "./CrewApplication.tsx";
import type { OrderApplicationProps } from "./OrderApplication.tsx";
import type { PaymentResultApplicationProps } from "./PaymentResultApplication.tsx";
import { readTypedFields, restoreTypedFields } from "./typed-before-hydration.ts";

export type { ApplicationName };

export interface ApplicationProps extends Record<ApplicationName, unknown> {
  booking: BookingApplicationProps;
  calculator: CalculatorApplicationProps;
  order: OrderApplicationProps;
  "payment-result": PaymentResultApplicationProps;
  crew: CrewApplicationProps;
}

/** The element the island's root renders into, and its props' data block. */
export const APPLICATION_ROOT_ID = "application";
export const APPLICATION_PROPS_ID = "application-props";

/** The island's useId prefix, the same on both sides: its ids never meet the page's own. */
export const APPLICATION_ID_PREFIX = "app-";

/**
 * What every application's root renders around it, the same on the server and in
 * the browser: the contact details, and in the browser a call once the root is on screen.
 */
export function ApplicationFrame({ publicConfig, onMounted, children }: { publicConfig: PublicConfig | undefined; onMounted?: () => void; children: ReactNode }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return <PublicConfigContext.Provider value={publicConfig}>{children}</PublicConfigContext.Provider>;
}

let chromeEnhanced = false;

/** The chrome's behaviour, once per page load, even if React mounts the root again (a failed hydration). */
function enhanceChrome(data: PageData | null): void {
  if (chromeEnhanced) return;
  chromeEnhanced = true;
  void import("~/enhance/enhance-page.ts").then(({ enhancePage }) => enhancePage(data, "application"));
}

/**
 * Runs once the page has been painted as the server wrote it: the text a visitor
 * reads first is on screen before hydration's long task (docs/benchmarks-history.md, 2026-11-24). A
 * page that is hidden or being prerendered paints no frames: it runs at once.
 */
function afterNextPaint(run: () => void): void {
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (document.visibilityState !== "visible" || prerendering) return run();
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** Called by each application's entry (`<name>.entry.tsx`), the module its page loads. */
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
