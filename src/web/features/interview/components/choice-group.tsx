import { cn } from "../../../lib/utils";

type Choice = { value: string; label: string; hint?: string };

/** A set of radio cards: native radios, so arrow keys and screen readers work as they should. */
export function ChoiceGroup({
  legend,
  name,
  value,
  onChange,
  choices,
}: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex cursor-pointer gap-3 rounded-lg border p-3 text-sm",
              value === choice.value
                ? "border-brand-600 bg-brand-50"
                : "border-slate-200 bg-white hover:border-slate-300",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{choice.label}</span>
              {choice.hint && <span className="block text-slate-600">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
