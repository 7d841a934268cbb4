import { useId } from "react";
import { cn } from "../../../lib/utils";

type Choice = { value: string; label: string };

const chip =
  "flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500";

function Fieldset({
  legend,
  hint,
  error,
  errorId,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="flex flex-wrap gap-2">{children}</div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Several answers from a list, as checkboxes styled as chips. */
export function MultiChoice({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  options: readonly Choice[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <Fieldset legend={legend} hint={hint} error={error} errorId={`${id}-error`}>
      {options.map((option) => (
        <label key={option.value} className={chip}>
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, option.value]
                  : value.filter((item) => item !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </Fieldset>
  );
}

/** One answer from a list, as radio buttons styled as chips. */
export function SingleChoice({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  className,
}: {
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn(className)}>
      <Fieldset legend={legend} hint={hint} error={error} errorId={`${id}-error`}>
        {options.map((option) => (
          <label key={option.value} className={chip}>
            <input
              type="radio"
              name={id}
              className="size-4 accent-brand-600"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Fieldset>
    </div>
  );
}

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "unsure", label: "Not sure yet" },
];

/** A yes/no question whose third answer, "not sure", is stored as null (spec 000 §3: null = unanswered). */
export function YesNoChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const current = value === true ? "yes" : value === false ? "no" : null;
  return (
    <SingleChoice
      legend={legend}
      options={YES_NO}
      value={current}
      onChange={(answer) => onChange(answer === "yes" ? true : answer === "no" ? false : null)}
    />
  );
}
