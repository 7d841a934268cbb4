import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { createReferralSchema } from "../../../../../shared/schemas/admin";
import { Button } from "../../../../components/ui/button";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { adminKeys, refreshAfterChange } from "../../../../lib/admin-keys";
import { ApiError } from "../../../../lib/api";
import { toast } from "../../../../lib/toast";
import { createReferral } from "../api";

type ReferralInput = z.input<typeof createReferralSchema>;
type ReferralOutput = z.output<typeof createReferralSchema>;

/** A new code for an influencer; it counts sign-ups from the moment it exists. */
export function ReferralCreateForm() {
  const queryClient = useQueryClient();
  const form = useForm<ReferralInput, unknown, ReferralOutput>({
    resolver: zodResolver(createReferralSchema),
    defaultValues: { code: "", influencer_name: "" },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: createReferral,
    onSuccess: (created) => {
      form.reset();
      toast.success(`Referral code ${created?.code ?? ""} created.`);
      return refreshAfterChange(queryClient, adminKeys.referrals);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      if (error instanceof ApiError && error.code === "code_taken")
        form.setError("code", { message: error.message });
      else if (fields.code || fields.influencer_name) {
        if (fields.code) form.setError("code", { message: fields.code });
        if (fields.influencer_name) form.setError("influencer_name", { message: fields.influencer_name });
      } else toast.error("Could not create the referral code", { description: error.message });
    },
  });
  const busy = create.isPending;
  return (
    <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate className="space-y-4">
      <FormField
        id="referral-code"
        label="Code"
        error={errors.code?.message}
        hint="3-20 letters and digits; saved in capitals."
      >
        <Input
          {...fieldProps("referral-code", errors.code?.message)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          disabled={busy}
          {...form.register("code")}
        />
      </FormField>
      <FormField id="influencer-name" label="Influencer Name" error={errors.influencer_name?.message}>
        <Input
          {...fieldProps("influencer-name", errors.influencer_name?.message)}
          autoComplete="off"
          disabled={busy}
          {...form.register("influencer_name")}
        />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? "Creating..." : "Create Code"}
      </Button>
    </form>
  );
}
