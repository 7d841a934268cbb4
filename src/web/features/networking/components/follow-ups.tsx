import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useId } from "react";
import {
  cadenceLabel,
  DEFAULT_FOLLOW_UP_DAYS,
  type TemplateKind,
} from "../../../../shared/networking-labels";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { EmptyState } from "../../../components/ui/notice";
import { localDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { markReminderDone, NETWORKING_KEY, type Overview, saveSettings } from "../api";

// Follow-ups: the thank-you notes and follow-ups owed after chats, due ones first, each with a draft to
// write from and Done; and the cadence the follow-ups use.

const CADENCE_WEEKS = [1, 2, 3, 4, 6, 8, 12];
type Reminder = Overview["reminders"][number];

export const reminderText = (reminder: { kind: string; contact: { name: string } }) =>
  reminder.kind === "thank_you"
    ? `Send a thank-you note to ${reminder.contact.name}`
    : `Follow up with ${reminder.contact.name}`;

function ReminderItem({
  reminder,
  onOpen,
}: {
  reminder: Reminder;
  onOpen: (contactId: string, template?: TemplateKind) => void;
}) {
  const queryClient = useQueryClient();
  const done = useMutation({
    mutationFn: () => markReminderDone(reminder.id),
    onSuccess: () => {
      toast.success("Marked as done");
      return queryClient.invalidateQueries({ queryKey: NETWORKING_KEY });
    },
    onError: (error) => toast.error("Could not mark it as done", { description: error.message }),
  });
  const text = reminderText(reminder);
  // The buttons are described by the reminder, not named after it, so a contact's name stays the name
  // of the one button that opens them.
  const textId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 py-2 first:border-t-0">
      <div className="min-w-0">
        <p id={textId} className="font-medium break-words text-slate-900">
          {text}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {reminder.due ? (
            <Badge tone="amber">Due now</Badge>
          ) : (
            <span>Due {localDateTime(reminder.remind_at)}</span>
          )}
          {reminder.contact.firm && <span>{reminder.contact.firm}</span>}
          {reminder.kind === "follow_up" && reminder.contact.follow_up_days !== null && (
            <span>{cadenceLabel(reminder.contact.follow_up_days)}</span>
          )}
        </p>
      </div>
      <div className="flex gap-1.5">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onOpen(reminder.contact.id, reminder.kind === "thank_you" ? "thank_you" : "follow_up")
          }
          aria-describedby={textId}
        >
          Write it
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={done.isPending}
          onClick={() => done.mutate()}
          aria-describedby={textId}
        >
          <Check aria-hidden className="size-4" />
          Done
        </Button>
      </div>
    </li>
  );
}

function Cadence({ days }: { days: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (follow_up_days: number) => saveSettings({ follow_up_days }),
    onSuccess: (next) => {
      toast.success("Follow-up cadence saved");
      queryClient.setQueryData([...NETWORKING_KEY, "overview"], next);
    },
    onError: (error) => toast.error("Could not save the cadence", { description: error.message }),
  });
  const options = CADENCE_WEEKS.map((w) => w * 7);
  if (!options.includes(days)) options.push(days);
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
      <Label htmlFor={`${id}-cadence`}>By default, follow up after</Label>
      <NativeSelect
        id={`${id}-cadence`}
        className="w-auto"
        value={days}
        disabled={save.isPending}
        onChange={(event) => save.mutate(Number(event.target.value))}
      >
        {options
          .sort((a, b) => a - b)
          .map((d) => (
            <option key={d} value={d}>
              {d % 7 === 0 ? `${d / 7} ${d === 7 ? "week" : "weeks"}` : `${d} days`}
              {d === DEFAULT_FOLLOW_UP_DAYS ? " (default)" : ""}
            </option>
          ))}
      </NativeSelect>
      <span className="text-sm text-slate-600">after a chat or call</span>
    </div>
  );
}

export function FollowUps({
  overview,
  onOpen,
}: {
  overview: Overview;
  onOpen: (contactId: string, template?: TemplateKind) => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Follow-ups
      </h2>
      {overview.reminders.length === 0 ? (
        <EmptyState
          title="Nothing to follow up right now."
          hint="After you log a coffee chat or call, a thank-you reminder and a follow-up appear here, and in your notifications."
        />
      ) : (
        <ul className="max-h-80 overflow-y-auto">
          {overview.reminders.map((reminder) => (
            <ReminderItem key={reminder.id} reminder={reminder} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <Cadence days={overview.settings.follow_up_days} />
    </section>
  );
}
