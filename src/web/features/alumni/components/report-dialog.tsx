import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ALUMNI_REPORT_MAX } from "../../../../shared/alumni";
import { chatReportSchema } from "../../../../shared/schemas/alumni";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { showFormError } from "../../../components/ui/query-state";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../lib/toast";
import { reportRequest, requestsQuery } from "../api";

type FormInput = z.input<typeof chatReportSchema>;
type FormOutput = z.output<typeof chatReportSchema>;

/** Reporting a request to the team: it reaches the admins' support inbox, and they reply in Help. */
export function ReportDialog({
  requestId,
  name,
  open,
  onOpenChange,
}: {
  requestId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(chatReportSchema),
    defaultValues: { reason: "" },
  });
  const report = useMutation({
    mutationFn: (input: FormOutput) => reportRequest(requestId, input),
    onSuccess: () => {
      toast.success("Report sent", {
        description: "Our team will look at it and may reply to you in Help.",
      });
      form.reset();
      onOpenChange(false);
      return queryClient.invalidateQueries({ queryKey: requestsQuery.queryKey });
    },
    onError: (error) => showFormError(form, ["reason"], error, "Could not send your report"),
  });
  const error = form.formState.errors.reason?.message;
  const fieldId = `report-${requestId}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report this request"
      description={`Our team sees the request and your reason; ${name} is not told who reported it.`}
    >
      <form onSubmit={form.handleSubmit((input) => report.mutate(input))} noValidate className="space-y-3">
        <FormField id={fieldId} label="What is wrong?" error={error}>
          <Textarea
            {...fieldProps(fieldId, error)}
            rows={4}
            maxLength={ALUMNI_REPORT_MAX}
            disabled={report.isPending}
            {...form.register("reason")}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" disabled={report.isPending}>
            {report.isPending ? "Sending..." : "Send report"}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => onOpenChange(false)}
            disabled={report.isPending}
          >
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
