import type { GuideBlock, GuideSection } from "../guides/guide-types";

// One guide's sections as reading text: headings, paragraphs, lists and small tables of numbers.

function Block({ block }: { block: GuideBlock }) {
  if (block.kind === "paragraph") return <p>{block.text}</p>;
  if (block.kind === "list") {
    const List = block.ordered ? "ol" : "ul";
    return (
      <List className={block.ordered ? "list-decimal space-y-1.5 pl-5" : "list-disc space-y-1.5 pl-5"}>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    );
  }
  // Wide tables scroll inside their own box on a phone, never the page.
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-slate-700">{block.caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {block.head.map((cell) => (
              <th key={cell} scope="col" className="py-1.5 pr-3 font-semibold text-slate-900">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join("|")} className="border-b border-slate-100 align-top">
              {/* Cells by their column: a row can repeat a value, but a table never repeats a heading. */}
              {block.head.map((column, c) => (
                <td key={column} className="py-1.5 pr-3 text-slate-700">
                  {row[c]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const blockKey = (block: GuideBlock) =>
  block.kind === "paragraph" ? block.text : block.kind === "list" ? block.items.join("|") : block.caption;

export function GuideContent({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <div className="space-y-5 text-sm leading-relaxed text-slate-700">
      {sections.map((section) => (
        <div key={section.heading} className="space-y-2.5">
          <h4 className="text-base font-semibold text-slate-900">{section.heading}</h4>
          {section.blocks.map((block) => (
            <Block key={blockKey(block)} block={block} />
          ))}
        </div>
      ))}
    </div>
  );
}
