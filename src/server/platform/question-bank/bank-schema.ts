import { z } from "zod";
import {
  type AnswerGap,
  type ClaimFact,
  KEYWORD_SIGNALS,
  type KeyPointClaim,
  type Misconception,
  PERSONAS,
  type PersonaId,
  QUESTION_CATEGORIES,
} from "../../../shared/interview";
import { SECTORS, type Sector } from "../../../shared/jobs";
import { FINANCE_TERMS } from "./finance-terms";

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

// A claim's terms: "#id" names a concept of finance-terms.json (a typo fails here), anything else is a
// phrase of its own.
const term = z
  .string()
  .trim()
  .min(1)
  .refine((t) => !t.startsWith("#") || FINANCE_TERMS.has(t.slice(1)), "unknown finance term")
  .refine((t) => !t.startsWith("@") || t === "@number", 'the only signal a claim may name is "@number"');
const terms = z.array(term).min(1);
const direction = z.enum(["up", "down", "none"]);
const numbers = z.array(z.number()).min(1);

const claimFactSchema: z.ZodType<ClaimFact> = z.union([
  z.strictObject({ any: terms }),
  z.strictObject({ all: z.array(terms).min(2) }),
  z.strictObject({ about: terms, is: terms }),
  z.strictObject({
    about: terms,
    dir: direction,
    by: numbers.optional(),
    exact: z.boolean().optional(),
    amountOnly: z.boolean().optional(),
    when: z.strictObject({ about: terms, dir: z.enum(["up", "down"]) }).optional(),
    whenOnly: z.boolean().optional(),
    cause: terms.optional(),
  }),
  z.strictObject({ about: terms, pole: z.enum(["before", "after", "plus", "minus"]), of: terms }),
  z.strictObject({ about: terms.optional(), value: numbers, exact: z.boolean().optional() }),
  z.strictObject({ pattern: z.string().min(3).refine(isRegExp, "not a valid regular expression") }),
]);

/** A key point as a claim: the ways of stating it rightly, its common wrong forms, and what is right. */
const claimSchema: z.ZodType<KeyPointClaim> = z.strictObject({
  says: z.array(claimFactSchema).min(1),
  wrong: z.array(claimFactSchema).min(1).optional(),
  correction: line,
});

const misconceptionSchema: z.ZodType<Misconception> = z.strictObject({
  point: line,
  wrong: z
    .array(z.strictObject({ pattern: z.string().min(3).refine(isRegExp, "not a valid regular expression") }))
    .min(1),
  correction: line,
});

/**
 * Misconceptions common to a whole category ("profit is the same as cash" for accounting): stated in an
 * answer to any of its questions, they are as wrong as a question's own.
 */
export const categoryMisconceptionsSchema = z.array(misconceptionSchema);

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

const TECHNICAL = new Set(["accounting", "valuation", "markets", "brainteaser"]);

export const bankQuestionSchema = z
  .strictObject({
    id: z.string().regex(KEBAB),
    category: z.enum(QUESTION_CATEGORIES),
    ...questionFields,
    /** Technical questions: one claim per key point, which the engine judges each sentence against. */
    claims: z.array(claimSchema).optional(),
    /** Technical questions: wrong beliefs about the subject that contradict no key point. */
    misconceptions: z.array(misconceptionSchema).min(1).optional(),
  })
  .refine(keywordsMatchKeyPoints, "keywords must have one group per key point")
  .refine(
    (question) =>
      TECHNICAL.has(question.category)
        ? question.claims?.length === question.keyPoints.length
        : question.claims === undefined,
    "a technical question needs one claim per key point (and only technical questions have claims)",
  )
  .refine(
    (question) => TECHNICAL.has(question.category) || question.misconceptions === undefined,
    "only technical questions have misconceptions",
  );
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
