import { Link } from "react-router";
import type { ArticleSummary } from "../article";
import { articlePath } from "../article-path";
import { ArticleFacts } from "./article-facts";
import { CategoryBadge } from "./category-badge";

// One card on /blog. The title link is stretched over the whole card (after:inset-0) so the card is
// one click target while screen readers hear a single link named by the title.
export function ArticleCard({ article, eagerImage }: { article: ArticleSummary; eagerImage: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <img
        src={article.image}
        alt=""
        width={1200}
        height={630}
        loading={eagerImage ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryBadge category={article.category} className="self-start" />
        <h2 className="text-lg font-semibold leading-snug text-slate-900">
          <Link
            to={articlePath(article.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-brand-700"
          >
            {article.title}
          </Link>
        </h2>
        <p className="flex-1 text-sm text-slate-600">{article.excerpt}</p>
        <ArticleFacts article={article} />
      </div>
    </article>
  );
}
