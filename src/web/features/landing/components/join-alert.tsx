import { UserCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { JOIN_ALERT_MS } from "../../../../shared/campaign";
import type { RecentJoin } from "../api/landing";

/** Names only what the member agreed to show (their first name and university), otherwise neither. */
export function joinMessage(join: Pick<RecentJoin, "first_name" | "university">): string {
  if (join.first_name && join.university)
    return `${join.first_name} from ${join.university} just joined Premium`;
  if (join.first_name) return `${join.first_name} just joined Premium`;
  if (join.university) return `A member from ${join.university} just joined Premium`;
  return "A new member just joined Premium";
}

/**
 * The "just joined" alert shows for 5 s, only for a real premium sign-up of the last minute,
 * and once per sign-up (a refresh that returns the same one does not show it again). The live region is
 * always in the page so screen readers announce the message when it appears.
 */
export function JoinAlert({ join }: { join: RecentJoin | null | undefined }) {
  const [shown, setShown] = useState<RecentJoin | null>(null);
  const lastId = useRef<string | null>(null);

  useEffect(() => {
    if (!join || join.id === lastId.current) return;
    lastId.current = join.id;
    setShown(join);
  }, [join]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), JOIN_ALERT_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div role="status" className="pointer-events-none fixed bottom-24 left-4 z-40 max-w-[calc(100vw-2rem)]">
      {shown && (
        <p
          data-testid="join-alert"
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-900 shadow-lg"
        >
          <UserCheck aria-hidden className="size-5 shrink-0 text-emerald-700" />
          {joinMessage(shown)}
        </p>
      )}
    </div>
  );
}
