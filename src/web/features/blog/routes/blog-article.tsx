import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { absoluteUrl } from "../../../../shared/site";
import { pageMeta } from "../../../lib/seo";
import { articleSummary, findArticle } from "../article-list";
import { articlePath } from "../article-path";
import { ArticleBody } from "../components/article-body";
import { ArticleFacts } from "../components/article-facts";
import { CategoryBadge } from "../components/category-badge";
import { ShareLinks } from "../components/share-links";
import type { Route } from "./+types/blog-article";

// The loader runs when the page is prerendered (ssr:false), so the browser receives this one article
// with the page instead of a bundle of all nine (Lighthouse). An id that was not prerendered
// has no page and no data file: the error boundary below says the article is not found.
export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.id);
  if (!article) throw data(null, { status: 404 });
  return { article: { ...articleSummary(article), body: article.body } };
}

// links() receives no params, so the canonical link of this dynamic route is a meta link descriptor.
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) {
    return [{ title: "Article not found · Finance Careers" }, { name: "robots", content: "noindex" }];
  }
  const { article } = loaderData;
  const path = articlePath(article.id);
  return [
    ...pageMeta({ path, title: article.title, description: article.excerpt, type: "article" }),
    { property: "article:published_time", content: article.date },
    { property: "article:section", content: article.category },
    { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
  ];
}

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to all articles
    </Link>
  );
}

function ArticleMissing({ notFound }: { notFound: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {notFound ? "Article not found" : "This article could not be loaded"}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? "This article does not exist or has moved. Browse all our guides instead."
          : "Check your connection and reload the page, or browse all our guides instead."}
      </p>
      <div className="mt-6">
        <BackToBlog />
      </div>
    </div>
  );
}

function isMissingArticle(error: unknown): boolean {
  // Followed from a link: the data file of a path that was not prerendered answers 404.
  if (isRouteErrorResponse(error)) return error.status === 404;
  // Opened directly: the SPA page carries no data for this route, and React Router says so.
  return error instanceof Error && error.message.startsWith("No result found for routeId");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArticleMissing notFound={isMissingArticle(error)} />;
}

// spec 000 §2.1: badge, read time, title, author, date, image, body, back link and share block.
export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <BackToBlog />
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge category={article.category} />
        </div>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 font-medium text-slate-800">By {article.author}</p>
        <div className="mt-2">
          <ArticleFacts article={article} />
        </div>
      </header>
      <img
        src={article.image}
        alt=""
        width={1200}
        height={630}
        fetchPriority="high"
        className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover"
      />
      <div className="mt-4">
        <ArticleBody body={article.body} />
      </div>
      <ShareLinks url={absoluteUrl(articlePath(article.id))} title={article.title} />
      <div className="mt-10">
        <BackToBlog />
      </div>
    </article>
  );
}
