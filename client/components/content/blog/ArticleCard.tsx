import { Link } from "react-router";
import type { ArticleSummary } from "~/content/blog/types.ts";
import { BLOG_PAGE } from "~/content/blog-page.ts";
import { hebrewDate } from "~/lib/hebrew-date.ts";

/** A blog entry: cover, title, description, Hebrew date and reading minutes (product.md §2 /blog). */
export function ArticleCard({ article, headingLevel = 2, eager = false }: { article: ArticleSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <img
        src={article.coverImage.src}
        width={article.coverImage.width}
        height={article.coverImage.height}
        alt={article.coverImage.alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[40/21] h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold leading-snug text-slate-900">
          <Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-800">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{article.description}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={article.datePublished}>{hebrewDate(article.datePublished)}</time>
          {` · ${BLOG_PAGE.readingMinutes(article.readingTimeMinutes)}`}
        </p>
      </div>
    </article>
  );
}
