import type { Route } from "./+types/vip";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.vip);

export default function VipPage() {
  return (
    <PageIntro
      title="חניית ואלה VIP בנתב״ג"
      lead="מוסרים את הרכב לנציג בטרמינל, טסים, ומקבלים אותו בחזרה באותו מקום כשנוחתים."
      actions={[{ to: "/booking?source=vip#booking-form", label: "להזמנת ואלה VIP" }]}
    />
  );
}
