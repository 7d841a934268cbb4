import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { APPLICATION_EVENT_KINDS, type ApplicationEventKind } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { addEvent, applicationQuery, type Detail, TRACKER_KEY, updateEvent } from "../api";

// One form for adding an event and for editing one: kind, date and time, format, location and notes.

export type ApplicationEvent = Detail["events"][number];
export const kindLabel = (kind: string) =>
  APPLICATION_EVENT_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** `datetime-local` wants the member's own clock time, without a zone. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function EventForm({
  applicationId,
  event,
  onDone,
}: {
  applicationId: string;
  event?: ApplicationEvent;
  onDone?: () => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const empty = {
    kind: (event?.kind ?? "interview") as ApplicationEventKind,
    when: event ? toLocalInput(event.starts_at) : "",
    format: event?.format ?? "",
    location: event?.location ?? "",
    notes: event?.notes ?? "",
  };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const save = useMutation({
    mutationFn: () => {
      const input = { ...values, starts_at: new Date(values.when).toISOString() };
      const { when: _when, ...json } = input;
      return event ? updateEvent(applicationId, event.id, json) : addEvent(applicationId, json);
    },
    onSuccess: ({ application }) => {
      queryClient.setQueryData(applicationQuery(applicationId).queryKey, { application });
      toast.success(event ? `${kindLabel(values.kind)} updated` : `${kindLabel(values.kind)} added`);
      if (!event) setValues(empty);
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (e) =>
      setError(e instanceof ApiError ? e.message : "Could not save the event. Please try again."),
  });
  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setError(null);
    if (!values.when || Number.isNaN(new Date(values.when).getTime())) {
      setError("Enter a date and time.");
      return;
    }
    save.mutate();
  };
  const errorId = `${id}-error`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
      <div className="space-y-1">
        <Label htmlFor={`${id}-kind`}>Event</Label>
        <NativeSelect id={`${id}-kind`} value={values.kind} onChange={(e) => set("kind")(e.target.value)}>
          {APPLICATION_EVENT_KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-when`}>Date and time</Label>
        <Input
          id={`${id}-when`}
          type="datetime-local"
          value={values.when}
          onChange={(e) => set("when")(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-format`}>Format</Label>
        <Input
          id={`${id}-format`}
          value={values.format}
          placeholder="Video, phone, in person"
          onChange={(e) => set("format")(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-location`}>Location</Label>
        <Input
          id={`${id}-location`}
          value={values.location}
          onChange={(e) => set("location")(e.target.value)}
        />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor={`${id}-notes`}>Details</Label>
        <Textarea
          id={`${id}-notes`}
          rows={2}
          value={values.notes}
          onChange={(e) => set("notes")(e.target.value)}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {event ? "Save event" : "Add event"}
        </Button>
        {onDone && (
          <Button type="button" size="sm" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
