import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import {
  type HistoryPage,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_KEY,
  type NotificationList,
  notificationsQuery,
} from "./api";
import { messageOr, NOTIFICATION_TEXTS } from "./texts";

// spec 000 §4.6: the interface changes first, then the server is called, then the list is reloaded.
// Both the bell's list and every loaded page of the history change together.

type Change = (item: { user_notification_id: string; is_read: boolean }) => boolean;

/** Marks the items `change` picks as read, everywhere; the count drops by the number changed, never below 0. */
async function markInCaches(queryClient: QueryClient, change: Change) {
  await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
  const apply = <T extends { notifications: NotificationList["notifications"]; unread_count: number }>(
    data: T,
  ): T => {
    let changed = 0;
    const notifications = data.notifications.map((item) => {
      if (item.is_read || !change(item)) return item;
      changed += 1;
      return { ...item, is_read: true };
    });
    return { ...data, notifications, unread_count: Math.max(0, data.unread_count - changed) };
  };
  queryClient.setQueryData<NotificationList>(notificationsQuery.queryKey, (data) => data && apply(data));
  queryClient.setQueriesData<InfiniteData<HistoryPage>>(
    { queryKey: [...NOTIFICATIONS_KEY, "history"] },
    (data) => data && { ...data, pages: data.pages.map(apply) },
  );
}

const reload = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markInCaches(queryClient, (item) => item.user_notification_id === id),
    onError: (error) => toast.error(messageOr(error, NOTIFICATION_TEXTS.markOneFailed)),
    onSettled: () => reload(queryClient),
  });
}

/** The server's single mark-all call (the spec's one-call-per-id loop ends in the same state). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markInCaches(queryClient, () => true),
    onSuccess: () => toast.success(NOTIFICATION_TEXTS.markAllDone),
    onError: (error) => toast.error(messageOr(error, NOTIFICATION_TEXTS.markAllFailed)),
    onSettled: () => reload(queryClient),
  });
}
