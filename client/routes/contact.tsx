import type { Route } from "./+types/contact";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.contact);

export default function ContactPage() {
  return (
    <PageIntro
      title="צור קשר"
      lead="שירות הלקוחות זמין בימים א׳–ה׳ בין 9:00 ל-17:00 ובשישי בין 9:00 ל-13:00. הטלפון והדוא״ל מופיעים בתחתית העמוד."
    />
  );
}
