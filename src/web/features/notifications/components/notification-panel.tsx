import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import type { NotificationList } from "../api";
import { messageOr, NOTIFICATION_TEXTS } from "../texts";
import { useMarkAllRead } from "../use-mark-read";
import { useOpenNotification } from "../use-open-notification";
import { NotificationEntry } from "./notification-entry";

/** The popover's content: title, 'Mark all as read', and one of loading, error, empty or the list. */
export function NotificationPanel({
  titleId,
  query,
  onClose,
}: {
  titleId: string;
  query: UseQueryResult<NotificationList>;
  onClose: () => void;
}) {
  const markAll = useMarkAllRead();
  const open = useOpenNotification(onClose);
  const unread = query.data?.unread_count ?? 0;
  return (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {NOTIFICATION_TEXTS.title}
        </h2>
        {unread > 0 && (
          <Button
            variant="link"
            className="h-auto p-0 text-sm"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
          >
            {NOTIFICATION_TEXTS.markAll}
          </Button>
        )}
      </div>
      {/* spec 000 §2.12 and §9: the list is at most 24rem high and scrolls. */}
      <div className="max-h-96 overflow-y-auto overscroll-contain" data-testid="notification-list">
        <PanelBody query={query} onOpen={open} />
      </div>
      <div className="border-t border-slate-200 px-4 py-2 text-center">
        <Link
          to="/app/notifications"
          onClick={onClose}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          View all notifications
        </Link>
      </div>
    </>
  );
}

function PanelBody({
  query,
  onOpen,
}: {
  query: UseQueryResult<NotificationList>;
  onOpen: ReturnType<typeof useOpenNotification>;
}) {
  const note = "px-4 py-6 text-center text-sm";
  if (query.isPending)
    return (
      <p role="status" className={`${note} text-slate-600`}>
        {NOTIFICATION_TEXTS.loading}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className={`${note} text-red-700`}>
        Error: {messageOr(query.error, NOTIFICATION_TEXTS.loadFailed)}
      </p>
    );
  if (query.data.notifications.length === 0)
    return <p className={`${note} text-slate-600`}>{NOTIFICATION_TEXTS.empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {query.data.notifications.map((item) => (
        <NotificationEntry key={item.id} item={item} variant="popover" onOpen={onOpen} />
      ))}
    </ul>
  );
}
