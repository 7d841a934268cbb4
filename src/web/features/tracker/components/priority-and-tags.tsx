import { useEffect, useId, useState } from "react";
import { APPLICATION_TAGS_MAX, splitTags } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { Detail } from "../api";
import { useUpdateApplication } from "../use-update";
import { PriorityStars, TagChips } from "./priority-stars";

// The application page's priority (1 to 3 stars) and tags, each saved on its own.

export function PriorityAndTags({ application }: { application: Detail }) {
  const id = useId();
  const update = useUpdateApplication(application.id);
  const [text, setText] = useState(application.tags.join(", "));
  useEffect(() => setText(application.tags.join(", ")), [application.tags]);
  const tags = splitTags(text);
  const tooMany = tags.length > APPLICATION_TAGS_MAX;
  const name = `${application.firm_name}: ${application.role_title}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-800">Priority</span>
        <PriorityStars
          value={application.priority}
          label={name}
          disabled={update.isPending}
          onChange={(priority) =>
            update.mutate({
              input: { priority },
              done: priority
                ? `Priority set to ${priority} ${priority === 1 ? "star" : "stars"}`
                : "Priority cleared",
            })
          }
        />
      </div>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooMany) update.mutate({ input: { tags }, done: "Tags saved" });
        }}
      >
        <Label htmlFor={`${id}-tags`}>Tags</Label>
        <p id={`${id}-tags-hint`} className="text-xs text-slate-600">
          Separate tags with commas, e.g. dream firm, needs referral. At most {APPLICATION_TAGS_MAX}.
        </p>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-tags`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-tags-hint${tooMany ? ` ${id}-tags-error` : ""}`}
            aria-invalid={tooMany || undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" disabled={update.isPending || tooMany}>
            Save tags
          </Button>
        </div>
        {tooMany && (
          <p id={`${id}-tags-error`} className="text-sm text-red-700">
            That is {tags.length} tags: keep at most {APPLICATION_TAGS_MAX}.
          </p>
        )}
        <TagChips tags={application.tags} />
      </form>
    </div>
  );
}
