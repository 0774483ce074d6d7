// /order/:orderNumber?t=TOKEN (product.md §12, docs/decisions/017): the traveller's own booking, without
// an account: view it, change it until the cutoff, cancel it by the law's terms,
// pay a difference, reach the representative. The token is the order's access
// token (an HMAC); a wrong one and an unknown order are the same 404. The server
// sends Referrer-Policy: no-referrer, noindex and no-store for these pages
// (server/middleware/private-order-pages.ts). The page is an application
// (client/applications/OrderApplication.tsx, docs/decisions/023).
import { data } from "react-router";
import type { Route } from "./+types/order";
import { appContext } from "@shared/app-context.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import { manageMessages } from "@shared/messages/manage.ts";
import { packCalendar } from "@shared/packed-calendar.ts";
import { ApplicationIsland } from "~/applications/island.ssr.tsx";
import { pageMeta } from "~/lib/seo.ts";

const MAX_ORDER_NUMBER = 2_000_000_000;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const orderNumber = Number(params.orderNumber);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const valid = Number.isSafeInteger(orderNumber) && orderNumber > 0 && orderNumber <= MAX_ORDER_NUMBER && token.length > 0 && token.length <= 64;
  const page = valid ? await services.orderPage(orderNumber, token) : null;
  // The same answer for a wrong token and a missing order: nothing to learn.
  if (!page) return data({ order: null, calendar: packCalendar([]), service: null, bounds: null, today: "", token: "" }, { status: 404 });
  return { ...page, token };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    {
      title: loaderData?.order ? `${manageMessages.title(loaderData.order.order_number)} | ${BRAND_NAME}` : `ההזמנה לא נמצאה | ${BRAND_NAME}`,
      description: "צפייה בהזמנה, שינוי וביטול.",
      path: null,
    },
    { noindex: true },
  ),
  { name: "referrer", content: "no-referrer" },
];

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <ApplicationIsland name="order" props={loaderData} />;
}
