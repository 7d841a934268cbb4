import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SECTORS } from "../../../../../shared/job-labels";
import {
  type BoardProvider,
  PROVIDER_LABELS,
  PROVIDER_TOKEN_HINTS,
  recogniseCareersUrl,
} from "../../../../../shared/job-source-providers";
import {
  BOARD_KINDS,
  JOB_SOURCE_MESSAGES,
  jobSourceCreateSchema,
} from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { NativeSelect } from "../../../../components/ui/native-select";
import { showFormError } from "../../../../components/ui/query-state";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { addJobSource, jobSourceKeys, previewJobSource } from "../api";
import { JobSourcePreviewPanel } from "./job-source-preview";

type FormInput = z.input<typeof jobSourceCreateSchema>;
type FormOutput = z.output<typeof jobSourceCreateSchema>;
const FIELDS = ["firm_name", "kind", "token", "sector", "careers_url"] as const;
const blank: FormInput = {
  firm_name: "",
  kind: "workday",
  token: "",
  sector: "investment_banking",
  careers_url: "",
};

/**
 * A firm's careers board: pasted as the careers site's address (the provider and identifiers are
 * recognised from it) or chosen and typed. Preview reads the board as the pass would, before it is
 * saved; the next pass (or Run now) then reads its roles.
 */
export function JobSourceForm() {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(jobSourceCreateSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const kind = (form.watch("kind") ?? "workday") as BoardProvider;
  const token = form.watch("token") ?? "";
  const preview = useMutation({ mutationFn: previewJobSource });
  const previewed = preview.data;
  const previewIsCurrent = previewed && previewed.kind === kind && previewed.token === token.trim();
  const add = useMutation({
    mutationFn: addJobSource,
    onSuccess: (source) => {
      form.reset(blank);
      preview.reset();
      toast.success(`${source.firm}'s ${PROVIDER_LABELS[source.kind as BoardProvider] ?? ""} source added.`, {
        description: "Its roles are read at the next pass; press Run now to read them straight away.",
      });
      return refreshAfterChange(queryClient, jobSourceKeys.list);
    },
    onError: (error) => showFormError(form, FIELDS, error, "Could not add the job source"),
  });
  const busy = add.isPending || preview.isPending;

  /** A pasted careers address fills in the provider and identifiers it names. */
  const recognise = (address: string) => {
    if (!address.trim()) return;
    const found = recogniseCareersUrl(address);
    if (!found) {
      form.setError("careers_url", { message: JOB_SOURCE_MESSAGES.careersUrl });
      return;
    }
    form.clearErrors(["careers_url", "token", "kind"]);
    form.setValue("kind", found.kind);
    form.setValue("token", found.token);
  };

  // The checked values go back into the fields: an address typed and submitted with Enter (no blur, no
  // paste) shows the provider and identifiers it was read as, and the preview belongs to them.
  const runPreview = form.handleSubmit(({ kind: k, token: t }) => {
    form.setValue("kind", k);
    form.setValue("token", t);
    preview.mutate({ kind: k, token: t });
  });
  const save = form.handleSubmit((values) =>
    add.mutate({
      firm_name: values.firm_name,
      kind: values.kind,
      token: values.token,
      sector: values.sector,
    }),
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (previewIsCurrent) void save();
        else void runPreview();
      }}
      noValidate
      className="space-y-4"
    >
      <FormField
        id="source-careers-url"
        label="Careers site address"
        error={errors.careers_url?.message}
        hint="Paste the address of the firm's careers page or of one of its roles; the provider and identifiers are filled in."
      >
        <Input
          {...fieldProps("source-careers-url", errors.careers_url?.message)}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://examplebank.wd3.myworkdayjobs.com/en-US/Campus"
          disabled={busy}
          {...form.register("careers_url", { onBlur: (event) => recognise(event.target.value) })}
          onPaste={(event) => recognise(event.clipboardData.getData("text"))}
        />
      </FormField>
      {/* Workday identifiers are a whole host and two names: their field gets the widest column. */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)_minmax(0,1.2fr)]">
        <FormField id="source-firm" label="Firm" error={errors.firm_name?.message}>
          <Input
            {...fieldProps("source-firm", errors.firm_name?.message)}
            autoComplete="off"
            disabled={busy}
            {...form.register("firm_name")}
          />
        </FormField>
        <FormField id="source-kind" label="Provider" error={errors.kind?.message}>
          <NativeSelect
            {...fieldProps("source-kind", errors.kind?.message)}
            disabled={busy}
            {...form.register("kind")}
          >
            {BOARD_KINDS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="source-token"
          label="Identifiers"
          error={errors.token?.message}
          hint={PROVIDER_TOKEN_HINTS[kind]}
        >
          <Input
            {...fieldProps("source-token", errors.token?.message)}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            disabled={busy}
            {...form.register("token")}
          />
        </FormField>
        <FormField id="source-sector" label="Sector" error={errors.sector?.message}>
          <NativeSelect
            {...fieldProps("source-sector", errors.sector?.message)}
            disabled={busy}
            {...form.register("sector")}
          >
            {SECTORS.map((sector) => (
              <option key={sector.value} value={sector.value}>
                {sector.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {preview.isError && (
        <p role="alert" className="text-sm text-red-700">
          Could not preview the board: {preview.error.message}. Try again in a few minutes.
        </p>
      )}
      {previewIsCurrent && <JobSourcePreviewPanel preview={previewed} />}
      <div className="flex flex-wrap gap-2">
        {/* The step that comes next is the form's submit button, so Enter in any field takes it:
            Preview until the board shown is the one in the fields, then Add source. */}
        <Button
          type={previewIsCurrent ? "button" : "submit"}
          variant={previewIsCurrent ? "secondary" : "primary"}
          disabled={busy}
          onClick={previewIsCurrent ? () => void runPreview() : undefined}
        >
          {preview.isPending ? "Reading the board..." : "Preview"}
        </Button>
        <Button type={previewIsCurrent ? "submit" : "button"} disabled={busy || !previewIsCurrent}>
          {add.isPending
            ? "Adding..."
            : previewed && !previewed.ok && previewIsCurrent
              ? "Add source anyway"
              : "Add source"}
        </Button>
      </div>
      {!previewIsCurrent && (
        <p className="text-sm text-slate-600">Preview the board to see its roles before adding it.</p>
      )}
    </form>
  );
}
