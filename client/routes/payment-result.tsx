import type { Route } from "./+types/payment-result";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

// Kept out of search engines: it describes one visitor's order (SPEC §2).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.paymentResult, { noindex: true });

export default function PaymentResultPage() {
  return (
    <PageIntro
      title="תוצאת התשלום"
      lead="לא נמצאה הזמנה להצגה. אם ביצעתם הזמנה ואינכם בטוחים שהתקבלה, התקשרו אלינו ונבדוק."
      actions={[{ to: "/", label: "לדף הבית" }, { to: "/booking", label: "להזמנת חניה" }]}
    />
  );
}
