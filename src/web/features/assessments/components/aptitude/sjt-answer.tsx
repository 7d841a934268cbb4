import { EFFECTIVENESS_LABELS } from "../../../../../shared/assessments";
import { cn } from "../../../../lib/utils";
import type { ShownItem } from "../../aptitude-api";
import { OPTION_LETTERS } from "./format";

// Answering a situational scenario with the keyboard as well as the pointer: a rated scenario is one
// radio group per response (1 very ineffective to 4 very effective); a most-least scenario is two radio
// groups, Most effective and Least effective, over the same responses.

type Situational = Extract<ShownItem, { kind: "situational" }>;

/** A choice's box: marked when chosen, dimmed while the answer cannot change. */
const choiceBox = (checked: boolean, disabled: boolean, layout: string) =>
  cn(
    "flex cursor-pointer gap-2 border-2 text-sm",
    layout,
    checked ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:border-slate-300",
    disabled && "cursor-not-allowed opacity-70",
  );

export type SjtDraft = { ratings: (number | null)[]; most: number | null; least: number | null };

export const emptySjtDraft = (item: Situational): SjtDraft => ({
  ratings: item.options.map(() => null),
  most: null,
  least: null,
});

/** The answer to send, or the message saying what is missing. */
export function sjtAnswer(
  item: Situational,
  draft: SjtDraft,
): { ratings: number[] } | { most: number; least: number } | { missing: string } {
  if (item.format === "rate") {
    const unrated = draft.ratings.indexOf(null);
    if (unrated >= 0)
      return { missing: `Rate every response: response ${OPTION_LETTERS[unrated]} has no rating yet.` };
    return { ratings: draft.ratings as number[] };
  }
  if (draft.most === null || draft.least === null) {
    return { missing: "Choose both the most effective and the least effective response." };
  }
  if (draft.most === draft.least) {
    return { missing: "The most and least effective responses must be two different ones." };
  }
  return { most: draft.most, least: draft.least };
}

function RateResponses({
  item,
  draft,
  onChange,
  disabled,
}: {
  item: Situational;
  draft: SjtDraft;
  onChange: (draft: SjtDraft) => void;
  disabled: boolean;
}) {
  return (
    <ol className="space-y-3">
      {item.options.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: responses are fixed and rated by position
        <li key={index}>
          <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium break-words text-slate-900">
              <span aria-hidden className="mr-1 font-semibold text-slate-500">
                {OPTION_LETTERS[index]}
              </span>
              <span className="sr-only">Response {OPTION_LETTERS[index]}: </span>
              {text}
            </legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {EFFECTIVENESS_LABELS.map((label, step) => {
                const value = step + 1;
                const checked = draft.ratings[index] === value;
                return (
                  <label
                    key={label}
                    className={choiceBox(checked, disabled, "items-center rounded-md px-2 py-1.5")}
                  >
                    <input
                      type="radio"
                      name={`rate-${item.id}-${index}`}
                      value={value}
                      checked={checked}
                      disabled={disabled}
                      onChange={() =>
                        onChange({
                          ...draft,
                          ratings: draft.ratings.map((rating, i) => (i === index ? value : rating)),
                        })
                      }
                      className="size-4 shrink-0"
                    />
                    {label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </li>
      ))}
    </ol>
  );
}

function PickOne({
  item,
  which,
  value,
  onPick,
  disabled,
}: {
  item: Situational;
  which: "Most effective" | "Least effective";
  value: number | null;
  onPick: (index: number) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2 font-semibold text-slate-900">{which}</legend>
      {item.options.map((text, index) => (
        <label
          // biome-ignore lint/suspicious/noArrayIndexKey: responses are fixed and chosen by position
          key={index}
          className={choiceBox(value === index, disabled, "items-start rounded-lg p-2.5")}
        >
          <input
            type="radio"
            name={`${which === "Most effective" ? "most" : "least"}-${item.id}`}
            value={index}
            checked={value === index}
            disabled={disabled}
            onChange={() => onPick(index)}
            aria-label={`${which}: response ${OPTION_LETTERS[index]}`}
            // The short name says which response; the description reads it out, so a screen reader
            // user choosing by keyboard hears the response itself, not only its letter.
            aria-describedby={`${which === "Most effective" ? "most" : "least"}-${item.id}-${index}`}
            className="mt-0.5 size-4 shrink-0"
          />
          <span
            id={`${which === "Most effective" ? "most" : "least"}-${item.id}-${index}`}
            className="break-words text-slate-900"
          >
            <span aria-hidden className="mr-1 font-semibold text-slate-500">
              {OPTION_LETTERS[index]}
            </span>
            {text}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function SjtAnswerForm({
  item,
  draft,
  onChange,
  disabled,
}: {
  item: Situational;
  draft: SjtDraft;
  onChange: (draft: SjtDraft) => void;
  disabled: boolean;
}) {
  if (item.format === "rate")
    return <RateResponses item={item} draft={draft} onChange={onChange} disabled={disabled} />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <PickOne
        item={item}
        which="Most effective"
        value={draft.most}
        onPick={(most) => onChange({ ...draft, most })}
        disabled={disabled}
      />
      <PickOne
        item={item}
        which="Least effective"
        value={draft.least}
        onPick={(least) => onChange({ ...draft, least })}
        disabled={disabled}
      />
    </div>
  );
}
