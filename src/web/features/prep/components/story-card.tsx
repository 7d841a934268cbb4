import { Pencil, Trash2 } from "lucide-react";
import { competencyLabel } from "../../../../shared/schemas/prep";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import type { Story } from "../api";

const PARTS = [
  ["situation", "Situation"],
  ["task", "Task"],
  ["action", "Action"],
  ["result", "Result"],
] as const;
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** One STAR story as the member wrote it, with Edit and Delete. */
export function StoryCard({
  story,
  onEdit,
  onDelete,
}: {
  story: Story;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const written = PARTS.filter(([part]) => story[part]);
  const headingId = `story-${story.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold break-words text-slate-900">
              {story.title}
            </h3>
            <p className="text-xs text-slate-500">Updated {DATE.format(new Date(story.updatedAt))}</p>
          </div>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={onEdit}>
              <Pencil aria-hidden className="size-4" />
              Edit<span className="sr-only"> {story.title}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={onDelete}>
              <Trash2 aria-hidden className="size-4" />
              Delete<span className="sr-only"> {story.title}</span>
            </Button>
          </div>
        </div>
        {(story.competencies.length > 0 || story.tags.length > 0) && (
          <ul aria-label="Competencies and tags" className="flex flex-wrap gap-1.5">
            {story.competencies.map((competency) => (
              <li key={competency}>
                <Badge tone="blue">{competencyLabel(competency)}</Badge>
              </li>
            ))}
            {story.tags.map((tag) => (
              <li key={`tag-${tag}`}>
                <Badge tone="grey">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        {written.length > 0 ? (
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[6rem_1fr]">
            {written.map(([part, label]) => (
              <div key={part} className="contents">
                <dt className="font-medium text-slate-900">{label}</dt>
                <dd className="break-words whitespace-pre-line text-slate-700">{story[part]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-600">
            Not written yet: add the Situation, Task, Action and Result.
          </p>
        )}
        {story.usedIn && (
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-900">Used in:</span> {story.usedIn}
          </p>
        )}
      </article>
    </li>
  );
}
