import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

// Filters that live in the address. React Router hands `setSearchParams` the parameters of the last
// render, and its navigation lands a moment later, so two quick changes in a row (clear the search,
// then pick a stage) would build the second from a stale copy and bring the cleared value back. Each
// change here starts from the one before it until the address catches up.
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string | null | undefined>) => {
      const next = new URLSearchParams(pending.current ?? params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      pending.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  return [params, update] as const;
}
