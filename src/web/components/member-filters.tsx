import { PLAN_TYPES, type PlanType } from "../../shared/plans";
import { USER_STATUSES, type UserStatus } from "../../shared/schemas/admin";
import { Label } from "./ui/label";
import { NativeSelect } from "./ui/native-select";

// The plan and status choices of the admin screens that pick members: User Management's filters and a
// broadcast's audience offer the same values, so both are read from one place.

type Choice<T extends string> = {
  id: string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** What the empty choice reads, e.g. "All Plans" or "Any plan". */
  anyLabel: string;
};

function FilterSelect<T extends string>({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
}: Choice<T> & { label: string; options: readonly T[] }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        // The options are exactly `options` plus the empty choice, so the value is one of them.
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A member's plan, or any plan. */
export function PlanFilter(props: Choice<PlanType>) {
  return <FilterSelect {...props} label="Plan" options={PLAN_TYPES} />;
}

/** A member's account status, or any; `statuses` narrows the list where some cannot apply. */
export function StatusFilter({
  statuses = USER_STATUSES,
  ...props
}: Choice<UserStatus> & { statuses?: readonly UserStatus[] }) {
  return <FilterSelect {...props} label="Status" options={statuses} />;
}
