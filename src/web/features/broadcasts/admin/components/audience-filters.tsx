import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { USER_STATUSES } from "../../../../../shared/schemas/admin";
import { PlanFilter, StatusFilter } from "../../../../components/member-filters";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { type AudienceFilter, audienceCountQuery } from "../api";

const TYPING_DELAY_MS = 400;

/** The filters as they settle: typed codes and universities wait for a pause before being counted. */
function useSettled(filter: AudienceFilter) {
  const [settled, setSettled] = useState(filter);
  const key = JSON.stringify(filter);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as AudienceFilter), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

const plural = (n: number, one: string) => `${n.toLocaleString()} ${one}${n === 1 ? "" : "s"}`;

/**
 * A broadcast to the members matching filters (plan, status, licence code, university), with how many
 * it reaches shown before anything is sent.
 */
export function AudienceFilters({
  value,
  onChange,
  error,
  disabled,
}: {
  value: AudienceFilter;
  onChange: (value: AudienceFilter) => void;
  error?: string;
  disabled?: boolean;
}) {
  const settled = useSettled(value);
  const chosen = Object.values(settled).some(Boolean);
  const count = useQuery({ ...audienceCountQuery(settled), enabled: chosen });
  const set = (key: keyof AudienceFilter) => (text: string) =>
    onChange({ ...value, [key]: text || undefined });

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-medium text-slate-800">Members matching</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <PlanFilter
          id="audience-plan"
          anyLabel="Any plan"
          value={value.plan}
          onChange={(plan) => onChange({ ...value, plan })}
        />
        {/* A suspended member gets no broadcast, so that status is not offered. */}
        <StatusFilter
          id="audience-status"
          anyLabel="Any status"
          statuses={USER_STATUSES.filter((status) => status !== "Suspended")}
          value={value.status}
          onChange={(status) => onChange({ ...value, status })}
        />
        <div className="space-y-1.5">
          <Label htmlFor="audience-licence">Licence code</Label>
          <Input
            id="audience-licence"
            placeholder="ABCD-EFGH-JKMN"
            autoComplete="off"
            value={value.licence ?? ""}
            onChange={(event) => set("licence")(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audience-university">University</Label>
          <Input
            id="audience-university"
            placeholder="e.g. University of Leeds"
            autoComplete="off"
            value={value.university ?? ""}
            onChange={(event) => set("university")(event.target.value)}
          />
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-700" data-testid="audience-count">
        {!chosen
          ? "Choose at least one filter to see who this reaches."
          : count.isError
            ? `Could not count the members: ${count.error.message} Change a filter to try again.`
            : count.data
              ? `This broadcast will reach ${plural(count.data.members, "member")} (${count.data.email.toLocaleString()} by email, as their settings allow).`
              : "Counting members..."}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
