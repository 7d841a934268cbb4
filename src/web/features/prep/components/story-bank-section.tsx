import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { STORY_COMPETENCIES, type StoryCompetency } from "../../../../shared/schemas/prep";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { EmptyState, Notice } from "../../../components/ui/notice";
import { toast } from "../../../lib/toast";
import { deleteStory, PREP_KEY, type Story, storiesQuery } from "../api";
import { StoryCard } from "./story-card";
import { StoryFormDialog } from "./story-form-dialog";

// The member's STAR stories: add, edit, delete after confirming, and filter by competency. Only the
// member sees them; the server answers 404 for anyone else's.

type Editing = { story: Story | null } | null;

function DeleteStoryDialog({ story, onClose }: { story: Story | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: Story) => deleteStory(target.id),
    onSuccess: (_, target) => {
      toast.success("Story deleted", { description: target.title });
      onClose();
      return queryClient.invalidateQueries({ queryKey: [...PREP_KEY, "stories"] });
    },
    onError: (error) => toast.error("Could not delete the story", { description: error.message }),
  });
  return (
    <Dialog
      open={story !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this story?"
      description={
        story ? `“${story.title}” will be removed from your story bank. This cannot be undone.` : undefined
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => story && remove.mutate(story)}>
          {remove.isPending ? "Deleting…" : "Delete story"}
        </Button>
      </div>
    </Dialog>
  );
}

export function StoryBankSection() {
  const query = useQuery(storiesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Story | null>(null);
  const [competency, setCompetency] = useState<StoryCompetency | "">("");
  const data = query.data;
  const full = data ? data.limit.used >= data.limit.max : false;
  const shown = data?.stories.filter((story) => !competency || story.competencies.includes(competency)) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">
          Keep the stories you will tell in interviews, written in STAR form, and note where you have used
          each. Only you can see them.
        </p>
        <Button onClick={() => setEditing({ story: null })} disabled={!data || full}>
          <Plus aria-hidden className="size-4" />
          Add story
        </Button>
      </div>
      {query.isPending && <p className="text-sm text-slate-600">Loading your stories…</p>}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load your story bank.")}
        </LoadError>
      )}
      {full && data && (
        <Notice tone="info">
          Your story bank is full ({data.limit.max} stories). Delete one you no longer use to add another.
        </Notice>
      )}
      {data && data.stories.length === 0 && (
        <EmptyState
          title="No stories yet."
          hint="Add your first: a time you led, worked in a team, recovered from a setback or solved a problem. Six to eight stories cover most interviews."
        />
      )}
      {data && data.stories.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              {data.limit.used === 1 ? "1 story" : `${data.limit.used} stories`} of {data.limit.max}
              {competency && ` · ${shown.length} showing`}
            </p>
            <div className="flex items-center gap-2">
              <Label htmlFor="story-filter" className="font-normal text-slate-600">
                Show
              </Label>
              <NativeSelect
                id="story-filter"
                className="h-9 w-auto"
                value={competency}
                onChange={(event) => setCompetency(event.target.value as StoryCompetency | "")}
              >
                <option value="">All competencies</option>
                {STORY_COMPETENCIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {shown.length === 0 ? (
            <EmptyState
              title="No story shows this competency yet."
              hint="Edit a story to add it, or choose All competencies."
            />
          ) : (
            <ul className="space-y-3">
              {shown.map((story) => (
                <StoryCard
                  key={story.id}
                  story={story}
                  onEdit={() => setEditing({ story })}
                  onDelete={() => setDeleting(story)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <StoryFormDialog
        story={editing?.story ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteStoryDialog story={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
