import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { PAGES } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

// Articles are looked up case-insensitively by slug; an unknown slug is a 404.
export function loader({ params }: Route.LoaderArgs) {
  return data({ slug: params.slug.toLowerCase() }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...PAGES.articleNotFound, path: null }, { noindex: true });

export default function BlogPostPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">המאמר לא נמצא</h1>
      <p className="mt-4 text-lg text-slate-700">ייתכן שהקישור שגוי או שהמאמר הוסר.</p>
      <Link to="/blog" className="mt-8 inline-block rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900">
        חזרה לבלוג
      </Link>
    </section>
  );
}
