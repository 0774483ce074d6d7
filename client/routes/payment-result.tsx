// /payment-result (product.md §4): the outcome of a card payment or a cash booking,
// in two steps (docs/decisions/025). A request that brings a query (the provider's
// return, the booking form's cash link) is settled on the server, which answers a
// redirect to the clean address with the result in a short-lived HttpOnly cookie;
// the clean address shows what that cookie names. The query's own CCode, Amount or
// names are never believed, and the address the browser keeps holds no token.
// The page is an application (client/applications/PaymentResultApplication.tsx, decision 023).
import { redirect } from "react-router";
import type { Route } from "./+types/payment-result";
import { appContext } from "@shared/app-context.ts";
import type { PaymentResultView } from "@shared/loader-services.ts";
import { ApplicationIsland } from "~/applications/island.ssr.tsx";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

// Kept out of search engines: it describes one visitor's order (product.md §2).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.paymentResult, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs): Promise<PaymentResultView> {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  if (url.search) {
    const setCookie = await services.settlePaymentResult(Object.fromEntries(url.searchParams));
    // Cache-Control, Referrer-Policy and noindex come from server/middleware/private-pages.ts.
    throw redirect("/payment-result", { status: 303, headers: { "Set-Cookie": setCookie } });
  }
  return services.paymentResultView(request.headers.get("cookie"));
}

export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
  return <ApplicationIsland name="payment-result" props={{ result: loaderData }} />;
}
