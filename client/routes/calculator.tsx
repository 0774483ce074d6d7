import type { Route } from "./+types/calculator";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.calculator);

export default function CalculatorPage() {
  return (
    <PageIntro
      title="מחשבון מחיר חניה"
      lead="חניה פתוחה עד 5 ימים: 350 ₪. חניה מקורה עד 5 ימים: 500 ₪. כל יום נוסף: 50 ₪."
      actions={[{ to: "/booking", label: "להזמנת חניה" }]}
    />
  );
}
