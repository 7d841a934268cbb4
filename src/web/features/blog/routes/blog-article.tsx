import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { absoluteUrl } from "../../../../shared/site";
import { pageMeta } from "../../../lib/seo";
import { articlePath, findArticle } from "../article-list";
import { ArticleBody } from "../components/article-body";
import { ArticleFacts } from "../components/article-facts";
import { CategoryBadge } from "../components/category-badge";
import { ShareLinks } from "../components/share-links";
import type { Route } from "./+types/blog-article";

// links() receives no params, so the canonical link of this dynamic route is a meta link descriptor.
export function meta({ params }: Route.MetaArgs) {
  const article = findArticle(params.id);
  if (!article) {
    return [{ title: "Article not found · Finance Careers" }, { name: "robots", content: "noindex" }];
  }
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

// spec 000 §2.1: badge, read time, title, author, date, image, body, back link and share block.
export default function BlogArticle({ params }: Route.ComponentProps) {
  const article = findArticle(params.id);
  if (!article) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Article not found</h1>
        <p className="mt-3 text-slate-600">
          This article does not exist or has moved. Browse all our guides instead.
        </p>
        <div className="mt-6">
          <BackToBlog />
        </div>
      </div>
    );
  }
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
