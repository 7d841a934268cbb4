import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { cn } from "../../../lib/utils";
import type { PlanItem } from "../api";

// One action of the week: a tick box named by the action, why it is in the plan, and where to do it.

const KINDS: Record<PlanItem["kind"], { label: string; tone: BadgeTone }> = {
  deadline: { label: "Deadline", tone: "red" },
  event: { label: "Coming up", tone: "amber" },
  stuck: { label: "Follow up", tone: "yellow" },
  interview: { label: "Interview", tone: "blue" },
  aptitude: { label: "Online tests", tone: "blue" },
  "cv-match": { label: "CV", tone: "blue" },
  target: { label: "Targets", tone: "green" },
  "chat-goal": { label: "Networking", tone: "green" },
  starter: { label: "Get started", tone: "grey" },
};

export function PlanItemRow({
  item,
  done,
  onToggle,
}: {
  item: PlanItem;
  done: boolean;
  onToggle: (done: boolean) => void;
}) {
  const id = `plan-${item.key.replace(/[^a-zA-Z0-9-]/g, "-")}`;
  const kind = KINDS[item.kind];
  return (
    <li
      className={cn(
        "flex gap-3 rounded-lg border border-slate-200 bg-white p-4",
        done && "border-slate-100 bg-slate-50",
      )}
    >
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
        checked={done}
        aria-describedby={`${id}-why`}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <label
            htmlFor={id}
            className={cn("font-medium break-words text-slate-900", done && "text-slate-500 line-through")}
          >
            {item.title}
          </label>
          <Badge tone={done ? "grey" : kind.tone}>{done ? "Done" : kind.label}</Badge>
        </div>
        <p id={`${id}-why`} className="text-sm break-words text-slate-600">
          {item.why}
        </p>
        <Link
          to={item.link.href}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {item.link.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </li>
  );
}
