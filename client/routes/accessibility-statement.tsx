import type { Route } from "./+types/accessibility-statement";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.accessibility);

export default function AccessibilityStatementPage() {
  return (
    <PageIntro
      title="הצהרת נגישות"
      lead="נתקלתם בקושי בגלישה באתר? פנו אלינו בטלפון או בדוא״ל ונשמח לעזור ולתקן."
      actions={[{ to: "/contact", label: "לפרטי ההתקשרות" }]}
    />
  );
}
