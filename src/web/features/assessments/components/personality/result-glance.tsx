import type { DomainView } from "../../personality-api";
import { ScoreBar } from "./score-bar";
import { LEVEL_WORDS } from "./trait-words";

/** The five domain scores in a few lines, as on a summary card. */
export function ResultGlance({ domains, linked = false }: { domains: DomainView[]; linked?: boolean }) {
  return (
    <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {domains.map((domain) => (
        <li key={domain.id} className="min-w-0 space-y-1 text-sm">
          <p className="flex flex-wrap justify-between gap-x-2">
            {linked ? (
              <a href={`#domain-${domain.id}`} className="font-medium text-brand-700 underline">
                {domain.name}
              </a>
            ) : (
              <span className="font-medium text-slate-900">{domain.name}</span>
            )}
            <span className="text-slate-600">
              {domain.score} of {domain.max} · {LEVEL_WORDS[domain.level]}
            </span>
          </p>
          <ScoreBar percent={domain.percent} size="sm" />
        </li>
      ))}
    </ul>
  );
}
