import { z } from "zod";
import {
  type CriticalThinkingItem,
  CT_SECTION_OPTIONS,
  CT_SECTIONS,
  type CtSection,
} from "../../../../shared/assessments";

// Critical thinking items written for this product, in the five sections of Watson Glaser-style tests:
// a passage (or a question with arguments) and statements the member judges with the section's answers.
// Every statement carries its key and the worked reasoning.

const itemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  statement: z.string().min(5),
  answer: z.string(),
  reasoning: z.string().min(10),
});

export const ctPassageSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    section: z.enum(CT_SECTIONS),
    passage: z.string().min(20),
    items: itemSchema.array().min(1),
  })
  .superRefine((passage, ctx) => {
    const allowed: readonly string[] = CT_SECTION_OPTIONS[passage.section].map((option) => option.value);
    passage.items.forEach((item, i) => {
      if (!allowed.includes(item.answer)) {
        ctx.addIssue({
          code: "custom",
          path: ["items", i, "answer"],
          message: `${passage.section} answers are ${allowed.join(", ")}`,
        });
      }
    });
  });

export type CtPassage = z.infer<typeof ctPassageSchema>;

export type CtBank = {
  passages: readonly CtPassage[];
  /** Every item's id in each section, in the bank's order. */
  keysBySection: Record<CtSection, string[]>;
  generate(itemId: string): CriticalThinkingItem | null;
  sectionOf(itemId: string): CtSection | null;
};

export function buildCtBank(data: unknown): CtBank {
  const passages = ctPassageSchema.array().parse(data);
  const byItem = new Map(
    passages.flatMap((passage) => passage.items.map((item) => [item.id, { passage, item }] as const)),
  );
  const keysBySection = Object.fromEntries(
    CT_SECTIONS.map((section) => [
      section,
      passages.filter((p) => p.section === section).flatMap((p) => p.items.map((item) => item.id)),
    ]),
  ) as Record<CtSection, string[]>;
  return {
    passages,
    keysBySection,
    sectionOf: (itemId) => byItem.get(itemId)?.passage.section ?? null,
    generate(itemId) {
      const found = byItem.get(itemId);
      if (!found) return null;
      const { passage, item } = found;
      const options = CT_SECTION_OPTIONS[passage.section];
      return {
        kind: "critical_thinking",
        id: `critical_thinking:${item.id}`,
        seed: item.id,
        section: passage.section,
        passage: { id: passage.id, text: passage.passage },
        statement: item.statement,
        options: options.map((option) => option.label),
        answerIndex: options.findIndex((option) => option.value === item.answer),
        solution: [item.reasoning],
      };
    },
  };
}
