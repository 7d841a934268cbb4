import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SECTORS } from "../../../../../shared/jobs";
import { FIRM_LIMITS, firmUpdateSchema } from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { Dialog, DialogClose } from "../../../../components/ui/dialog";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { NativeSelect } from "../../../../components/ui/native-select";
import { showFormError } from "../../../../components/ui/query-state";
import { Textarea } from "../../../../components/ui/textarea";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { type AdminFirm, firmKeys, updateFirm } from "../api";

type FormInput = z.input<typeof firmUpdateSchema>;
type FormOutput = z.output<typeof firmUpdateSchema>;
const FIELDS = ["logo_url", "sector", "website", "description"] as const;

/** The card members see for a firm: its logo, sector, website and description. */
export function FirmEditDialog({ firm, onClose }: { firm: AdminFirm | null; onClose: () => void }) {
  return (
    <Dialog
      open={firm !== null}
      onOpenChange={(open) => !open && onClose()}
      title={firm ? `Edit ${firm.name}` : "Edit firm"}
      description="What members see on this firm's card in the premier firms directory."
    >
      {firm && <FirmForm key={firm.id} firm={firm} onSaved={onClose} />}
    </Dialog>
  );
}

function FirmForm({ firm, onSaved }: { firm: AdminFirm; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(firmUpdateSchema),
    defaultValues: {
      logo_url: firm.logo_url ?? "",
      sector: firm.sector,
      website: firm.website ?? "",
      description: firm.description ?? "",
    },
  });
  const { errors } = form.formState;
  const descriptionLength = (form.watch("description") ?? "").length;
  const save = useMutation({
    mutationFn: (values: FormOutput) => updateFirm(firm.id, values),
    onSuccess: () => {
      toast.success(`${firm.name} saved.`);
      onSaved();
    },
    onError: (error) => showFormError(form, FIELDS, error, `Could not save ${firm.name}`),
    onSettled: () => refreshAfterChange(queryClient, firmKeys.all),
  });
  const busy = save.isPending;
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
      <FormField
        id="firm-logo-url"
        label="Logo URL"
        error={errors.logo_url?.message}
        hint="An https:// link to a square image. Leave empty to show the firm's initials."
      >
        <Input
          {...fieldProps("firm-logo-url", errors.logo_url?.message)}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          disabled={busy}
          {...form.register("logo_url")}
        />
      </FormField>
      <FormField id="firm-sector" label="Sector" error={errors.sector?.message}>
        <NativeSelect
          {...fieldProps("firm-sector", errors.sector?.message)}
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
      <FormField id="firm-website" label="Website" error={errors.website?.message}>
        <Input
          {...fieldProps("firm-website", errors.website?.message)}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          disabled={busy}
          {...form.register("website")}
        />
      </FormField>
      <FormField
        id="firm-description"
        label="Description"
        error={errors.description?.message}
        hint={`Plain text, up to ${FIRM_LIMITS.description} characters (${descriptionLength} used).`}
      >
        <Textarea
          {...fieldProps("firm-description", errors.description?.message)}
          rows={5}
          disabled={busy}
          {...form.register("description")}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
