import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  BOARD_PROVIDERS,
  type BoardProvider,
  PROVIDER_LABELS,
  PROVIDER_TOKEN_HINTS,
} from "../../../../../shared/job-source-providers";
import { jobSourceEditSchema } from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { DialogClose } from "../../../../components/ui/dialog-close";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { NativeSelect } from "../../../../components/ui/native-select";
import { showFormError } from "../../../../components/ui/query-state";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import {
  type AdminJobSource,
  deleteJobSource,
  editJobSource,
  jobSourceKeys,
  setJobSourceEnabled,
} from "../api";

export const providerName = (kind: string) =>
  kind === "manual" ? "CSV upload" : (PROVIDER_LABELS[kind as BoardProvider] ?? kind);

/** "Northbank's Ashby source": a firm can have a board and a CSV upload, so the firm alone is ambiguous. */
const sourceName = (source: AdminJobSource) => `${source.firm}'s ${providerName(source.kind)} source`;

type FormInput = z.input<typeof jobSourceEditSchema>;
type FormOutput = z.output<typeof jobSourceEditSchema>;

/** Edit (boards only), Pause or Resume, and Delete for one source; each change is audited. */
export function SourceActions({ source }: { source: AdminJobSource }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => refreshAfterChange(queryClient, jobSourceKeys.list);
  const pause = useMutation({
    mutationFn: () => setJobSourceEnabled(source.id, !source.enabled),
    onSuccess: (saved) =>
      toast.success(saved.enabled ? `${sourceName(source)} resumed.` : `${sourceName(source)} paused.`, {
        description: saved.enabled
          ? "The next pass reads it again."
          : "No pass reads it until you resume it.",
      }),
    onError: (error) => toast.error("Could not change the source", { description: error.message }),
    onSettled: refresh,
  });
  const board = source.kind !== "manual";
  // "contents": the buttons wrap as one row with the table's Run now instead of stacking in a box of their own.
  return (
    <div className="contents">
      {board && (
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Edit<span className="sr-only"> {sourceName(source)}</span>
        </Button>
      )}
      {board && (
        <Button variant="secondary" size="sm" disabled={pause.isPending} onClick={() => pause.mutate()}>
          {source.enabled ? "Pause" : "Resume"}
          <span className="sr-only"> {sourceName(source)}</span>
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
        Delete<span className="sr-only"> {sourceName(source)}</span>
      </Button>
      <Dialog
        open={editing}
        onOpenChange={setEditing}
        title={`Edit ${sourceName(source)}`}
        description="Correct the provider or identifiers. The source is read again at the next pass, or now with Run now."
      >
        {editing && <EditSourceForm source={source} onDone={() => setEditing(false)} />}
      </Dialog>
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${sourceName(source)}?`}
        description="Its open roles close, so members no longer see them; members who saved or track one keep it. The firm stays."
      >
        {deleting && <DeleteSource source={source} onDone={() => setDeleting(false)} />}
      </Dialog>
    </div>
  );
}

function EditSourceForm({ source, onDone }: { source: AdminJobSource; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(jobSourceEditSchema),
    defaultValues: { kind: source.kind as BoardProvider, token: source.token },
  });
  const { errors } = form.formState;
  const kind = form.watch("kind") ?? "greenhouse";
  const save = useMutation({
    mutationFn: (values: FormOutput) => editJobSource(source.id, values),
    onSuccess: () => {
      toast.success(`${sourceName(source)} saved.`, {
        description: "Press Run now to read it straight away.",
      });
      onDone();
    },
    onError: (error) => showFormError(form, ["kind", "token"], error, "Could not save the source"),
    onSettled: () => refreshAfterChange(queryClient, jobSourceKeys.list),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
      <FormField id="edit-source-kind" label="Provider" error={errors.kind?.message}>
        <NativeSelect {...fieldProps("edit-source-kind", errors.kind?.message)} {...form.register("kind")}>
          {BOARD_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDER_LABELS[provider]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="edit-source-token"
        label="Identifiers"
        error={errors.token?.message}
        hint={PROVIDER_TOKEN_HINTS[kind]}
      >
        <Input
          {...fieldProps("edit-source-token", errors.token?.message)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...form.register("token")}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}

function DeleteSource({ source, onDone }: { source: AdminJobSource; onDone: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteJobSource(source.id),
    onSuccess: (result) => {
      toast.success(`${sourceName(source)} deleted.`, {
        description: `${result.roles_closed} open ${result.roles_closed === 1 ? "role" : "roles"} closed.`,
      });
      onDone();
    },
    onError: (error) => toast.error("Could not delete the source", { description: error.message }),
    onSettled: () => refreshAfterChange(queryClient, jobSourceKeys.list),
  });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <DialogClose asChild>
        <Button type="button" variant="secondary" disabled={remove.isPending}>
          Cancel
        </Button>
      </DialogClose>
      <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
        {remove.isPending ? "Deleting..." : "Delete source"}
      </Button>
    </div>
  );
}
