import { QueryClient } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../shared/constants";
import { ApiError } from "./api";

// spec 000 §7: up to 3 retries, backoff from 1 s doubling to 30 s, fresh for 5 minutes, no refetch
// on focus, unused entries dropped after 5 minutes, mutations not retried. A 4xx answer will not
// change on retry, so only network failures and 5xx are retried (docs/decisions/0002).
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < QUERY_DEFAULTS.retries &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) =>
          Math.min(QUERY_DEFAULTS.retryBaseMs * 2 ** attempt, QUERY_DEFAULTS.retryCapMs),
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
