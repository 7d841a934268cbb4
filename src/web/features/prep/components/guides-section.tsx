import { ChevronDown } from "lucide-react";
import { useRef, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/utils";
import { GUIDES } from "../guides/all-guides";
import { type Guide, guideWords } from "../guides/guide-types";
import { GuideContent } from "./guide-content";

// The guides as a list; each opens in place (a disclosure button), so several can be open to compare.

const KIND_TONES: Record<Guide["kind"], BadgeTone> = {
  Technical: "blue",
  Behavioural: "green",
  Research: "amber",
};
/** Reading at about 200 words a minute. */
const minutes = (guide: Guide) => Math.max(1, Math.round(guideWords(guide) / 200));

function GuideItem({ guide }: { guide: Guide }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = `guide-${guide.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white">
      <h3>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={`${panelId}-summary`}
          onClick={() => setOpen(!open)}
          className="flex w-full items-start gap-3 rounded-t-lg px-4 pt-3 text-left font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="min-w-0 flex-1">{guide.title}</span>
          <ChevronDown
            aria-hidden
            className={cn("size-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
          />
        </button>
      </h3>
      <p id={`${panelId}-summary`} className="px-4 pt-0.5 pb-3 pr-12 text-sm text-slate-600">
        {guide.summary}
      </p>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 py-4">
        <p className="mb-4 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <Badge tone={KIND_TONES[guide.kind]}>{guide.kind}</Badge>
          <span>{minutes(guide)} min read</span>
        </p>
        <GuideContent sections={guide.sections} />
        {/* A long guide is closed from its end too; focus goes back to its title, where reading resumes. */}
        <Button
          variant="secondary"
          size="sm"
          className="mt-5"
          onClick={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          Close guide
        </Button>
      </div>
    </li>
  );
}

export function GuidesSection() {
  return (
    <ul className="space-y-2">
      {GUIDES.map((guide) => (
        <GuideItem key={guide.id} guide={guide} />
      ))}
    </ul>
  );
}
