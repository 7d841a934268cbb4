import { Lightbulb } from "lucide-react";
import type { ContentBlock, ListItem } from "../article";

// Renders an article's structured body as plain React elements: text is never parsed as HTML, so
// no dangerouslySetInnerHTML and nothing to sanitise. The page's h1 is the title; sections are h2/h3.

function Item({ item }: { item: ListItem }) {
  if (typeof item === "string") return <li>{item}</li>;
  return (
    <li>
      <strong className="font-semibold text-slate-900">{item.term}</strong> {item.text}
    </li>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "heading":
      return <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">{block.text}</h2>;
    case "subheading":
      return <h3 className="mt-6 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case "paragraph":
      return <p className="mt-4">{block.text}</p>;
    case "list": {
      const items = block.items.map((item) => (
        <Item key={typeof item === "string" ? item : item.term} item={item} />
      ));
      return block.ordered ? (
        <ol className="mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-slate-500">
          {items}
        </ol>
      ) : (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-slate-400">{items}</ul>
      );
    }
    case "tip":
      // A plain box rather than <aside>: several named complementary landmarks inside the article
      // would clutter landmark navigation; the hidden "Tip:" keeps the meaning for screen readers.
      return (
        <div className="mt-6 flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-900">
          <Lightbulb aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="sr-only">Tip: </span>
            {block.text}
          </p>
        </div>
      );
  }
}

export function ArticleBody({ body }: { body: ContentBlock[] }) {
  return (
    <div className="text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
      {body.map((block, index) => (
        // Blocks are static and never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
