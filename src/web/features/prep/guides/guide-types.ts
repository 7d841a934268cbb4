// A guide is data, so the screen renders every guide the same way and a test can check their length.

export type GuideBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[]; ordered?: boolean }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] };

export type GuideSection = { heading: string; blocks: GuideBlock[] };

export type Guide = {
  id: string;
  title: string;
  kind: "Technical" | "Behavioural" | "Research";
  /** One line on the list: what the guide covers. */
  summary: string;
  sections: GuideSection[];
};

export const paragraph = (text: string): GuideBlock => ({ kind: "paragraph", text });
export const list = (items: string[], ordered = false): GuideBlock => ({ kind: "list", items, ordered });
export const table = (caption: string, head: string[], rows: string[][]): GuideBlock => ({
  kind: "table",
  caption,
  head,
  rows,
});

/** Every word a guide shows, for its reading time and the length check. */
export function guideWords(guide: Guide): number {
  const texts = guide.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) =>
      block.kind === "paragraph"
        ? [block.text]
        : block.kind === "list"
          ? block.items
          : [block.caption, ...block.head, ...block.rows.flat()],
    ),
  ]);
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}
