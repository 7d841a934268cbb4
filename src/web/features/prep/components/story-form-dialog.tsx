import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { STORY_COMPETENCIES, STORY_LIMITS, storyCreateSchema } from "../../../../shared/schemas/prep";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { showFormError } from "../../../components/ui/query-state";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../lib/toast";
import { createStory, PREP_KEY, type Story, updateStory } from "../api";

// Add or edit a STAR story. The form checks with the schema the server uses, so the messages match.

type FormInput = z.input<typeof storyCreateSchema>;
type FormOutput = z.output<typeof storyCreateSchema>;
type StarPart = "situation" | "task" | "action" | "result";

const FIELDS: readonly (keyof FormInput)[] = [
  "title",
  "situation",
  "task",
  "action",
  "result",
  "competencies",
  "tags",
  "usedIn",
];

const STAR_PARTS: { name: StarPart; label: string; hint: string }[] = [
  { name: "situation", label: "Situation", hint: "The context in a sentence or two: where, when, who." },
  { name: "task", label: "Task", hint: "What you were responsible for, or the problem to solve." },
  { name: "action", label: "Action", hint: "What you did, step by step, and why. Say “I”, not “we”." },
  {
    name: "result",
    label: "Result",
    hint: "The outcome, with a number if there is one, and what you learned.",
  },
];

const valuesOf = (story: Story | null): FormInput => ({
  title: story?.title ?? "",
  situation: story?.situation ?? "",
  task: story?.task ?? "",
  action: story?.action ?? "",
  result: story?.result ?? "",
  competencies: story?.competencies ?? [],
  tags: story?.tags.join(", ") ?? "",
  usedIn: story?.usedIn ?? "",
});

export function StoryFormDialog({
  story,
  open,
  onOpenChange,
}: {
  /** The story to edit; null adds a new one. */
  story: Story | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={story ? "Edit story" : "Add story"}
      description="Situation, Task, Action, Result. Only the title is needed now; fill in the rest as you go."
      className="max-w-2xl"
    >
      {/* Mounted afresh each time, so it opens with the story's current values. */}
      {open && <StoryForm story={story} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function StoryForm({ story, onDone }: { story: Story | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(storyCreateSchema),
    defaultValues: valuesOf(story),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: FormOutput) => (story ? updateStory(story.id, values) : createStory(values)),
    onSuccess: ({ story: saved }) => {
      toast.success("Story saved", { description: saved.title });
      onDone();
      return queryClient.invalidateQueries({ queryKey: [...PREP_KEY, "stories"] });
    },
    onError: (error) => showFormError(form, FIELDS, error, "Could not save the story"),
  });
  const busy = save.isPending;
  const competencyError = errors.competencies?.message ?? errors.competencies?.[0]?.message;

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
      <FormField id="story-title" label="Title" error={errors.title?.message}>
        <Input
          {...fieldProps("story-title", errors.title?.message)}
          maxLength={STORY_LIMITS.title}
          placeholder="e.g. Turning round the investment society"
          disabled={busy}
          {...form.register("title")}
        />
      </FormField>
      {STAR_PARTS.map((part) => (
        <FormField
          key={part.name}
          id={`story-${part.name}`}
          label={part.label}
          hint={part.hint}
          error={errors[part.name]?.message}
        >
          <Textarea
            {...fieldProps(`story-${part.name}`, errors[part.name]?.message)}
            rows={part.name === "action" ? 5 : 3}
            maxLength={STORY_LIMITS.part}
            disabled={busy}
            {...form.register(part.name)}
          />
        </FormField>
      ))}
      <Controller
        control={form.control}
        name="competencies"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          return (
            <fieldset
              className="space-y-2"
              aria-describedby={competencyError ? "story-competencies-error" : undefined}
            >
              <legend className="text-sm font-medium text-slate-900">Competencies</legend>
              <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
                {STORY_COMPETENCIES.map((competency) => (
                  <label key={competency.value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={chosen.has(competency.value)}
                      disabled={busy}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(competency.value);
                        else next.delete(competency.value);
                        field.onChange(STORY_COMPETENCIES.map((c) => c.value).filter((v) => next.has(v)));
                      }}
                    />
                    {competency.label}
                  </label>
                ))}
              </div>
              {competencyError && (
                <p id="story-competencies-error" role="alert" className="text-sm text-red-600">
                  {competencyError}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <FormField
        id="story-tags"
        label="Other tags"
        hint="Your own words, separated by commas, e.g. society, internship."
        error={errors.tags?.message}
      >
        <Input
          {...fieldProps("story-tags", errors.tags?.message)}
          disabled={busy}
          {...form.register("tags")}
        />
      </FormField>
      <FormField
        id="story-used-in"
        label="Used in"
        hint="Where you have told it, so you can vary your stories between rounds."
        error={errors.usedIn?.message}
      >
        <Input
          {...fieldProps("story-used-in", errors.usedIn?.message)}
          maxLength={STORY_LIMITS.usedIn}
          placeholder="e.g. Barclays first round, March"
          disabled={busy}
          {...form.register("usedIn")}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button type="button" variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save story"}
        </Button>
      </div>
    </form>
  );
}
