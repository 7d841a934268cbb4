import { Check, Minus, X } from "lucide-react";
import { type ClaimStatus, type ClaimVerdict, wrongSentences } from "../../../../shared/interview";
import { cn } from "../../../lib/utils";

// An answer's key points, each covered, wrong or missing. A wrong one quotes each of the member's
// sentences that state it wrongly, each with what is right, so the feedback never praises a point the
// answer got wrong nor leaves a wrong statement unnamed. A covered one shows its fullest sentence. A
// story's points are covered or missing only (there is no wrong fact in a story), so its count leaves
// "wrong" out rather than promise a check that was never made.

const LOOK: Record<ClaimStatus, { label: string; className: string; Icon: typeof Check }> = {
  covered: { label: "Covered", className: "bg-emerald-50 text-emerald-800 ring-emerald-200", Icon: Check },
  wrong: { label: "Wrong", className: "bg-red-50 text-red-800 ring-red-200", Icon: X },
  missing: { label: "Missing", className: "bg-slate-100 text-slate-700 ring-slate-200", Icon: Minus },
};

export function StatusBadge({ status }: { status: ClaimStatus }) {
  const { label, className, Icon } = LOOK[status];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}

/** The same sentence can be said twice and both are named: the repeat's count keeps their keys apart. */
function keyedByRepeat(sentences: string[]): { key: string; said: string }[] {
  const seen = new Map<string, number>();
  return sentences.map((said) => {
    const repeat = seen.get(said) ?? 0;
    seen.set(said, repeat + 1);
    return { key: `${said}#${repeat}`, said };
  });
}

export function ClaimList({
  claims,
  title = "Key points",
  canBeWrong = true,
}: {
  claims: ClaimVerdict[];
  title?: string;
  /** False for a story: its points are only ever covered or missing. */
  canBeWrong?: boolean;
}) {
  const counts = (status: ClaimStatus) => claims.filter((c) => c.status === status).length;
  const tally = [
    `${counts("covered")} covered`,
    ...(canBeWrong ? [`${counts("wrong")} wrong`] : []),
    `${counts("missing")} missing`,
  ].join(", ");
  return (
    <section className="min-w-0 space-y-2" data-testid="claim-verdicts">
      <h4 className="text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({tally})</span>
      </h4>
      <ul className="space-y-2">
        {claims.map((claim) => (
          <li
            key={claim.point}
            className={cn(
              "min-w-0 rounded-md border p-3 text-sm",
              claim.status === "wrong" ? "border-red-200 bg-red-50/40" : "border-slate-200",
            )}
          >
            <div className="flex flex-wrap items-start gap-2">
              <StatusBadge status={claim.status} />
              <span className="min-w-0 flex-1 break-words text-slate-800">{claim.point}</span>
            </div>
            {claim.status === "wrong" &&
              keyedByRepeat(wrongSentences(claim)).map(({ key, said }) => (
                <div key={key} className="mt-2 space-y-1 break-words text-slate-800">
                  <p>
                    <span className="font-medium">You said:</span> “{said}”
                  </p>
                  <p>
                    <span className="font-medium">What is right:</span> {claim.correction}
                  </p>
                </div>
              ))}
            {claim.status === "covered" && claim.evidence && (
              <p className="mt-1 break-words text-xs text-slate-600">From your answer: “{claim.evidence}”</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
