import type { Route } from "./+types/blog-index";
import { PageIntro } from "~/components/PageIntro.tsx";
import { ArticleCard } from "~/components/content/blog/ArticleCard.tsx";
import { articleSummaries } from "~/content/blog/index.ts";
import { BLOG_PAGE } from "~/content/blog-page.ts";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.blog);

// Article data stays on the server: the list travels as loader data, not in a bundle.
export function loader() {
  return { articles: articleSummaries() };
}

export default function BlogIndexPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={BLOG_PAGE.title} lead={BLOG_PAGE.lead} />
      <div className="mx-auto max-w-6xl px-4">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article, index) => (
            <li key={article.slug} className="flex">
              <ArticleCard article={article} eager={index < 3} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
