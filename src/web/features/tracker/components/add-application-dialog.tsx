import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { ROLE_TYPES } from "../../../../shared/onboarding-choices";
import { applicationCreateSchema, TRACKER_STAGES } from "../../../../shared/schemas/tracker";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Notice } from "../../../components/ui/notice";
import { showFormError } from "../../../components/ui/query-state";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { createApplication, firmSuggestionsQuery, TRACKER_KEY } from "../api";

// Add application: by hand, on every plan. Firm names are suggested from the firms the product knows and
// the member's own; at the free limit the upgrade prompt shows and the form keeps what was typed. An
// application already tracked (same link, or same firm and role) is named, and added again only when the
// member confirms it is a separate one.

type Values = z.input<typeof applicationCreateSchema>;
const EMPTY: Values = {
  firm_name: "",
  role_title: "",
  programme_type: null,
  location: "",
  url: "",
  deadline: null,
  rolling: false,
  stage: "saved",
  notes: "",
  allow_duplicate: false,
};
const FIELDS = [
  "firm_name",
  "role_title",
  "programme_type",
  "location",
  "url",
  "deadline",
  "stage",
  "notes",
] as const;

/**
 * The dialog itself, opened by the button the screen shows (header-dialogs.tsx): this module, with its
 * form library and schema, loads when the member first asks for it. It stays mounted afterwards, so
 * what was typed is kept when the dialog closes.
 */
export function AddApplicationDialog({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const [limitReached, setLimitReached] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(applicationCreateSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const firm = form.watch("firm_name") ?? "";
  const rolling = form.watch("rolling");
  const suggestions = useQuery({
    ...firmSuggestionsQuery(firm.trim()),
    enabled: open && firm.trim().length > 0,
  });
  // What the warning was about changed: it no longer applies.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name === "firm_name" || name === "role_title" || name === "url") setDuplicate(null);
    });
    return () => watching.unsubscribe();
  }, [form]);
  const create = useMutation({
    mutationFn: createApplication,
    onSuccess: (result) => {
      if ("existing" in result) {
        setDuplicate(result);
        return;
      }
      const { application } = result;
      setDuplicate(null);
      toast.success("Application added", {
        description: `${application.firm_name}: ${application.role_title}`,
      });
      form.reset(EMPTY);
      setLimitReached(null);
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "free_limit_reached") {
        setLimitReached(error.message);
        toast.error("Your tracker is full", {
          description: error.message,
          action: { label: "See Premium", onClick: () => navigate("/app/billing") },
        });
        return;
      }
      showFormError(form, FIELDS, error, "Could not add the application");
    },
  });
  const submit = (allowDuplicate: boolean) =>
    form.handleSubmit((values) =>
      create.mutate({
        ...values,
        deadline: values.rolling ? null : values.deadline || null,
        allow_duplicate: allowDuplicate,
      }),
    );
  const onSubmit = submit(false);
  const field = (name: (typeof FIELDS)[number]) => fieldProps(`add-${name}`, errors[name]?.message);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setDuplicate(null);
      }}
      title="Add application"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {limitReached && (
          <Notice tone="error">
            {limitReached} What you typed is kept here.{" "}
            <Link to="/app/billing" className="font-medium underline">
              See Premium
            </Link>
          </Notice>
        )}
        <FormField id="add-firm_name" label="Firm" error={errors.firm_name?.message}>
          <Input
            {...field("firm_name")}
            {...form.register("firm_name")}
            list="add-firm-suggestions"
            autoComplete="off"
          />
          <datalist id="add-firm-suggestions">
            {suggestions.data?.firms.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </FormField>
        <FormField id="add-role_title" label="Role title" error={errors.role_title?.message}>
          <Input {...field("role_title")} {...form.register("role_title")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="add-programme_type" label="Programme type" error={errors.programme_type?.message}>
            <NativeSelect
              {...field("programme_type")}
              {...form.register("programme_type", { setValueAs: (v) => v || null })}
            >
              <option value="">Not set</option>
              {ROLE_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="add-location" label="Location" error={errors.location?.message}>
            <Input {...field("location")} {...form.register("location")} />
          </FormField>
        </div>
        <FormField id="add-url" label="Link" error={errors.url?.message}>
          <Input
            {...field("url")}
            {...form.register("url")}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="add-deadline" label="Deadline" error={errors.deadline?.message}>
            <Input
              {...field("deadline")}
              {...form.register("deadline", { setValueAs: (v) => v || null })}
              type="date"
              disabled={rolling}
            />
          </FormField>
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4" {...form.register("rolling")} />
            Rolling
          </label>
        </div>
        <FormField id="add-stage" label="Stage" error={errors.stage?.message}>
          <NativeSelect {...field("stage")} {...form.register("stage")}>
            {TRACKER_STAGES.map((stage) => (
              <option key={stage.value} value={stage.value}>
                {stage.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="add-notes" label="Notes" error={errors.notes?.message}>
          <Textarea {...field("notes")} {...form.register("notes")} rows={3} />
        </FormField>
        {duplicate && (
          <DuplicateWarning
            duplicate={duplicate}
            adding={create.isPending}
            onAddAnyway={() => submit(true)()}
            onOpenExisting={() => setOpen(false)}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setOpen(false);
              setDuplicate(null);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Adding..." : "Add application"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export type Duplicate = Extract<Awaited<ReturnType<typeof createApplication>>, { existing: unknown }>;

/**
 * The application already tracked, and the choice: open it, or add this one as well. Focus moves here
 * so a keyboard or screen-reader user meets the question before anything else.
 */
export function DuplicateWarning({
  duplicate,
  adding,
  onAddAnyway,
  onOpenExisting,
}: {
  duplicate: Duplicate;
  adding: boolean;
  onAddAnyway: () => void;
  onOpenExisting: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new warning (another application) takes focus again
  useEffect(() => box.current?.focus(), [duplicate.existing.id]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
    >
      <p className="font-medium">Already in your tracker</p>
      <p>{duplicate.message}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" onClick={onAddAnyway} disabled={adding}>
          {adding ? "Adding..." : "Add it anyway"}
        </Button>
        <Link
          to={`/app/tracker/${duplicate.existing.id}`}
          onClick={onOpenExisting}
          className="font-medium underline underline-offset-4"
        >
          Open {duplicate.existing.firm_name}: {duplicate.existing.role_title}
        </Link>
      </div>
    </div>
  );
}
