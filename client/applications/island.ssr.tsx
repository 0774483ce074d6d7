// The server's half of an application (docs/decisions/023). The route renders
// its page as an island: a React root of its own, rendered here to HTML inside
// <main>, with the props it was rendered from in a JSON data block and the module
// scripts of its first load. The browser hydrates exactly that root (hydrate.tsx):
// the same tree, the same useId prefix, so the markup matches. A server-only
// module (`*.ssr.tsx`, scripts/server-only-modules.ts): renderToString and the
// applications it names never reach a browser build through it.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { serializeJsonLd } from "~/components/content/JsonLd.tsx";
import { useNonce, useRenderContext } from "~/lib/render-context.tsx";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { APPLICATION_ID_PREFIX, APPLICATION_PROPS_ID, APPLICATION_ROOT_ID, ApplicationFrame, type ApplicationName, type ApplicationProps } from "./hydrate.tsx";
import { BookingApplication } from "./BookingApplication.tsx";
import { CalculatorApplication } from "./CalculatorApplication.tsx";
import { CrewApplication } from "./CrewApplication.tsx";
import { OrderApplication } from "./OrderApplication.tsx";
import { PaymentResultApplication } from "./PaymentResultApplication.tsx";

const COMPONENTS: { [N in ApplicationName]: ComponentType<ApplicationProps[N]> } = {
  booking: BookingApplication,
  calculator: CalculatorApplication,
  order: OrderApplication,
  "payment-result": PaymentResultApplication,
  crew: CrewApplication,
};

export function ApplicationIsland<N extends ApplicationName>({ name, props }: { name: N; props: ApplicationProps[N] }) {
  const publicConfig = usePublicConfig();
  const scripts = useRenderContext().scripts.applications[name] ?? [];
  // A per-request page's script tags all carry its nonce, even a data block; a kept page's have none.
  const nonce = useNonce();
  const Component = COMPONENTS[name] as ComponentType<ApplicationProps[N]>;
  const html = renderToString(
    <ApplicationFrame publicConfig={publicConfig}>
      <Component {...props} />
    </ApplicationFrame>,
    { identifierPrefix: APPLICATION_ID_PREFIX },
  );
  return (
    <>
      {/* display: contents: the root adds no box, so <main>'s layout is the page's own. */}
      <div id={APPLICATION_ROOT_ID} className="contents" data-application={name} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" id={APPLICATION_PROPS_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(props) }} />
      {/* One tag per file of the first load, all fetched at once; module scripts run
          after parsing, in order, and hydrate after the first paint (hydrate.tsx).
          Not fetchpriority="low": Lighthouse then counts hydration inside its blocking
          time, and the score fell (docs/benchmarks-history.md, 2026-11-24). */}
      {scripts.map((src) => (
        <script key={src} type="module" src={src} nonce={nonce} />
      ))}
    </>
  );
}
