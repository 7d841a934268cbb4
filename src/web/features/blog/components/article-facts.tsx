import { format, parseISO } from "date-fns";
import { CalendarDays, Clock } from "lucide-react";
import type { Article } from "../article";
import { readTimeMinutes } from "../read-time";

/** Publication date as 'dd MMM yyyy' (for example 01 Sep 2025); ISO dates parse to the same day everywhere. */
export function formatArticleDate(isoDate: string): string {
  return format(parseISO(isoDate), "dd MMM yyyy");
}

// Date and read time, shown on cards and article pages alike (spec 000 §2.1, §3).
export function ArticleFacts({ article }: { article: Article }) {
  const minutes = readTimeMinutes(article.body);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4" />
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {minutes} min read
      </span>
    </p>
  );
}
