import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { localDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { applicationQuery, type Detail, deleteEvent } from "../api";
import { type ApplicationEvent, EventForm, kindLabel } from "./event-form";

// Dated events: an online test due, an interview (when, format, where), an assessment centre, an offer's
// reply-by date. Reminders for the day before follow from them.

function EventItem({ applicationId, event }: { applicationId: string; event: ApplicationEvent }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const when = localDateTime(event.starts_at);
  const name = `${kindLabel(event.kind)} on ${when}`;
  const remove = useMutation({
    mutationFn: () => deleteEvent(applicationId, event.id),
    onSuccess: ({ application }) => {
      queryClient.setQueryData(applicationQuery(applicationId).queryKey, { application });
      toast.success("Event removed");
    },
    onError: (e) => toast.error("Could not remove the event", { description: e.message }),
  });
  if (editing) {
    return (
      <li className="py-2">
        <EventForm applicationId={applicationId} event={event} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{kindLabel(event.kind)}</p>
        <p className="text-slate-700">
          <time dateTime={event.starts_at}>{when}</time>
          {event.format && ` · ${event.format}`}
          {event.location && ` · ${event.location}`}
        </p>
        {event.notes && <p className="whitespace-pre-line break-words text-slate-600">{event.notes}</p>}
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
          <Pencil aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${name}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    </li>
  );
}

export function EventsSection({ application }: { application: Detail }) {
  return (
    <div className="space-y-3">
      {application.events.length === 0 ? (
        <p className="text-sm text-slate-600">
          No dated events yet: add a test deadline, interview or assessment centre.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {application.events.map((event) => (
            <EventItem key={event.id} applicationId={application.id} event={event} />
          ))}
        </ul>
      )}
      <EventForm applicationId={application.id} />
    </div>
  );
}
