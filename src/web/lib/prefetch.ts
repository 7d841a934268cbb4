import type { QueryClient } from "@tanstack/react-query";
import { appQueryClient } from "./query-client";
import { sessionQuery } from "./session";

/**
 * For a signed-in screen's `clientLoader`: starts the screen's first request into the page's query
 * client and returns at once, so the data travels while the screen's code downloads (the loader has a
 * chunk of its own) instead of after it renders. Nothing waits on it: the screen's own queries pick
 * the answer up from the cache, or show their spinner and error as before. It waits for the session
 * (already on its way from the root) and asks for nothing when nobody is signed in: a visitor is about
 * to be sent to sign in, and a request that could only answer 401 would be noise.
 */
export function prefetchForMember(start: (client: QueryClient) => Promise<unknown>[]): null {
  const client = appQueryClient();
  void client
    .ensureQueryData(sessionQuery)
    .then((session) => {
      if (!session.user) return;
      for (const request of start(client)) void request.catch(() => {});
    })
    .catch(() => {});
  return null;
}
