import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundIntro } from "~/components/NotFoundIntro.tsx";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...PAGES.notFound, path: null }, { noindex: true });

export default function NotFoundPage() {
  return <NotFoundIntro />;
}
