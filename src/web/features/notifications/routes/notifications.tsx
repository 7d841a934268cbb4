import { useInfiniteQuery } from "@tanstack/react-query";
import { BellOff } from "lucide-react";
import { useSearchParams } from "react-router";
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationKindSchema,
} from "../../../../shared/schemas/notifications";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { LoadMore, PlaceholderRow } from "../../../components/ui/load-more";
import { Spinner } from "../../../components/ui/spinner";
import { type HistoryFilters, notificationHistoryQuery } from "../api";
import { NotificationEntry } from "../components/notification-entry";
import { NotificationFilters } from "../components/notification-filters";
import { messageOr, NOTIFICATION_TEXTS } from "../texts";
import { useMarkAllRead, useMarkRead } from "../use-mark-read";
import { useOpenNotification } from "../use-open-notification";

export function meta() {
  return [{ title: "Notifications · Finance Careers" }];
}

// What each filter will one day hold, so an empty list still tells the member what to expect here.
const EMPTY_KIND: Record<NotificationKind, string> = {
  job_alert: "No job alerts yet. New roles that match your profile will appear here.",
  closing_reminder: "No deadline reminders yet. Reminders before saved roles close will appear here.",
  tracker_reminder:
    "No application reminders yet. Reminders you set in the tracker, and before its deadlines and interviews, will appear here.",
  networking_reminder:
    "No networking follow-ups yet. After you log a coffee chat or call, reminders to say thank you and to follow up will appear here.",
  broadcast: "No announcements yet. News from the Finance Careers team will appear here.",
  support_reply: "No support replies yet. When our team answers a message you sent, it will appear here.",
  alumni_chat:
    "No alumni chat requests yet. Requests from students, and alumni accepting yours, will appear here.",
  support_urgent: "No urgent support messages. When a member marks a message as urgent, it will appear here.",
  job_source_failing:
    "No job source failures. When a careers board cannot be read three runs in a row, it will appear here.",
};

function emptyText({ unread, kind }: HistoryFilters): string {
  if (unread && kind)
    return `You have no unread ${NOTIFICATION_KINDS.find((k) => k.value === kind)?.label.toLowerCase()}.`;
  if (unread) return "You're all caught up: nothing unread. New notifications will appear here.";
  if (kind) return EMPTY_KIND[kind];
  return "You have no notifications yet. Job alerts, deadline reminders, announcements and replies from support will appear here.";
}

function filtersOf(search: URLSearchParams): HistoryFilters {
  const kind = notificationKindSchema.safeParse(search.get("kind"));
  return { unread: search.get("unread") === "true", kind: kind.success ? kind.data : null };
}

// /app/notifications: the member's full history, filtered by unread and kind, 20 at a time.
// The filters live in the URL, so the view survives a reload and can be bookmarked.
export default function NotificationsRoute() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const history = useInfiniteQuery(notificationHistoryQuery(filters));
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const markRead = useMarkRead();

  const setFilters = (next: HistoryFilters) => {
    const params = new URLSearchParams();
    if (next.unread) params.set("unread", "true");
    if (next.kind) params.set("kind", next.kind);
    setSearch(params, { preventScrollReset: true });
  };

  const items = history.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = history.data?.pages[0]?.unread_count ?? 0;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{NOTIFICATION_TEXTS.title}</h1>
          <p className="mt-1 text-slate-600">
            Job alerts, deadline reminders, announcements and replies from support.
            {unread > 0 && <span data-testid="unread-summary"> {unread} unread.</span>}
          </p>
        </div>
        {unread > 0 && (
          <Button variant="secondary" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            {NOTIFICATION_TEXTS.markAll}
          </Button>
        )}
      </div>

      <NotificationFilters filters={filters} onChange={setFilters} />

      {history.isPending ? (
        <Spinner label={NOTIFICATION_TEXTS.loading} />
      ) : history.isError ? (
        <LoadError className="mt-6" onRetry={() => history.refetch()}>
          Error: {messageOr(history.error, NOTIFICATION_TEXTS.loadFailed)}
        </LoadError>
      ) : items.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <BellOff aria-hidden className="size-8 text-slate-400" />
          <p className="max-w-md text-slate-600" data-testid="notifications-empty">
            {emptyText(filters)}
          </p>
        </div>
      ) : (
        <>
          <ul
            aria-label="Notification history"
            className="mt-6 divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            {items.map((item) => (
              <NotificationEntry
                key={item.id}
                item={item}
                variant="page"
                onOpen={open}
                onFollowJob={(followed) => {
                  if (!followed.is_read) markRead.mutate(followed.user_notification_id);
                }}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={history.hasNextPage}
            loading={history.isFetchingNextPage}
            onLoad={() => history.fetchNextPage()}
            label="Load more"
            placeholder={<PlaceholderRow className="h-20" />}
          />
        </>
      )}
    </section>
  );
}
