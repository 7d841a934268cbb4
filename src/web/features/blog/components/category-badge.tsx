import { cn } from "../../../lib/utils";
import type { ArticleCategory } from "../article";

// Each category keeps one colour across badges and cover images (public/blog/*.svg), so a reader
// can scan the list by topic. Text colours meet WCAG AA contrast on their backgrounds.
const CATEGORY_STYLES: Record<ArticleCategory, string> = {
  Internships: "bg-blue-100 text-blue-900",
  Skills: "bg-emerald-100 text-emerald-900",
  Careers: "bg-violet-100 text-violet-900",
  Assessments: "bg-amber-100 text-amber-900",
  Interviews: "bg-rose-100 text-rose-900",
  Networking: "bg-cyan-100 text-cyan-900",
  Applications: "bg-slate-200 text-slate-900",
};

export function CategoryBadge({ category, className }: { category: ArticleCategory; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        CATEGORY_STYLES[category],
        className,
      )}
    >
      {category}
    </span>
  );
}
