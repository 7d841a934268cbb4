import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SECTORS } from "../../../../../shared/jobs";
import { BOARD_KINDS, jobSourceCreateSchema } from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { NativeSelect } from "../../../../components/ui/native-select";
import { showFormError } from "../../../../components/ui/query-state";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { addJobSource, jobSourceKeys } from "../api";

type FormInput = z.input<typeof jobSourceCreateSchema>;
type FormOutput = z.output<typeof jobSourceCreateSchema>;
const FIELDS = ["firm_name", "kind", "token", "sector"] as const;
const blank: FormInput = { firm_name: "", kind: "greenhouse", token: "", sector: "investment_banking" };

/** A firm's Greenhouse board or Lever site; the next pass (or Run now) reads its roles. */
export function JobSourceForm() {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(jobSourceCreateSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const kind = form.watch("kind");
  const add = useMutation({
    mutationFn: addJobSource,
    onSuccess: (source) => {
      form.reset(blank);
      toast.success(`${source.firm}'s board added.`, {
        description: "Press Run now to read it straight away.",
      });
      return refreshAfterChange(queryClient, jobSourceKeys.list);
    },
    onError: (error) => showFormError(form, FIELDS, error, "Could not add the job board"),
  });
  const busy = add.isPending;
  return (
    <form
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      noValidate
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
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
        label="Board token"
        error={errors.token?.message}
        hint={
          kind === "lever"
            ? "The site name in jobs.lever.co/<site>."
            : "The token in boards.greenhouse.io/<token>."
        }
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
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={busy}>
          {busy ? "Adding..." : "Add job board"}
        </Button>
      </div>
    </form>
  );
}
