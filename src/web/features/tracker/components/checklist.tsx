import { type FormEvent, useEffect, useState } from "react";
import { stageLabel } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { Detail } from "../api";
import { useUpdateApplication } from "../use-update";

// What to do at this stage. Each stage suggests its usual steps; ticked items and the member's own are
// kept on the application.

const SUGGESTED: Record<string, string[]> = {
  saved: ["CV tailored", "Cover letter written", "Application questions drafted"],
  applied: ["Confirmation email received", "Online test practised"],
  online_tests: ["Online test done", "Situational judgement test done"],
  interviews: ["Researched the firm and division", "Prepared three stories", "Thank-you email sent"],
  assessment_centre: ["Group exercise practised", "Case study practised", "Presentation prepared"],
  offer: ["Offer letter read", "Replied by the deadline"],
  rejected: ["Asked for feedback"],
  withdrawn: [],
};

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60);

export function Checklist({ application }: { application: Detail }) {
  const update = useUpdateApplication(application.id);
  const [extra, setExtra] = useState("");
  const stored = application.checklist;
  const suggested = (SUGGESTED[application.stage] ?? [])
    .map((label) => ({ id: `${application.stage}-${slug(label)}`, label, done: false }))
    .filter((item) => !stored.some((s) => s.id === item.id));
  const items = [...stored, ...suggested];
  // A box shows its click at once, until the application's checklist changes (saved, or put back after
  // a failure): the cache tells its readers a moment later, and the box must not flick back meanwhile.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: any new checklist replaces what was shown
  useEffect(() => setTicked({}), [stored]);
  const save = (checklist: typeof stored, done: string) => update.mutate({ input: { checklist }, done });
  const toggle = (id: string, done: boolean) => {
    const item = items.find((i) => i.id === id);
    if (!item) return;
    const next = stored.some((s) => s.id === id)
      ? stored.map((s) => (s.id === id ? { ...s, done } : s))
      : [...stored, { ...item, done }];
    save(next, done ? `Ticked: ${item.label}` : `Unticked: ${item.label}`);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const label = extra.trim();
    if (!label) return;
    save([...stored, { id: `own-${Date.now().toString(36)}`, label, done: false }], "Checklist item added");
    setExtra("");
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Steps for {stageLabel(application.stage)} and any you add.</p>
      <ul className="space-y-1.5">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={ticked[item.id] ?? item.done}
                onChange={(e) => {
                  setTicked((current) => ({ ...current, [item.id]: e.target.checked }));
                  toggle(item.id, e.target.checked);
                }}
              />
              <span className={(ticked[item.id] ?? item.done) ? "text-slate-500 line-through" : ""}>
                {item.label}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor="checklist-new">New item</Label>
          <Input
            id="checklist-new"
            value={extra}
            maxLength={120}
            onChange={(e) => setExtra(e.target.value)}
          />
        </div>
        <Button type="submit" size="sm" variant="secondary" disabled={!extra.trim()}>
          Add item
        </Button>
      </form>
    </div>
  );
}
