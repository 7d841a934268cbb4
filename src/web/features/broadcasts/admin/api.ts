import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { broadcastSchema } from "../../../../shared/schemas/admin";
import { adminKeys } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

// 001 §8 Broadcasts, verbatim.
export const BROADCAST_MESSAGES = {
  loadFailed: "Failed to load recent broadcasts.",
  sendFailed: "Failed to send broadcast.",
  sent: "Broadcast message sent successfully!",
  empty: "No broadcast messages found.",
  notSent: "Not sent",
} as const;

/** While a broadcast is still going out, the list asks again this often to show it arrive. */
export const BROADCAST_POLL_MS = 3_000;
const IN_FLIGHT = new Set(["queued", "sending"]);

export const adminBroadcastsQuery = queryOptions({
  queryKey: adminKeys.broadcasts,
  queryFn: () => unwrap(client.api.admin.broadcasts.$get()),
  // Polls only while one is queued or sending; a settled list is left alone.
  refetchInterval: (query) =>
    query.state.data?.broadcasts.some((b) => IN_FLIGHT.has(b.status)) ? BROADCAST_POLL_MS : false,
});

export type AdminBroadcast = Awaited<
  ReturnType<typeof adminBroadcastsQuery.queryFn & {}>
>["broadcasts"][number];

export const sendBroadcast = (input: z.output<typeof broadcastSchema>) =>
  unwrap(client.api.admin.broadcasts.$post({ json: input }));

/** Members whose name or email matches, for choosing recipients; the same search as User Management. */
export const memberSearchQuery = (q: string, pageSize: number) =>
  queryOptions({
    queryKey: [...adminKeys.users, "list", { q, page: 1, pageSize }],
    queryFn: () =>
      unwrap(
        client.api.admin.users.$get({
          query: { ...(q ? { q } : {}), page: "1", pageSize: String(pageSize) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export type MemberSearchRow = Awaited<
  ReturnType<ReturnType<typeof memberSearchQuery>["queryFn"] & {}>
>["users"][number];

export type AudienceFilter = NonNullable<z.input<typeof broadcastSchema>["audience_filter"]>;

/** How many members a set of filters reaches now (and how many by email), before sending. */
export const audienceCountQuery = (filter: AudienceFilter) =>
  queryOptions({
    queryKey: [...adminKeys.broadcasts, "audience", filter],
    queryFn: () =>
      unwrap(
        client.api.admin.broadcasts.audience.$get({
          query: Object.fromEntries(Object.entries(filter).filter(([, value]) => value)),
        }),
      ),
    placeholderData: keepPreviousData,
  });
