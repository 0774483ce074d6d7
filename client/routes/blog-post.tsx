import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { BRAND_NAME } from "@shared/brand.ts";
import { messages } from "@shared/messages/index.ts";
import { ArticleView } from "~/components/content/blog/ArticleView.tsx";
import { ARTICLES, findArticle, summaryOf } from "~/content/blog/index.ts";
import { BLOG_PAGE } from "~/content/blog-page.ts";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";
import { PrimaryLink } from "~/components/PrimaryButton.tsx";

// Slugs match whatever their case; an unknown slug is a real 404 (product.md §2).
export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) return data({ article: null, related: [] }, { status: 404 });
  const related = ARTICLES.filter((other) => other.slug !== article.slug)
    .slice(0, 3)
    .map(summaryOf);
  return { article, related };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const article = loaderData?.article;
  if (!article) return pageMeta(matches, { ...PAGES.articleNotFound, path: null }, { noindex: true });
  return pageMeta(
    matches,
    { path: `/blog/${article.slug}`, title: `${article.title} | ${BRAND_NAME}`, description: article.description },
    {
      type: "article",
      image: { path: article.socialImage, width: article.coverImage.width, height: article.coverImage.height, alt: article.coverImage.alt },
      publishedTime: article.datePublished,
      modifiedTime: article.dateModified,
    },
  );
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.article) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{messages.blog.notFound}</h1>
        <p className="mt-4 text-lg text-slate-700">{BLOG_PAGE.notFoundBody}</p>
        <PrimaryLink to="/blog" className="mt-8 inline-block">
          {messages.blog.backToBlog}
        </PrimaryLink>
      </section>
    );
  }
  return <ArticleView article={loaderData.article} related={loaderData.related} />;
}
