import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { NOTIFICATION_REFRESH_MS } from "../../../shared/constants";
import type { NotificationKind } from "../../../shared/schemas/notifications";
import { client, unwrap } from "../../lib/api";

// Spec 000 §4.6 and §7 calls 7-8. Every cache entry of the feature sits under one key, so a
// change made anywhere (bell or page) reloads both.
export const NOTIFICATIONS_KEY = ["notifications"] as const;

/** The bell: the latest 50 and the unread count, refreshed every 60 s (spec 000 §9). */
export const notificationsQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, "list"],
  queryFn: () => unwrap(client.api.notifications.$get()),
  refetchInterval: NOTIFICATION_REFRESH_MS,
});

export type NotificationList = Awaited<ReturnType<typeof notificationsQuery.queryFn & {}>>;
export type NotificationItem = NotificationList["notifications"][number];

export type HistoryFilters = { unread: boolean; kind: NotificationKind | null };

/** The page's history, 20 at a time, with its filters. */
export const notificationHistoryQuery = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, "history", filters],
    queryFn: ({ pageParam }) =>
      unwrap(
        client.api.notifications.history.$get({
          query: {
            ...(filters.unread ? { unread: "true" as const } : {}),
            ...(filters.kind ? { kind: filters.kind } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export type HistoryPage = Awaited<ReturnType<ReturnType<typeof notificationHistoryQuery>["queryFn"] & {}>>;

export const markNotificationRead = (id: string) =>
  unwrap(client.api.notifications["mark-read"].$post({ json: { user_notification_id: id } }));

export const markAllNotificationsRead = () => unwrap(client.api.notifications["mark-all-read"].$post());
