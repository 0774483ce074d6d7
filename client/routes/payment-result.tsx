// /payment-result (product.md §4): the outcome of a card payment or a cash booking.
// Everything shown comes from the server: a card return is verified with the
// provider and applied before this page renders; a cash order is read with its
// access token. The query's own CCode or Amount are never believed. The page is
// an application (client/applications/PaymentResultApplication.tsx, decision 023).
import type { Route } from "./+types/payment-result";
import { appContext } from "../../shared/app-context.ts";
import { orderNumberFromInfo } from "../../shared/result-url.ts";
import { ApplicationIsland } from "../applications/ApplicationIsland.ssr.tsx";
import type { PaymentResultView } from "../applications/PaymentResultApplication.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

// Kept out of search engines: it describes one visitor's order (product.md §2).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.paymentResult, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs): Promise<PaymentResultView> {
  const { services } = context.get(appContext);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (query.mode === "cash") {
    const orderNumber = orderNumberFromInfo(query.Info);
    const order = orderNumber && query.t ? await services.orderResult(orderNumber, query.t) : null;
    return order ? { kind: "cash", order, token: query.t! } : { kind: "missing" };
  }
  if (query.CCode !== undefined || query.Sign !== undefined) {
    const outcome = await services.paymentReturn(query);
    if (outcome.kind === "completed") {
      const order = await services.orderResult(outcome.orderNumber, outcome.token);
      return { kind: "card-completed", outcome, emailHint: order?.emailHint ?? null };
    }
    return { kind: "card-failed", outcome };
  }
  return { kind: "missing" };
}

export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
  return <ApplicationIsland name="payment-result" props={{ result: loaderData }} />;
}
