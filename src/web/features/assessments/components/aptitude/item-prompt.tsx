import { CT_SECTION_INFO, SJT_COMPETENCY_LABELS } from "../../../../../shared/assessments";
import type { ShownItem } from "../../aptitude-api";
import { ExhibitView } from "./exhibit-view";
import { describeFigure } from "./figure-description";
import { FigureTile, MissingTile } from "./figure-tile";

// What a question shows before its options: the exhibit, the passage, or the sequence of figures.

function Passage({ passage }: { passage: { title: string; text: string } }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group, not a region, as a verbal review shows one passage with each of its statements; a fieldset is for form controls.
    <div
      role="group"
      aria-label={`Passage: ${passage.title}`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">{passage.title}</h3>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{passage.text}</p>
    </div>
  );
}

function Sequence({ item }: { item: Extract<ShownItem, { kind: "logical" }> }) {
  const next = item.sequence.length + 1;
  return (
    // Two rows of three on a phone: six across leaves the harder items' several small shapes too small to read.
    <ol aria-label="The sequence" className="grid max-w-xl grid-cols-3 gap-2 sm:grid-cols-6 sm:gap-3">
      {item.sequence.map((figure, i) => {
        const label = `Figure ${i + 1}: ${describeFigure(figure)}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a figure's place in the sequence is what it is
          <li key={i}>
            <FigureTile figure={figure} label={label} />
          </li>
        );
      })}
      <li>
        <MissingTile label={`Figure ${next}: the missing figure`} />
      </li>
    </ol>
  );
}

function Scenario({ item }: { item: Extract<ShownItem, { kind: "situational" }> }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group naming the scenario, not a form control set.
    <div
      role="group"
      aria-label={`Scenario: ${item.title}`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {SJT_COMPETENCY_LABELS[item.competency]}
      </p>
      <h3 className="font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{item.scenario}</p>
    </div>
  );
}

function CriticalThinking({ item }: { item: Extract<ShownItem, { kind: "critical_thinking" }> }) {
  const info = CT_SECTION_INFO[item.section];
  return (
    <div className="space-y-3">
      <div className="rounded-lg border border-brand-100 bg-brand-50 p-3">
        <h3 className="font-semibold text-brand-800">Section: {info.label}</h3>
        <p className="mt-1 text-sm text-slate-800">{info.instructions}</p>
      </div>
      <Passage
        passage={{ title: item.section === "evaluation" ? "Question" : "Passage", text: item.passage.text }}
      />
    </div>
  );
}

export function ItemPrompt({ item }: { item: ShownItem }) {
  switch (item.kind) {
    case "numerical":
      return <ExhibitView exhibit={item.exhibit} />;
    case "verbal":
      return <Passage passage={item.passage} />;
    case "logical":
      return <Sequence item={item} />;
    case "situational":
      return <Scenario item={item} />;
    case "critical_thinking":
      return <CriticalThinking item={item} />;
  }
}
