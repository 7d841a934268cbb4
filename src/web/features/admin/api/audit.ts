import { infiniteQueryOptions } from "@tanstack/react-query";
import { adminKeys } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

// Newest first, 50 a page, continued with the server's cursor.
export const adminAuditQuery = infiniteQueryOptions({
  queryKey: adminKeys.audit,
  queryFn: ({ pageParam }) =>
    unwrap(client.api.admin.audit.$get({ query: pageParam ? { cursor: pageParam } : {} })),
  initialPageParam: "",
  getNextPageParam: (last) => last.next_cursor ?? undefined,
});

export type AuditEntry = Awaited<ReturnType<typeof adminAuditQuery.queryFn & {}>>["entries"][number];
