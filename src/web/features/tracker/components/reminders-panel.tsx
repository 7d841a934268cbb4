import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarPlus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  REMINDER_TEXT_MAX,
  reminderCreateSchema,
  reminderKindLabel,
} from "../../../../shared/schemas/tracker-reminders";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { QueryState } from "../../../components/ui/query-state";
import { ApiError } from "../../../lib/api";
import { localDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import {
  addReminder,
  deleteReminder,
  REMINDERS_KEY,
  type ReminderItem,
  type RemindersData,
  remindersQuery,
} from "../reminders-api";

// The application page's Reminders section: the member's own reminders and the automatic ones, a form
// to add one, and .ics files for the deadline and each dated event.

type Errors = { remind_at?: string; text?: string };

/** datetime-local gives the member's wall-clock time without an offset; the browser knows its zone. */
const toInstant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

function AddReminderForm({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [when, setWhen] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const add = useMutation({
    mutationFn: (input: { remind_at: string; text: string }) => addReminder(applicationId, input),
    onSuccess: () => {
      setWhen("");
      setText("");
      toast.success("Reminder added");
      return queryClient.invalidateQueries({ queryKey: [...REMINDERS_KEY, applicationId] });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.remind_at || fields.text) setErrors({ remind_at: fields.remind_at, text: fields.text });
      else toast.error("Could not add the reminder", { description: error.message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema the server applies, so a time in the past is caught before the request.
    const parsed = reminderCreateSchema.safeParse({ remind_at: toInstant(when), text });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField id={`${id}-when`} label="When" error={errors.remind_at}>
        <Input
          {...fieldProps(`${id}-when`, errors.remind_at)}
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          required
        />
      </FormField>
      <FormField id={`${id}-text`} label="What" error={errors.text}>
        <Input
          {...fieldProps(`${id}-text`, errors.text)}
          value={text}
          maxLength={REMINDER_TEXT_MAX}
          placeholder="e.g. Follow up with the recruiter"
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={add.isPending}>
        Add reminder
      </Button>
    </form>
  );
}

function ReminderRow({ reminder, applicationId }: { reminder: ReminderItem; applicationId: string }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteReminder(reminder.id),
    onSuccess: () => {
      toast.success("Reminder deleted");
      return queryClient.invalidateQueries({ queryKey: [...REMINDERS_KEY, applicationId] });
    },
    onError: (error) => toast.error("Could not delete the reminder", { description: error.message }),
  });
  const when = localDateTime(reminder.remind_at);
  // The time and badges on one line and the text under them, both as wide as the row less Delete.
  // (As one flexible item wrapped among fixed ones, the text was left a few letters wide.)
  return (
    <li className="flex items-start gap-2 py-2">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="mr-1 text-sm font-medium text-slate-900">{when}</span>
          {reminder.automatic && <Badge tone="blue">Automatic</Badge>}
          {reminder.sent_at ? <Badge tone="green">Sent</Badge> : <Badge tone="grey">Scheduled</Badge>}
        </div>
        <p className="text-sm break-words text-slate-700">
          {reminder.text || reminderKindLabel(reminder.kind)}
        </p>
      </div>
      {!reminder.automatic && (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          aria-label={`Delete the reminder of ${when}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </li>
  );
}

function CalendarFiles({ files }: { files: RemindersData["calendar_files"] }) {
  if (files.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-900">Add to your calendar</h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {files.map((file) => (
          <li key={file.href}>
            <Button asChild variant="secondary" size="sm">
              <a href={file.href} download>
                <CalendarPlus aria-hidden className="size-4" />
                {file.starts_at ? `${file.label}, ${localDateTime(file.starts_at)}` : file.label} (.ics)
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Reminders section of /app/tracker/:applicationId. */
export function RemindersPanel({ applicationId }: { applicationId: string }) {
  const query = useQuery(remindersQuery(applicationId));
  return (
    <section aria-labelledby="reminders-heading" className="space-y-4">
      <div>
        <h2 id="reminders-heading" className="text-lg font-semibold text-slate-900">
          Reminders
        </h2>
        <p className="text-sm text-slate-600">
          Reminders arrive in your notifications and by email. While this application is in Saved, you also
          get one 7 days and 1 day before it closes, and one the day before each interview or test.
        </p>
      </div>
      <QueryState query={query} what="reminders">
        {(data) => (
          <>
            {data.reminders.length === 0 ? (
              <p className="text-sm text-slate-600">No reminders yet.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {data.reminders.map((reminder) => (
                  <ReminderRow key={reminder.id} reminder={reminder} applicationId={applicationId} />
                ))}
              </ul>
            )}
            <CalendarFiles files={data.calendar_files} />
          </>
        )}
      </QueryState>
      <AddReminderForm applicationId={applicationId} />
    </section>
  );
}
