import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import type { PlanType } from "../../shared/plans";
import { client, postAuth, unwrap } from "./api";
import { clearMemberStorage } from "./member-storage";

// spec 000 §4.1: loading, then signed out (no user, no profile) or signed in (user and profile).
export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: () => unwrap(client.api.account.session.$get()),
  staleTime: 30_000,
});

export type SessionData = Awaited<ReturnType<typeof sessionQuery.queryFn & {}>>;

export type AuthState =
  | { status: "loading" }
  | { status: "signed-out" }
  | {
      status: "signed-in";
      user: NonNullable<SessionData["user"]>;
      profile: NonNullable<SessionData["profile"]>;
      premium: boolean;
      plan: PlanType;
      isAdmin: boolean;
      /** Onboarding is finished. */
      onboarded: boolean;
    };

export function useAuth(): AuthState {
  const { data, isPending, isError } = useQuery(sessionQuery);
  if (isPending) return { status: "loading" };
  if (isError || !data.user || !data.profile) return { status: "signed-out" };
  return {
    status: "signed-in",
    user: data.user,
    profile: data.profile,
    premium: data.premium,
    plan: data.plan ?? "Free",
    isAdmin: data.is_admin,
    onboarded: "onboarded" in data && data.onboarded === true,
  };
}

/**
 * Ends the session on the server, runs `leave` (e.g. navigating away from a guarded page), then forgets
 * every cached answer that belonged to it. Leaving first matters: if the cache were cleared while a
 * guarded page is still on screen, its guard would redirect to /login and cancel the navigation.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (leave?: () => void | Promise<void>, end: () => Promise<unknown> = () => postAuth("/sign-out")) => {
      setSessionEnding(true);
      try {
        // Nothing may fetch with the dying cookie meanwhile (the bell's refresh, say): it would answer
        // 401 and send the guard to /login before `leave` has left the page.
        await queryClient.cancelQueries();
        await end();
        clearMemberStorage();
        await leave?.();
        queryClient.clear();
        await queryClient.fetchQuery(sessionQuery);
      } finally {
        setSessionEnding(false);
      }
    },
    [queryClient],
  );
}

// While a sign-out (or an account deletion) is under way, queries that need the session hold off.
let sessionEnding = false;
const endingListeners = new Set<() => void>();

function setSessionEnding(value: boolean) {
  sessionEnding = value;
  for (const listener of endingListeners) listener();
}

export const isSessionEnding = () => sessionEnding;

export function useSessionEnding(): boolean {
  return useSyncExternalStore(
    (listener) => {
      endingListeners.add(listener);
      return () => endingListeners.delete(listener);
    },
    () => sessionEnding,
    () => false,
  );
}
