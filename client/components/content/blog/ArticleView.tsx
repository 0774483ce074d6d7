import { Link } from "react-router";
import type { Article, ArticleSummary } from "~/content/blog/types.ts";
import { BLOG_PAGE as COPY } from "~/content/blog-page.ts";
import { hebrewDate } from "~/lib/hebrew-date.ts";
import { JsonLd } from "~/components/content/JsonLd.tsx";
import { articleJsonLd, breadcrumbJsonLd } from "~/components/content/structured-data.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { ArticleCard } from "./ArticleCard.tsx";
import { PROSE_CLASSES } from "./prose.ts";

/** One article: breadcrumbs, header, cover, the HTML body, a booking box and more to read. */
export function ArticleView({ article, related }: { article: Article; related: ArticleSummary[] }) {
  const baseUrl = usePublicConfig()?.baseUrl ?? "";
  const trail = [
    { name: COPY.home, path: "/" },
    { name: COPY.blog, path: "/blog" },
    { name: article.title, path: `/blog/${article.slug}` },
  ];
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-8">
        <nav aria-label={COPY.breadcrumbsLabel} className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/" className="hover:text-brand-800 hover:underline">
                {COPY.home}
              </Link>
            </li>
            <li aria-hidden="true">‹</li>
            <li>
              <Link to="/blog" className="hover:text-brand-800 hover:underline">
                {COPY.blog}
              </Link>
            </li>
            <li aria-hidden="true">‹</li>
            <li aria-current="page" className="text-slate-800">
              {article.title}
            </li>
          </ol>
        </nav>
        <header className="mt-6">
          <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-brand-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-xl leading-8 text-slate-700">{article.description}</p>
          <p className="mt-4 text-sm text-slate-600">
            <time dateTime={article.datePublished}>{hebrewDate(article.datePublished)}</time>
            {` · ${COPY.readingMinutes(article.readingTimeMinutes)} · ${article.author}`}
          </p>
        </header>
        <img
          src={article.coverImage.src}
          width={article.coverImage.width}
          height={article.coverImage.height}
          alt={article.coverImage.alt}
          fetchPriority="high"
          decoding="async"
          className="mt-8 h-auto w-full rounded-2xl bg-brand-50"
        />
        {/* The article's body is HTML written with the site (client/content/blog), never a visitor's. */}
        <div className={`mt-8 ${PROSE_CLASSES}`} dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
        <aside aria-labelledby="article-cta" className="mt-12 rounded-2xl bg-brand-900 p-8 text-center text-white">
          <h2 id="article-cta" className="text-2xl font-bold">
            {COPY.ctaTitle}
          </h2>
          <p className="mt-3 text-brand-100">{COPY.ctaText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/booking" className="inline-flex min-h-12 items-center rounded-lg bg-white px-6 py-3 font-bold text-brand-900 hover:bg-brand-50">
              {COPY.ctaBook}
            </Link>
            <Link to="/calculator" className="inline-flex min-h-12 items-center rounded-lg px-6 py-3 font-semibold ring-2 ring-white/70 hover:bg-white/10">
              {COPY.ctaCalculator}
            </Link>
          </div>
        </aside>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="mx-auto mt-16 max-w-6xl px-4">
          <h2 id="related-articles" className="text-2xl font-bold text-brand-900">
            {COPY.relatedTitle}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug} className="flex">
                <ArticleCard article={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={articleJsonLd(article, baseUrl)} />
      <JsonLd data={breadcrumbJsonLd(trail, baseUrl)} />
    </>
  );
}
