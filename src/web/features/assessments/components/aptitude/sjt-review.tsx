import {
  EFFECTIVENESS_LABELS,
  SJT_COMPETENCY_LABELS,
  type SjtKeyedResponse,
} from "../../../../../shared/assessments";
import { Badge } from "../../../../components/ui/badge";
import type { AttemptEntry, ShownItem } from "../../aptitude-api";
import { OPTION_LETTERS } from "./format";

// A situational scenario's key, response by response: the member's rating (or whether they picked it
// as most or least effective), the key's effectiveness, the competency the response shows and the
// reasoning behind the key.

type Situational = Extract<ShownItem, { kind: "situational" }>;

const effectiveness = (value: number | undefined) =>
  value === undefined ? "—" : `${EFFECTIVENESS_LABELS[value - 1] ?? value} (${value})`;

function yourPick(index: number, answer: AttemptEntry["answer"]): string | null {
  if (!answer) return null;
  if (answer.most === index) return "You chose it as most effective";
  if (answer.least === index) return "You chose it as least effective";
  return null;
}

export function SjtKeyReview({
  item,
  keyed,
  mostLeast,
  answer,
}: {
  item: Situational;
  keyed: SjtKeyedResponse[];
  mostLeast: { most: number; least: number } | null;
  answer: AttemptEntry["answer"];
}) {
  return (
    <ol aria-label="Responses and the key" className="space-y-3">
      {item.options.map((text, index) => {
        const key = keyed[index];
        const pick = yourPick(index, answer);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: responses are fixed and keyed by position
          <li key={index} className="min-w-0 rounded-lg border border-slate-200 p-3 text-sm">
            <p className="break-words text-slate-900">
              <span className="mr-1 font-semibold text-slate-500">{OPTION_LETTERS[index]}</span>
              {text}
            </p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {item.format === "rate" ? (
                <div>
                  <dt className="inline text-slate-600">Your rating: </dt>
                  <dd className="inline font-medium">{effectiveness(answer?.ratings?.[index])}</dd>
                </div>
              ) : (
                <div>
                  <dt className="inline text-slate-600">Your choice: </dt>
                  <dd className="inline font-medium">{pick ?? "Not chosen"}</dd>
                </div>
              )}
              <div>
                <dt className="inline text-slate-600">Key: </dt>
                <dd className="inline font-medium">
                  {effectiveness(key?.effectiveness)}
                  {mostLeast?.most === index && <> · the most effective</>}
                  {mostLeast?.least === index && <> · the least effective</>}
                </dd>
              </div>
            </dl>
            {key && (
              <>
                <p className="mt-2">
                  <Badge tone="blue">Shows {SJT_COMPETENCY_LABELS[key.competency].toLowerCase()}</Badge>
                </p>
                <p className="mt-1 break-words text-slate-800">{key.reasoning}</p>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
