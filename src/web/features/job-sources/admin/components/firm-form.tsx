import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SECTORS } from "../../../../../shared/job-labels";
import {
  FIRM_LIMITS,
  type FirmUpdateInput,
  firmCreateSchema,
} from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { DialogClose } from "../../../../components/ui/dialog-close";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { NativeSelect } from "../../../../components/ui/native-select";
import { showFormError } from "../../../../components/ui/query-state";
import { Textarea } from "../../../../components/ui/textarea";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { ApiError } from "../../../../lib/api";
import { toast } from "../../../../lib/toast";
import { type AdminFirm, createFirm, firmKeys, removeFirmLogo, updateFirm, uploadFirmLogo } from "../api";
import { type LogoChoice, LogoPicker } from "./logo-picker";

// Add firm and Edit: the same card fields (name, sector, website, description, logo). Adding checks them
// all; editing sends only what the admin changed, so an untouched empty Logo URL never clears an
// uploaded logo.

type FormInput = z.input<typeof firmCreateSchema>;
type FormOutput = z.output<typeof firmCreateSchema>;
const FIELDS = ["name", "logo_url", "sector", "website", "description"] as const;

export function FirmEditDialog({ firm, onClose }: { firm: AdminFirm | null; onClose: () => void }) {
  return (
    <Dialog
      open={firm !== null}
      onOpenChange={(open) => !open && onClose()}
      title={firm ? `Edit ${firm.name}` : "Edit firm"}
      description="Its name, and what members see on its card in the premier firms directory."
    >
      {firm && <FirmForm key={firm.id} firm={firm} onDone={onClose} />}
    </Dialog>
  );
}

export function FirmCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add firm"
      description="A firm no job source has brought in yet. Its roles can then be uploaded by CSV, and it can be marked premier."
    >
      {open && <FirmForm firm={null} onDone={onClose} />}
    </Dialog>
  );
}

/** The logo step after the firm's fields are saved: an upload, a removal, or nothing. */
async function applyLogo(id: string, choice: LogoChoice) {
  if (choice.kind === "upload") return uploadFirmLogo(id, choice.file);
  if (choice.kind === "remove") return removeFirmLogo(id);
  return null;
}

function FirmForm({ firm, onDone }: { firm: AdminFirm | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<LogoChoice>({ kind: "keep" });
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(firmCreateSchema),
    defaultValues: {
      name: firm?.name ?? "",
      logo_url: firm && !firm.logo_uploaded ? (firm.logo_url ?? "") : "",
      sector: firm?.sector ?? "investment_banking",
      website: firm?.website ?? "",
      description: firm?.description ?? "",
    },
  });
  const { errors, dirtyFields } = form.formState;
  const descriptionLength = (form.watch("description") ?? "").length;
  const save = useMutation({
    mutationFn: async (values: FormOutput) => {
      let saved = firm;
      if (!firm) saved = await createFirm(values);
      else {
        const changed = Object.fromEntries(
          Object.entries(values).filter(([key]) => dirtyFields[key as keyof FormInput]),
        ) as FirmUpdateInput;
        if (Object.keys(changed).length > 0) saved = await updateFirm(firm.id, changed);
      }
      if (!saved) throw new Error("The firm was not saved.");
      try {
        return (await applyLogo(saved.id, logo)) ?? saved;
      } catch (error) {
        // The fields are saved; only the logo needs another try, from Edit.
        if (error instanceof ApiError) setLogoError(error.fields.file ?? error.message);
        throw Object.assign(error as Error, { savedFirm: saved });
      }
    },
    onSuccess: (saved) => {
      toast.success(firm ? `${saved.name} saved.` : `${saved.name} added.`, {
        description: firm
          ? undefined
          : "Upload its roles by CSV, or switch Premier on to show it to members.",
      });
      onDone();
    },
    onError: (error) => {
      const saved = (error as { savedFirm?: AdminFirm }).savedFirm;
      if (saved && !firm) {
        toast.error(`${saved.name} was added, but its logo was not`, {
          description: `${error.message} Choose Edit on ${saved.name} to upload another.`,
        });
        onDone();
        return;
      }
      if (!saved)
        showFormError(form, FIELDS, error, firm ? `Could not save ${firm.name}` : "Could not add the firm");
    },
    onSettled: () => refreshAfterChange(queryClient, firmKeys.all),
  });
  const busy = save.isPending;
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
      <FormField id="firm-name" label="Name" error={errors.name?.message}>
        <Input
          {...fieldProps("firm-name", errors.name?.message)}
          autoComplete="off"
          maxLength={FIRM_LIMITS.name}
          disabled={busy}
          {...form.register("name")}
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
          rows={4}
          disabled={busy}
          {...form.register("description")}
        />
      </FormField>
      <LogoPicker
        firm={firm}
        name={form.watch("name")}
        choice={logo}
        error={logoError}
        disabled={busy}
        onChoose={(choice, problem) => {
          setLogo(choice);
          setLogoError(problem);
        }}
      />
      <FormField
        id="firm-logo-url"
        label="Logo URL"
        error={errors.logo_url?.message}
        hint={
          firm?.logo_uploaded
            ? "An uploaded logo is in use. A link entered here replaces it."
            : "An https:// link to a square image. Leave empty to show the firm's initials."
        }
      >
        <Input
          {...fieldProps("firm-logo-url", errors.logo_url?.message)}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          disabled={busy || logo.kind === "upload"}
          {...form.register("logo_url")}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy || logoError !== null}>
          {busy ? "Saving..." : firm ? "Save" : "Add firm"}
        </Button>
      </div>
    </form>
  );
}
