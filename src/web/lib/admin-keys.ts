import type { QueryClient } from "@tanstack/react-query";

// One root key for the console, so a change can mark every admin list that shows it as stale.
export const ADMIN_KEY = ["admin"] as const;

export const adminKeys = {
  stats: [...ADMIN_KEY, "stats"] as const,
  users: [...ADMIN_KEY, "users"] as const,
  licenses: [...ADMIN_KEY, "licenses"] as const,
  referrals: [...ADMIN_KEY, "referrals"] as const,
  audit: [...ADMIN_KEY, "audit"] as const,
  supportTickets: [...ADMIN_KEY, "support-tickets"] as const,
  broadcasts: [...ADMIN_KEY, "broadcasts"] as const,
};

/** After a change: the list that shows it, the dashboard counts and the audit log are out of date. */
export function refreshAfterChange(queryClient: QueryClient, list: readonly string[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: list }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  ]);
}
