import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { PlanType } from "../../shared/plans";
import { client, postAuth, unwrap } from "./api";

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
    async (leave?: () => void | Promise<void>) => {
      await postAuth("/sign-out");
      await leave?.();
      queryClient.clear();
      await queryClient.fetchQuery(sessionQuery);
    },
    [queryClient],
  );
}
