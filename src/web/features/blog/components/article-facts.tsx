import { CalendarDays, Clock } from "lucide-react";
import type { ArticleSummary } from "../article";
import { formatArticleDate } from "../article-date";

// Date and read time, shown on cards and article pages alike (spec 000 §2.1, §3).
export function ArticleFacts({ article }: { article: Pick<ArticleSummary, "date" | "readMinutes"> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4" />
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {article.readMinutes} min read
      </span>
    </p>
  );
}
