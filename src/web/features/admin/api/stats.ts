import { queryOptions } from "@tanstack/react-query";
import { adminKeys } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

// 001 §7 get-dashboard-stats: called when the dashboard opens.
export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: () => unwrap(client.api.admin.stats.$get()),
});

export type AdminStats = Awaited<ReturnType<typeof adminStatsQuery.queryFn & {}>>;
