import { format, parseISO } from "date-fns";
import type { ReactNode } from "react";

export type LegalSection = { id: string; title: string; content: ReactNode };

/** 'Last Updated' as 'd MMMM yyyy', for example 22 November 2026. */
export function formatLegalDate(isoDate: string): string {
  return format(parseISO(isoDate), "d MMMM yyyy");
}

type LegalDocumentProps = {
  title: string;
  /** The date the text last changed, never today's date. */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

// Shared frame for the privacy policy, terms and cookie policy: a contents list that links to each
// numbered section (anchors let /terms#guarantee be linked from elsewhere) and readable prose styles.
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Last Updated: <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
        </p>
        <div className="mt-6 space-y-3 text-slate-700">{intro}</div>
      </header>
      <nav
        aria-labelledby="contents-heading"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="contents-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </div>
    </div>
  );
}
