import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import type { PlanType } from "../../../../shared/plans";
import type { UserStatus } from "../../../../shared/schemas/admin";
import { PlanFilter, StatusFilter } from "../../../components/member-filters";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { TextFilter } from "./text-filter";

const SEARCH_DELAY_MS = 300;

export type UserFilters = {
  q: string;
  status?: UserStatus;
  plan?: PlanType;
  referral?: string;
  licence?: string;
};

/**
 * 001 §5: a search over name or email, a status filter and a plan filter, and the referral code or
 * licence code a member used, all combined. Typing waits a moment before asking the server, so a name
 * is one request rather than one per letter.
 */
export function UsersFilters({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (change: Partial<UserFilters>) => void;
}) {
  const [text, setText] = useState(filters.q);
  // Follow the address bar when it changes from elsewhere (back button, a link).
  useEffect(() => setText((current) => (current.trim() === filters.q ? current : filters.q)), [filters.q]);
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-1.5">
          <Label htmlFor="user-search">Search</Label>
          <div className="relative">
            <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              id="user-search"
              type="search"
              className="pl-9"
              placeholder="Name or email"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") onChange({ q: text.trim() });
              }}
            />
          </div>
        </div>
        <StatusFilter
          id="user-status-filter"
          anyLabel="All Statuses"
          value={filters.status}
          onChange={(status) => onChange({ status })}
        />
        <PlanFilter
          id="user-plan-filter"
          anyLabel="All Plans"
          value={filters.plan}
          onChange={(plan) => onChange({ plan })}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextFilter
          id="user-referral-filter"
          label="Referral code"
          placeholder="e.g. FINFLUENCE"
          value={filters.referral}
          onApply={(referral) => onChange({ referral: referral || undefined })}
        />
        <TextFilter
          id="user-licence-filter"
          label="Licence code"
          placeholder="e.g. ABCD-EFGH-JKMN"
          value={filters.licence}
          onApply={(licence) => onChange({ licence: licence || undefined })}
        />
      </div>
    </div>
  );
}
