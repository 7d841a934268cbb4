import type { SecondReading } from "../../../../shared/interview";
import { StatusBadge } from "./claim-list";

// A configured model's reading of the same answer, key point by key point, beside the built-in
// verdicts and labelled as the model's. The scores above are always the built-in engine's.

const modelName = (by: string) => by.replace(/^openai:/, "");

export function SecondReader({ reading }: { reading: SecondReading }) {
  return (
    <section
      className="min-w-0 space-y-2 rounded-md border border-dashed border-slate-300 p-3"
      data-testid="second-reader"
      aria-label="Second reader"
    >
      <h4 className="text-sm font-semibold text-slate-900">Second reader: {modelName(reading.by)}</h4>
      <p className="text-xs text-slate-600">
        A language model's reading of the same answer, for comparison. Your scores come from the built-in
        engine only.
      </p>
      <ul className="space-y-2">
        {reading.claims.map((claim) => (
          <li key={claim.point} className="min-w-0 text-sm">
            <div className="flex flex-wrap items-start gap-2">
              <StatusBadge status={claim.status} />
              <span className="min-w-0 flex-1 break-words text-slate-800">{claim.point}</span>
            </div>
            {claim.evidence && (
              <p className="mt-1 break-words text-xs text-slate-600">Quoted: “{claim.evidence}”</p>
            )}
            {claim.note && <p className="mt-1 break-words text-xs text-slate-700">{claim.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
