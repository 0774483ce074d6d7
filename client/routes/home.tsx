import type { Route } from "./+types/home";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.home);

export default function HomePage() {
  return (
    <PageIntro
      title="חניה עם שירות ואלה בנתב״ג"
      lead="נציג מקבל את הרכב בטרמינל, מחנה אותו בחניון סגור ומאובטח ומחזיר אותו אליכם באותו מקום כשאתם נוחתים."
      actions={[{ to: "/booking", label: "להזמנת חניה" }, { to: "/contact", label: "צרו קשר" }]}
    />
  );
}
