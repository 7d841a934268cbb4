import {
  type AptitudeKind,
  CT_SECTION_INFO,
  CT_SECTIONS,
  type SectionScores,
  SJT_COMPETENCIES,
  SJT_COMPETENCY_LABELS,
} from "../../../../../shared/assessments";
import { marks, percentOf } from "./format";

// A score broken down: critical thinking by its five sections, situational judgement by the competency
// each scenario tests, and the harder logical tests by level.

const LEVELS = ["level1", "level2", "level3"] as const;

/** The sections in their standard order, each with its name. */
export function sectionRows(kind: AptitudeKind, sections: SectionScores) {
  const named: [string, string][] =
    kind === "critical_thinking"
      ? CT_SECTIONS.map((section) => [section, CT_SECTION_INFO[section].label])
      : kind === "situational"
        ? SJT_COMPETENCIES.map((competency) => [competency, SJT_COMPETENCY_LABELS[competency]])
        : LEVELS.map((level) => [level, `Level ${level.slice(-1)}`]);
  return named.flatMap(([id, label]) => {
    const scores = sections[id];
    return scores ? [{ id, label, ...scores }] : [];
  });
}

export function SectionResults({ kind, sections }: { kind: AptitudeKind; sections: SectionScores }) {
  const rows = sectionRows(kind, sections);
  const heading =
    kind === "critical_thinking" ? "By section" : kind === "situational" ? "By competency" : "By level";
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.id} className="flex justify-between gap-3 rounded-md bg-slate-50 px-3 py-1.5">
            <span>{row.label}</span>
            <span className="font-medium whitespace-nowrap tabular-nums">
              {marks(row.score)} of {row.total} ({percentOf(row.score, row.total)}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
