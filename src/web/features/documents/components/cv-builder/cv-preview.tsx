import { type CvDraft, type CvEntryLayout, cvLayout } from "../../../../../shared/schemas/cv";

// The CV as the export lays it out, in HTML: name centred, contact line, ruled section headings, firm and
// dates on one line, role and grade under it, then bullets. Long words and links wrap rather than push
// the page sideways on a phone.

function Split({ left, right, className }: { left: string; right: string; className: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <span className={className}>{left}</span>
      {right && <span>{right}</span>}
    </div>
  );
}

function Entry({ entry }: { entry: CvEntryLayout }) {
  return (
    <div className="mt-1.5 first:mt-0">
      <Split left={entry.title} right={entry.dates} className="font-bold" />
      {(entry.subtitle || entry.note) && (
        <Split left={entry.subtitle} right={entry.note} className="italic" />
      )}
      {entry.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {entry.bullets.length > 0 && (
        <ul className="list-disc pl-5">
          {entry.bullets.map((bullet, index) => (
            // Bullets can repeat while being typed, so the position keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is redrawn from the form on every change
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function CvPreview({ draft }: { draft: CvDraft }) {
  const layout = cvLayout(draft);
  const empty = !layout.name && layout.contact.length === 0 && layout.sections.length === 0;
  return (
    <section
      aria-label="CV preview"
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 font-[Helvetica,Arial,sans-serif] text-[12px] leading-snug text-black shadow-sm [overflow-wrap:anywhere] sm:p-6"
    >
      {empty ? (
        <p className="py-10 text-center text-sm text-slate-500">Your CV appears here as you type.</p>
      ) : (
        <>
          <p className="text-center text-xl font-bold">{layout.name || "Your name"}</p>
          <p className="text-center text-[11px]">{layout.contact.join("  |  ")}</p>
          {layout.sections.map((section) => (
            <div key={section.heading} className="mt-3">
              <p className="mb-1 border-b border-black pb-0.5 text-[13px] font-bold">{section.heading}</p>
              {section.entries.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own in the preview
                <Entry key={index} entry={entry} />
              ))}
              {section.facts.map((fact) => (
                <p key={fact.label}>
                  <span className="font-bold">{fact.label}:</span> {fact.text}
                </p>
              ))}
            </div>
          ))}
        </>
      )}
    </section>
  );
}
