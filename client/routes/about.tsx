import type { Route } from "./+types/about";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.about);

export default function AboutPage() {
  return (
    <PageIntro
      title="אודות השירות"
      lead="אנחנו שירות ואלה פרטי בנתב״ג: אוספים את הרכב בטרמינל, מחנים אותו בחניון סגור ומאובטח ומחזירים אותו אליכם עם הנחיתה."
      actions={[{ to: "/booking", label: "להזמנת חניה" }, { to: "/contact", label: "צרו קשר" }]}
    />
  );
}
