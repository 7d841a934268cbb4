import type { TraitLevel } from "../../../../../shared/personality";
import { Badge } from "../../../../components/ui/badge";
import type { DomainView, FacetView } from "../../personality-api";
import { ScoreBar } from "./score-bar";
import { changeWords, LEVEL_WORDS, withoutName } from "./trait-words";

type Text = DomainView["text"];

/** What the member's end of the scale suggests; in the middle, both ends in part. */
function levelSentence(level: TraitLevel, text: Text): string {
  if (level === "high") return text.high;
  if (level === "low") return text.low;
  return `You sit between the two ends, so each may fit you at times. Towards the high end: ${text.high} Towards the low end: ${text.low}`;
}

/** The score, and with a comparison the earlier one and the change (the select above names when). */
function ScoreLine({ now, max, earlier }: { now: number; max: number; earlier?: number }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">
        {now} of {max}
      </span>
      {earlier !== undefined && (
        <span className="text-slate-600">
          {" "}
          · earlier {earlier} ({changeWords(now, earlier)})
        </span>
      )}
    </p>
  );
}

function FacetResult({ facet, earlier }: { facet: FacetView; earlier?: FacetView }) {
  return (
    <li className="min-w-0 space-y-2 rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{facet.name}</h4>
        <Badge tone="blue">{LEVEL_WORDS[facet.level]}</Badge>
      </div>
      <ScoreLine now={facet.score} max={facet.max} earlier={earlier?.score} />
      <ScoreBar percent={facet.percent} earlierPercent={earlier?.percent} size="sm" />
      <p className="text-sm text-slate-700">{withoutName(facet.name, facet.text.summary)}</p>
      <p className="text-sm text-slate-700">{levelSentence(facet.level, facet.text)}</p>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-brand-700">
          In finance work<span className="sr-only">: {facet.name}</span>
        </summary>
        <p className="mt-1">{facet.text.finance}</p>
      </details>
    </li>
  );
}

/** One domain: its score and level, what it means and how it shows in finance work, then its facets. */
export function DomainResult({ domain, earlier }: { domain: DomainView; earlier?: DomainView }) {
  const headingId = `domain-${domain.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} tabIndex={-1} className="scroll-mt-20 text-xl font-semibold outline-none">
          {domain.name}
        </h2>
        <Badge tone="blue">{LEVEL_WORDS[domain.level]}</Badge>
      </div>
      <div className="space-y-1">
        <ScoreLine now={domain.score} max={domain.max} earlier={earlier?.score} />
        <ScoreBar percent={domain.percent} earlierPercent={earlier?.percent} />
      </div>
      <div className="space-y-3 text-slate-700">
        <p>{domain.text.summary}</p>
        <p>{levelSentence(domain.level, domain.text)}</p>
        <div className="rounded-lg bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">In finance work</h3>
          <p className="mt-1 text-sm">{domain.text.finance}</p>
        </div>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">The six facets of {domain.name}</h3>
        <ul className="grid gap-3 md:grid-cols-2">
          {domain.facets.map((facet) => (
            <FacetResult
              key={facet.id}
              facet={facet}
              earlier={earlier?.facets.find((f) => f.id === facet.id)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
