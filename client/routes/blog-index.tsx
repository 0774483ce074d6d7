import type { Route } from "./+types/blog-index";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.blog);

export default function BlogIndexPage() {
  return (
    <PageIntro
      title="בלוג ומדריכים"
      lead="כאן יתפרסמו המדריכים שלנו לחניה ולנסיעה דרך נתב״ג."
      actions={[{ to: "/booking", label: "להזמנת חניה" }]}
    />
  );
}
