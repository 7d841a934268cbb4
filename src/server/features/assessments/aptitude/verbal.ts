import { z } from "zod";
import { VERBAL_OPTIONS, type VerbalItem } from "../../../../shared/assessments";
import passagesData from "./verbal-passages.json" with { type: "json" };

// Verbal reasoning items: passages written for this product, each with statements a candidate marks
// True, False or Cannot say from the passage alone. The bank is checked with zod when the module loads.

const statementSchema = z.object({
  text: z.string().min(10),
  answer: z.enum(VERBAL_OPTIONS),
  reason: z.string().min(10),
});

const passageSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  text: z.string().min(200),
  statements: statementSchema.array().min(4),
});

export type VerbalPassage = z.infer<typeof passageSchema>;

export const VERBAL_PASSAGES: readonly VerbalPassage[] = passageSchema.array().parse(passagesData);

/** Every statement in the bank as a stable key, "<passage id>:<statement index>". */
export const VERBAL_STATEMENT_KEYS: readonly string[] = VERBAL_PASSAGES.flatMap((passage) =>
  passage.statements.map((_, index) => `${passage.id}:${index}`),
);

export function passageIndex(key: string): number {
  const passageId = key.split(":")[0];
  return VERBAL_PASSAGES.findIndex((passage) => passage.id === passageId);
}

export function generateVerbal(key: string): VerbalItem | null {
  const [passageId, position] = key.split(":");
  const passage = VERBAL_PASSAGES.find((candidate) => candidate.id === passageId);
  const statement = passage?.statements[Number(position)];
  if (!passage || !statement) return null;
  const answerIndex = VERBAL_OPTIONS.indexOf(statement.answer);
  if (answerIndex !== 0 && answerIndex !== 1 && answerIndex !== 2) return null;
  return {
    kind: "verbal",
    id: `verbal:${key}`,
    seed: key,
    passage: { id: passage.id, title: passage.title, text: passage.text },
    statement: statement.text,
    options: ["True", "False", "Cannot say"],
    answerIndex,
    solution: [`${statement.answer}. ${statement.reason}`],
  };
}
