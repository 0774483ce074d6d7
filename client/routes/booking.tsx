import type { Route } from "./+types/booking";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.booking);

export default function BookingPage() {
  return (
    <PageIntro
      title="הזמנת חניה בנתב״ג"
      lead="טופס ההזמנה המקוון עדיין לא פעיל באתר. בינתיים אפשר להזמין חניה בטלפון או בוואטסאפ, ונציג ישמח לעזור."
      actions={[{ to: "/contact", label: "לפרטי ההתקשרות" }]}
    />
  );
}
