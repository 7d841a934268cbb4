import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addDays, endOfDay } from "date-fns";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { createLicenseSchema } from "../../../../../shared/schemas/admin";
import { Button } from "../../../../components/ui/button";
import { CopyButton } from "../../../../components/ui/copy-button";
import { DatePicker } from "../../../../components/ui/date-picker";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { Notice } from "../../../../components/ui/notice";
import { adminKeys, refreshAfterChange } from "../../../../lib/admin-keys";
import { ApiError } from "../../../../lib/api";
import { toast } from "../../../../lib/toast";
import { type AdminLicense, generateLicense, LICENSE_MESSAGES } from "../api";

// 001 §9: 50 uses, 30 days ahead. The code expires at the end of the chosen day, in the admin's time.
const DEFAULT_MAX_USES = 50;
const DEFAULT_DAYS = 30;

type LicenseInput = z.input<typeof createLicenseSchema>;
type LicenseOutput = z.output<typeof createLicenseSchema>;
const FIELDS = ["organization_name", "max_uses", "expires_at"] as const;

const defaults = (): LicenseInput => ({
  organization_name: "",
  max_uses: DEFAULT_MAX_USES,
  expires_at: endOfDay(addDays(new Date(), DEFAULT_DAYS)).toISOString(),
});

/** 001 §2 "Generate New License", with the generated code and its Copy button. */
export function LicenseForm() {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [generated, setGenerated] = useState<AdminLicense | null>(null);
  const form = useForm<LicenseInput, unknown, LicenseOutput>({
    resolver: zodResolver(createLicenseSchema),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;

  const create = useMutation({
    mutationFn: generateLicense,
    onSuccess: (license) => {
      setGenerated(license);
      form.reset(defaults());
      toast.success(LICENSE_MESSAGES.generated);
    },
    onError: (error) => {
      // 001 §8: the server's own message is preferred; without one (an empty 500, no connection) the
      // spec's words, never "The server answered 500". Shown inline and as a toast.
      const fromServer = error instanceof ApiError && error.code !== "http_error" && error.code !== "network";
      const message = (fromServer && error.message) || LICENSE_MESSAGES.generateFailed;
      if (error instanceof ApiError) {
        for (const key of FIELDS) {
          const fieldError = error.fields[key];
          if (fieldError) form.setError(key, { message: fieldError });
        }
      }
      setProblem(message);
      toast.error(message);
    },
    onSettled: () => refreshAfterChange(queryClient, adminKeys.licenses),
  });

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    create.mutate(values);
  });
  const busy = create.isPending;

  return (
    <div className="space-y-5">
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem && <Notice tone="error">{problem}</Notice>}
        <FormField id="organization_name" label="Organization Name" error={errors.organization_name?.message}>
          <Input
            {...fieldProps("organization_name", errors.organization_name?.message)}
            placeholder="e.g. University of Leeds"
            disabled={busy}
            {...form.register("organization_name")}
          />
        </FormField>
        <FormField id="max_uses" label="Max Uses" error={errors.max_uses?.message}>
          <Input
            {...fieldProps("max_uses", errors.max_uses?.message)}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            disabled={busy}
            {...form.register("max_uses")}
          />
        </FormField>
        <FormField
          id="expires_at"
          label="Expires At"
          error={errors.expires_at?.message}
          hint="The code works until the end of this day."
        >
          <Controller
            control={form.control}
            name="expires_at"
            render={({ field }) => (
              <DatePicker
                id="expires_at"
                value={new Date(field.value)}
                onChange={(day) => field.onChange(endOfDay(day).toISOString())}
                invalid={Boolean(errors.expires_at)}
                describedBy={errors.expires_at ? "expires_at-error" : undefined}
                disabled={busy}
              />
            )}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Generating..." : "Generate License Code"}
        </Button>
      </form>
      {generated && (
        <div className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm font-medium text-emerald-900">New code for {generated.organization_name}</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <code
              data-testid="generated-license-code"
              className="font-mono text-lg font-semibold tracking-wider text-slate-900"
            >
              {generated.license_code}
            </code>
            <CopyButton text={generated.license_code} toastMessage={LICENSE_MESSAGES.copied} />
          </div>
        </div>
      )}
    </div>
  );
}
