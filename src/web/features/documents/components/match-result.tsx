import { Check, X } from "lucide-react";
import type { CvMatchResult } from "../../../../shared/cv-match";
import { BreakdownTable } from "../../../components/ui/breakdown-table";
import { cn } from "../../../lib/utils";

// The score explained: each part with its weight and the points it earned, then what to change.

function tone(score: number) {
  if (score >= 75) return "text-emerald-700";
  if (score >= 50) return "text-amber-700";
  return "text-red-700";
}

function Parts({ result }: { result: CvMatchResult }) {
  return (
    <BreakdownTable
      caption="How the score is made up"
      headings={["Part", "Points", "Why"]}
      rows={result.parts.map((part) => ({
        key: part.id,
        label: part.label,
        value: `${part.points} of ${part.weight}`,
        why: part.note,
      }))}
    />
  );
}

function Keywords({ result }: { result: CvMatchResult }) {
  const canAdd = result.missingKeywords.filter((k) => k.kind === "can-add");
  const needs = result.missingKeywords.filter((k) => k.kind === "needs-experience");
  if (result.missingKeywords.length === 0)
    return <p className="text-sm text-slate-700">Your CV names every skill the posting asks for.</p>;
  const list = (items: typeof canAdd) => (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {items.map((k) => (
        <li
          key={k.keyword}
          title={k.why}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800"
        >
          {k.keyword}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="space-y-2 text-sm">
      {canAdd.length > 0 && (
        <div>
          <p className="font-medium text-slate-900">You can add these honestly, if true of you</p>
          {list(canAdd)}
        </div>
      )}
      {needs.length > 0 && (
        <div>
          <p className="font-medium text-slate-900">These need experience you may not have yet</p>
          {list(needs)}
        </div>
      )}
    </div>
  );
}

export function MatchResult({ result, suggestions }: { result: CvMatchResult; suggestions: string[] }) {
  return (
    <div className="min-w-0 space-y-4" data-testid="cv-match-result">
      <p className="text-sm text-slate-700">
        <span className={cn("text-4xl font-bold", tone(result.score))}>{result.score}</span>
        <span className="text-lg font-semibold text-slate-700"> / 100</span>
        <span className="sr-only"> CV match score</span>
      </p>
      {result.eligibility.status === "outside" && (
        <p role="note" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {result.eligibility.detail}
        </p>
      )}
      <Parts result={result} />
      <section className="space-y-2">
        <h3 className="font-semibold">Missing keywords</h3>
        <Keywords result={result} />
      </section>
      {result.weakBullets.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold">Bullets to strengthen</h3>
          <ul className="space-y-2 text-sm">
            {result.weakBullets.map((bullet) => (
              <li key={bullet.text} className="rounded-md bg-amber-50 p-2">
                <p className="break-words text-slate-900">“{bullet.text}”</p>
                <p className="text-slate-700">{bullet.reasons.join(" ")}</p>
                {bullet.suggestions.length > 0 && (
                  <p className="text-slate-700">Try opening with: {bullet.suggestions.join(", ")}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="space-y-2">
        <h3 className="font-semibold">UK finance CV checks</h3>
        <ul className="space-y-1 text-sm">
          {result.checks.map((check) => (
            <li key={check.id} className="flex gap-2">
              {check.passed ? (
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              ) : (
                <X aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
              )}
              <span className="min-w-0 break-words">
                <span className="font-medium">{check.label}</span>
                <span className="sr-only">{check.passed ? ": passed" : ": needs attention"}</span>.{" "}
                {check.detail}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {suggestions.length > 0 && (
        <section className="space-y-2">
          <h3 className="font-semibold">More suggestions</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
