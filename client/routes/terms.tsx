import type { Route } from "./+types/terms";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.terms);

export default function TermsPage() {
  return (
    <PageIntro
      title="תקנון ותנאי שימוש"
      lead="לשאלות על תנאי השירות, הביטול והתשלום פנו אלינו בטלפון או בדוא״ל לפני ביצוע ההזמנה."
      actions={[{ to: "/contact", label: "לפרטי ההתקשרות" }]}
    />
  );
}
