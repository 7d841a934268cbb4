import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../shared/constants";
import { ApiError } from "./api";
import { isSessionEnding } from "./session";

/**
 * A 401 from any call means the session ended on the server (signed out elsewhere, suspended, an admin
 * session timed out): refresh the cached session at once, so the guard sends the person to sign in
 * instead of every screen showing its own error until the cache expires.
 */
function refreshSessionOn401(client: () => QueryClient) {
  return (error: unknown, queryKey?: readonly unknown[]) => {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      queryKey?.[0] !== "session" &&
      !isSessionEnding()
    ) {
      void client().invalidateQueries({ queryKey: ["session"] });
    }
  };
}

// spec 000 §7: up to 3 retries, backoff from 1 s doubling to 30 s, fresh for 5 minutes, no refetch
// on focus, unused entries dropped after 5 minutes, mutations not retried. A 4xx answer will not
// change on retry, so only network failures and 5xx are retried (docs/decisions/0002).
export function createQueryClient() {
  const onError = refreshSessionOn401(() => queryClient);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
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
  return queryClient;
}

let browserClient: QueryClient | undefined;

/**
 * The page's one query client in the browser, made on first use: route loaders start a screen's first
 * request into it while the screen's code is still downloading, and the app renders from the same cache.
 * Prerendering (no window) gets a fresh client each time, so no page's cache leaks into another's HTML.
 */
export function appQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
