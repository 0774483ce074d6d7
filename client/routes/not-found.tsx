import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { PageIntro } from "../components/PageIntro.tsx";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...PAGES.notFound, path: null }, { noindex: true });

export default function NotFoundPage() {
  return (
    <PageIntro
      title="הדף לא נמצא"
      lead="הדף שחיפשתם אינו קיים. אפשר לחזור לדף הבית או להזמין חניה."
      actions={[{ to: "/", label: "לדף הבית" }, { to: "/booking", label: "להזמנת חניה" }]}
    />
  );
}
