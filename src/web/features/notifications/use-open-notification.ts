import { useNavigate } from "react-router";
import type { NotificationItem } from "./api";
import { useMarkRead } from "./use-mark-read";

/** An in-app path ("/app/…"), not a protocol-relative or outside address. */
const isAppPath = (link: string) => link.startsWith("/") && !link.startsWith("//");

/**
 * spec 000 §4.6: clicking an item marks it read (if it is not already) and follows its link, if any.
 * `onFollow` runs before leaving, e.g. to close the popover.
 */
export function useOpenNotification(onFollow?: () => void) {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return (item: NotificationItem) => {
    if (!item.is_read) markRead.mutate(item.user_notification_id);
    if (!item.link) return;
    onFollow?.();
    if (isAppPath(item.link)) navigate(item.link);
    else if (/^https?:\/\//.test(item.link)) window.open(item.link, "_blank", "noopener,noreferrer");
  };
}
