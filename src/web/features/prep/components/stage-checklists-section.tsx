import { stageLabel } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { useAuth } from "../../../lib/session";
import { STAGE_CHECKLISTS, type StageChecklist } from "../checklists";
import { useTicks } from "../use-ticks";

// What to do before each tracker stage. Ticks stay in this browser: they are a to-do list for the
// moment, not a record the member needs everywhere.

function ChecklistCard({
  checklist,
  ticks,
  onToggle,
  onClear,
}: {
  checklist: StageChecklist;
  ticks: Record<string, true>;
  onToggle: (id: string, done: boolean) => void;
  onClear: () => void;
}) {
  const done = checklist.items.filter((item) => ticks[item.id]).length;
  const legendId = `checklist-${checklist.stage}`;
  return (
    <fieldset aria-labelledby={legendId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={legendId} className="font-semibold text-slate-900">
            {stageLabel(checklist.stage)}
          </h3>
          <p className="text-sm text-slate-600">{checklist.when}</p>
        </div>
        <span className="shrink-0 pt-0.5 text-xs text-slate-600">
          {done} of {checklist.items.length} done
        </span>
      </div>
      <ProgressBar
        value={done}
        max={checklist.items.length}
        label={`${stageLabel(checklist.stage)} checklist`}
        valueText={`${done} of ${checklist.items.length} done`}
        className="mb-3 h-1.5"
      />
      <ul className="space-y-2">
        {checklist.items.map((item) => (
          <li key={item.id}>
            <label className="flex items-start gap-2.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                checked={Boolean(ticks[item.id])}
                onChange={(event) => onToggle(item.id, event.target.checked)}
              />
              <span className={ticks[item.id] ? "text-slate-500 line-through" : undefined}>{item.text}</span>
            </label>
          </li>
        ))}
      </ul>
      {done > 0 && (
        <Button variant="link" size="sm" className="mt-2 h-auto px-0" onClick={onClear}>
          Clear ticks<span className="sr-only"> for {stageLabel(checklist.stage)}</span>
        </Button>
      )}
    </fieldset>
  );
}

export function StageChecklistsSection() {
  const auth = useAuth();
  const { ticks, toggle, clear } = useTicks(auth.status === "signed-in" ? auth.user.id : "visitor");
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Ticks are kept in this browser, so you can work through a list over several days.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {STAGE_CHECKLISTS.map((checklist) => (
          <ChecklistCard
            key={checklist.stage}
            checklist={checklist}
            ticks={ticks}
            onToggle={toggle}
            onClear={() => clear(checklist.items.map((item) => item.id))}
          />
        ))}
      </div>
    </div>
  );
}
