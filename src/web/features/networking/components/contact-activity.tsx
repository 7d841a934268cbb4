import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { interactionLabel } from "../../../../shared/networking-labels";
import { stageLabel as applicationStageLabel } from "../../../../shared/tracker-labels";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { localDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { type ContactDetail, deleteInteraction, markReminderDone, NETWORKING_KEY } from "../api";
import { dayLabel } from "./stage-badge";

// What has happened with a contact (interactions, newest first), what is owed (open reminders), and
// the tracker applications they are linked to.

export function Interactions({ detail }: { detail: ContactDetail }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (interactionId: string) => deleteInteraction(detail.contact.id, interactionId),
    onSuccess: () => {
      toast.success("Interaction deleted");
      return queryClient.invalidateQueries({ queryKey: NETWORKING_KEY });
    },
    onError: (error) => toast.error("Could not delete the interaction", { description: error.message }),
  });
  if (detail.interactions.length === 0) {
    return (
      <p className="text-sm text-slate-600">Nothing logged yet. Log a chat, call, email or event above.</p>
    );
  }
  return (
    <ol className="space-y-2">
      {detail.interactions.map((interaction) => {
        const what = `${interactionLabel(interaction.kind)}${interaction.thank_you ? " (thank-you note)" : ""}`;
        return (
          <li
            key={interaction.id}
            className="flex items-start justify-between gap-3 rounded-md bg-slate-50 px-3 py-2"
          >
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                {what} · {dayLabel(interaction.occurred_on)}
              </p>
              {interaction.notes && (
                <p className="text-sm break-words whitespace-pre-line text-slate-700">{interaction.notes}</p>
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete the ${what.toLowerCase()} on ${dayLabel(interaction.occurred_on)}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(interaction.id)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

export function ContactReminders({ detail }: { detail: ContactDetail }) {
  const queryClient = useQueryClient();
  const done = useMutation({
    mutationFn: markReminderDone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NETWORKING_KEY }),
    onError: (error) => toast.error("Could not mark it as done", { description: error.message }),
  });
  if (detail.reminders.length === 0) return null;
  return (
    <ul
      className="space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2"
      aria-label="Still to do"
    >
      {detail.reminders.map((reminder) => {
        const text = reminder.kind === "thank_you" ? "Send a thank-you note" : "Follow up";
        return (
          <li key={reminder.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="flex flex-wrap items-center gap-2">
              {text}
              {reminder.due ? (
                <Badge tone="amber">Due now</Badge>
              ) : (
                <span className="text-slate-600">{localDateTime(reminder.remind_at)}</span>
              )}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={done.isPending}
              onClick={() => done.mutate(reminder.id)}
              aria-label={`Done: ${text}`}
            >
              <Check aria-hidden className="size-4" />
              Done
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function LinkedApplications({ detail }: { detail: ContactDetail }) {
  if (detail.applications.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Not linked to an application yet. Use Link contact on an application's page in the tracker.
      </p>
    );
  }
  return (
    <ul className="space-y-1">
      {detail.applications.map((application) => (
        <li key={application.id} className="flex flex-wrap items-center gap-2 text-sm">
          <Link to={`/app/tracker/${application.id}`} className="font-medium text-brand-700 underline">
            {application.role_title} at {application.firm_name}
          </Link>
          <Badge tone="grey">{applicationStageLabel(application.stage)}</Badge>
        </li>
      ))}
    </ul>
  );
}
