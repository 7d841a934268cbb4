import { z } from "zod";
import {
  type AnswerGap,
  KEYWORD_SIGNALS,
  PERSONAS,
  type PersonaId,
  QUESTION_CATEGORIES,
} from "../../../shared/interview";
import { SECTORS, type Sector } from "../../../shared/jobs";

// The shape of the question bank's JSON files, checked once when the bank is loaded so that a typo in
// the data fails at start-up (and in the unit tests), not in the middle of a member's interview.

const PERSONA_IDS = PERSONAS.map((persona) => persona.id) as [PersonaId, ...PersonaId[]];
const SECTOR_VALUES = SECTORS.map((sector) => sector.value) as [Sector, ...Sector[]];
const GAPS = ["no-result", "no-number", "no-firm-reason", "no-action", "too-short", "off-topic"] as const;
// Compile-time check that the list above names every AnswerGap and nothing else.
const GAPS_MATCH: Record<AnswerGap, true> = Object.fromEntries(GAPS.map((gap) => [gap, true])) as Record<
  AnswerGap,
  true
>;
export const ANSWER_GAPS: readonly AnswerGap[] = Object.keys(GAPS_MATCH) as AnswerGap[];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const line = z.string().trim().min(3);
const signals = new Set<string>(KEYWORD_SIGNALS);
// "@result" and its kin are signals the engine detects; any other "@word" is a typo.
const keyword = z
  .string()
  .trim()
  .min(1)
  .refine((word) => !word.startsWith("@") || signals.has(word), "unknown keyword signal");

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern, "i");
    return true;
  } catch {
    return false;
  }
}

const wrongClaimSchema = z.strictObject({
  pattern: z.string().min(3).refine(isRegExp, "not a valid regular expression"),
  correction: line,
});

const questionFields = {
  text: z.string().trim().min(10),
  keyPoints: z.array(line).min(3).max(6),
  /** One group of synonyms per key point: the point counts as covered when the answer uses any of them. */
  keywords: z.array(z.array(keyword).min(1)).optional(),
  outline: z.array(line).min(3).max(6),
  personas: z.array(z.enum(PERSONA_IDS)).min(1).optional(),
  /** Asked only when the chosen firm is in one of these sectors (or when no firm is chosen). */
  sectors: z.array(z.enum(SECTOR_VALUES)).min(1).optional(),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
};

const keywordsMatchKeyPoints = (question: { keyPoints: string[]; keywords?: string[][] }) =>
  !question.keywords || question.keywords.length === question.keyPoints.length;

export const bankQuestionSchema = z
  .strictObject({
    id: z.string().regex(KEBAB),
    category: z.enum(QUESTION_CATEGORIES),
    ...questionFields,
    wrongClaims: z.array(wrongClaimSchema).optional(),
  })
  .refine(keywordsMatchKeyPoints, "keywords must have one group per key point");
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const firmTemplatesSchema = z.strictObject({
  /** How each sector's front-office team is named in "Why {division} at {firm}?". */
  divisions: z.record(z.enum(SECTOR_VALUES), z.string().min(3)),
  templates: z
    .array(
      z
        .strictObject({ id: z.string().regex(KEBAB), ...questionFields })
        .refine(keywordsMatchKeyPoints, "keywords must have one group per key point"),
    )
    .min(3),
});
export type FirmTemplates = z.infer<typeof firmTemplatesSchema>;

const personaLines = z.strictObject(
  Object.fromEntries(PERSONA_IDS.map((id) => [id, z.array(line).min(3)])) as Record<
    PersonaId,
    z.ZodArray<typeof line>
  >,
);
export const followUpsSchema = z.strictObject(
  Object.fromEntries(GAPS.map((gap) => [gap, personaLines])) as Record<AnswerGap, typeof personaLines>,
);
export type FollowUps = z.infer<typeof followUpsSchema>;
