import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { type FigureInput, figureSchema } from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { showFormError } from "../../../../components/ui/query-state";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { type AdminFigure, createFigure, siteContentKeys, updateFigure } from "../api";

const FIELDS = ["label", "value", "source"] as const;

/** Adds a figure, or edits one (its label, value and source) when `figure` is given. */
export function FigureForm({ figure, onDone }: { figure?: AdminFigure; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const idPrefix = figure ? `figure-${figure.key}` : "figure-new";
  const empty = { label: "", value: "", source: "" };
  const form = useForm<FigureInput>({
    resolver: zodResolver(figureSchema),
    defaultValues: figure ? { label: figure.label, value: figure.value, source: figure.source } : empty,
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: FigureInput) => (figure ? updateFigure(figure.key, values) : createFigure(values)),
    onSuccess: (row) => {
      toast.success(`Figure "${row.label}" saved.`, {
        description: "The landing page shows it with its source.",
      });
      if (!figure) form.reset(empty);
      onDone?.();
      return refreshAfterChange(queryClient, siteContentKeys.figures);
    },
    onError: (error) => showFormError(form, FIELDS, error, "Could not save the figure"),
  });
  const busy = save.isPending;
  const field = (name: (typeof FIELDS)[number], label: string, hint?: string) => (
    <FormField id={`${idPrefix}-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Input
        {...fieldProps(`${idPrefix}-${name}`, errors[name]?.message)}
        autoComplete="off"
        disabled={busy}
        {...form.register(name)}
      />
    </FormField>
  );
  return (
    <form
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_10rem]"
    >
      {field("label", "Label", figure ? undefined : "e.g. Offers secured by members")}
      {field("value", "Value", figure ? undefined : "e.g. 120 or 94%")}
      <div className="sm:col-span-2">
        {field("source", "Source", "Where the number comes from; visitors see it beside the figure.")}
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : figure ? "Save figure" : "Add figure"}
        </Button>
        {onDone && (
          <Button type="button" variant="secondary" disabled={busy} onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
