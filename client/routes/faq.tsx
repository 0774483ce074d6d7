import type { Route } from "./+types/faq";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.faq);

export default function FaqPage() {
  return (
    <PageIntro
      title="שאלות נפוצות"
      lead="יש לכם שאלה על השירות? התקשרו אלינו או שלחו הודעת וואטסאפ ונענה בשמחה."
      actions={[{ to: "/contact", label: "לפרטי ההתקשרות" }]}
    />
  );
}
