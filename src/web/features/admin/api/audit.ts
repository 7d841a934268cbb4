import { infiniteQueryOptions } from "@tanstack/react-query";
import { adminKeys } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

/** The audit log's filters: part of an admin's email, part of a member's name or email, a kind. */
export type AuditFilters = { admin?: string; member?: string; kind?: string };

const present = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as AuditFilters;

// Newest first, 50 a page, continued with the server's cursor.
export const adminAuditQuery = (filters: AuditFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.audit, present(filters)],
    queryFn: ({ pageParam }) =>
      unwrap(
        client.api.admin.audit.$get({
          query: { ...present(filters), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The same filters as a CSV download of every matching entry. */
export function auditCsvUrl(filters: AuditFilters) {
  const query = new URLSearchParams(present(filters) as Record<string, string>).toString();
  return `/api/admin/audit/export.csv${query ? `?${query}` : ""}`;
}

export type AuditEntry = Awaited<
  ReturnType<ReturnType<typeof adminAuditQuery>["queryFn"] & {}>
>["entries"][number];
