import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { categoryLabel } from "../../../../shared/schemas/prep";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/utils";
import type { BankQuestion } from "../api";

const DIFFICULTY = { 1: "Foundation", 2: "Intermediate", 3: "Advanced" } as const;

/** One question of the bank; its strong-answer outline opens on demand, so the list stays scannable. */
export function QuestionResult({ question }: { question: BankQuestion }) {
  const [open, setOpen] = useState(false);
  const panelId = `question-${question.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <article aria-labelledby={`${panelId}-text`} className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{categoryLabel(question.category)}</Badge>
          {question.difficulty && <Badge tone="grey">{DIFFICULTY[question.difficulty]}</Badge>}
        </div>
        <h3 id={`${panelId}-text`} className="font-semibold text-slate-900">
          {question.question}
        </h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Strong answer outline
          <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
        </button>
        <div id={panelId} hidden={!open} className="grid gap-4 pt-1 text-sm text-slate-700 md:grid-cols-2">
          <div>
            <h4 className="mb-1.5 font-semibold text-slate-900">Outline</h4>
            <ol className="list-decimal space-y-1 pl-5">
              {question.outline.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </div>
          <div>
            <h4 className="mb-1.5 font-semibold text-slate-900">Key points to cover</h4>
            <ul className="list-disc space-y-1 pl-5">
              {question.keyPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </div>
      </article>
    </li>
  );
}
