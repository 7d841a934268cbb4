import type { ReactNode } from "react";
import { GuidesSection } from "../components/guides-section";
import { QuestionBankSection } from "../components/question-bank-section";
import { StageChecklistsSection } from "../components/stage-checklists-section";
import { StoryBankSection } from "../components/story-bank-section";

export function meta() {
  return [{ title: "Prep · Finance Careers" }];
}

const SECTIONS = [
  { id: "guides", title: "Guides" },
  { id: "question-bank", title: "Question bank" },
  { id: "stage-checklists", title: "Stage checklists" },
  { id: "story-bank", title: "Story bank" },
] as const;
type SectionId = (typeof SECTIONS)[number]["id"];

const INTROS: Record<SectionId, string> = {
  guides:
    "Short guides to the technical and behavioural questions of finance interviews, written for this site.",
  "question-bank": "The questions our mock interviews ask, with the outline of a strong answer to each.",
  "stage-checklists": "What to do before each step of an application, from applying to accepting an offer.",
  "story-bank": "",
};

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const section = SECTIONS.find((s) => s.id === id);
  return (
    // scroll-mt keeps the heading clear of the sticky site header when the in-page links jump here.
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 space-y-4">
      <div className="space-y-1 border-b border-slate-200 pb-2">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-slate-900">
          {section?.title}
        </h2>
        {INTROS[id] && <p className="text-sm text-slate-600">{INTROS[id]}</p>}
      </div>
      {children}
    </section>
  );
}

// /app/prep: the prep hub, free for every member. One page of four sections with links to each, so
// everything is reachable by keyboard and stacks on a phone.
export default function PrepRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-8">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Prep</h1>
        <p className="max-w-3xl text-slate-600">
          Everything to prepare for finance interviews in one place: guides to the technicals and to telling
          your story, the question bank with strong-answer outlines, a checklist for each stage, and your own
          bank of STAR stories.
        </p>
        <nav aria-label="Prep sections">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Section id="guides">
        <GuidesSection />
      </Section>
      <Section id="question-bank">
        <QuestionBankSection />
      </Section>
      <Section id="stage-checklists">
        <StageChecklistsSection />
      </Section>
      <Section id="story-bank">
        <StoryBankSection />
      </Section>
    </div>
  );
}
