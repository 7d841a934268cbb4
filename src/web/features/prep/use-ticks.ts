import { useCallback, useEffect, useState } from "react";

// The stage checklists' ticks, remembered in this browser per member (two members sharing a laptop keep
// their own). Storage can be unavailable (private windows, a full quota); ticks then last for the visit.

type Ticks = Record<string, true>;

function read(key: string): Ticks {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value === true)) as Ticks;
  } catch {
    return {};
  }
}

export function useTicks(userId: string) {
  const key = `prep-checklists:${userId}`;
  const [ticks, setTicks] = useState<Ticks>(() => read(key));
  useEffect(() => setTicks(read(key)), [key]);

  const save = useCallback(
    (next: Ticks) => {
      setTicks(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Not stored: the ticks still show until the page is left.
      }
    },
    [key],
  );

  const toggle = useCallback(
    (id: string, done: boolean) => {
      const next = { ...ticks };
      if (done) next[id] = true;
      else delete next[id];
      save(next);
    },
    [ticks, save],
  );

  const clear = useCallback(
    (ids: readonly string[]) => {
      const next = { ...ticks };
      for (const id of ids) delete next[id];
      save(next);
    },
    [ticks, save],
  );

  return { ticks, toggle, clear };
}
