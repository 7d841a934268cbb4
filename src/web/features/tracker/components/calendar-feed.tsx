import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { CopyButton } from "../../../components/ui/copy-button";
import { Dialog } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { QueryState } from "../../../components/ui/query-state";
import { toast } from "../../../lib/toast";
import {
  CALENDAR_FEED_KEY,
  calendarFeedQuery,
  createCalendarFeed,
  revokeCalendarFeed,
} from "../reminders-api";

// The tracker's `Add to calendar`: a private feed of deadlines, interviews, tests and reminders that
// calendar apps subscribe to. The server keeps only a hash of the link, so it is shown once, right after
// it is made; regenerating makes a new one and stops the old.

type Pending = "regenerate" | "revoke" | null;

function SubscribeHelp() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      <li>
        <strong>Google Calendar</strong>: Other calendars, +, From URL, then paste the link.
      </li>
      <li>
        <strong>Apple Calendar</strong>: File, New Calendar Subscription, then paste the link.
      </li>
      <li>
        <strong>Outlook</strong>: Add calendar, Subscribe from web, then paste the link.
      </li>
      <li>
        Calendar apps refresh subscribed calendars every few hours, so changes can take a while to appear.
      </li>
    </ul>
  );
}

function Confirm({
  pending,
  onConfirm,
  onCancel,
  busy,
}: {
  pending: Exclude<Pending, null>;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const text =
    pending === "regenerate"
      ? "The current link stops working in every calendar that uses it. Make a new link?"
      : "The link stops working and your calendar apps stop showing your applications. Revoke it?";
  return (
    <fieldset className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3">
      <legend className="sr-only">Confirm</legend>
      <p className="text-sm text-amber-900">{text}</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={pending === "revoke" ? "danger" : "primary"}
          onClick={onConfirm}
          disabled={busy}
          autoFocus
        >
          {pending === "regenerate" ? "Yes, regenerate" : "Yes, revoke"}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}

function FeedSettings() {
  const queryClient = useQueryClient();
  const id = useId();
  const query = useQuery(calendarFeedQuery);
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CALENDAR_FEED_KEY });
  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => {
      setUrl(feed.url);
      setPending(null);
      return refresh();
    },
    onError: (error) => toast.error("Could not make the calendar link", { description: error.message }),
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      setUrl(null);
      setPending(null);
      toast.success("Calendar link revoked");
      return refresh();
    },
    onError: (error) => toast.error("Could not revoke the link", { description: error.message }),
  });

  return (
    <QueryState query={query} what="your calendar link">
      {(feed) => (
        <div className="space-y-4">
          {url ? (
            <div className="space-y-2">
              <label htmlFor={`${id}-url`} className="text-sm font-medium text-slate-900">
                Your private calendar link
              </label>
              <div className="flex gap-2">
                <Input id={`${id}-url`} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
                <CopyButton text={url} toastMessage="Calendar link copied" />
              </div>
              <p className="text-sm text-slate-600">
                Copy it now: for your privacy it is shown only once. Anyone with the link can see your
                applications' dates, so keep it to yourself.
              </p>
            </div>
          ) : feed.active ? (
            <p className="text-sm text-slate-700">
              Your private calendar link is on. It is shown only when it is made: regenerate it to get a new
              link (the old one stops working).
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              Subscribe to your deadlines, interviews, tests and reminders in the calendar you already use.
              The link is private to you and you can revoke it at any time.
            </p>
          )}
          <SubscribeHelp />
          {pending ? (
            <Confirm
              pending={pending}
              busy={create.isPending || revoke.isPending}
              onConfirm={() => (pending === "regenerate" ? create.mutate() : revoke.mutate())}
              onCancel={() => setPending(null)}
            />
          ) : feed.active ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setPending("regenerate")}>
                Regenerate link
              </Button>
              <Button variant="secondary" onClick={() => setPending("revoke")}>
                Revoke link
              </Button>
            </div>
          ) : (
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              Create calendar link
            </Button>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** The dialog behind the tracker page's `Add to calendar` button (header-dialogs.tsx). */
export function CalendarFeedDialog({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Add to calendar"
      description="A private feed of your application dates for Google, Apple or Outlook calendars."
    >
      {open && <FeedSettings />}
    </Dialog>
  );
}
