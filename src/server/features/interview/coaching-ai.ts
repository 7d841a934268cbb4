import { z } from "zod";
import type { AiProvider, Generated } from "../../ai/provider";

// A model's note on a practice answer and, when the answer has gaps, a follow-up in the interviewer's
// voice. The rubric scores stay the built-in engine's; the built-in engine adds no note (its rubric
// already says why and what to add) and asks its follow-ups from the question bank, so without a model,
// or when it fails, the answer is neither.

export const MAX_COACHING_CHARS = 600;
const MAX_ANSWER_CHARS = 12_000;

/** An answer the built-in engine has scored, for a model to comment on in the interviewer's voice. */
export type InterviewCoachingInput = {
  question: string;
  answer: string;
  /** The interviewer's name and manner (src/shared/interview.ts PERSONAS). */
  persona: { name: string; description: string };
  /** What the built-in engine found missing: the follow-up, when there is one, asks about the first. */
  gaps: string[];
  keyPointsMissing: string[];
};
export type InterviewCoaching = { comment: string; followUp: string | null };

export const COACHING_INSTRUCTIONS = `You are an interviewer for graduate finance roles, coaching a student after a practice answer.
Stay in the persona you are given. A separate engine has scored the answer; you do not score it.
Write "comment": two or three sentences on the answer's strongest point and the one change that would help most, about this answer only.
Write "followUp": if gaps are listed, one short follow-up question in the persona's voice about the first gap; otherwise null.
Never invent facts about the student. Answer with one JSON object: {"comment": "...", "followUp": "..." or null}.`;

const COACHING_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["comment", "followUp"],
  properties: { comment: { type: "string" }, followUp: { type: ["string", "null"] } },
};

/** A model's note and follow-up: trimmed, and an over-long or empty follow-up dropped. */
export const interviewCoachingSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(MAX_COACHING_CHARS * 2)
    .transform((c) => c.slice(0, MAX_COACHING_CHARS)),
  followUp: z
    .string()
    .trim()
    .nullable()
    .transform((f) => (f && f.length <= 300 ? f : null)),
}) satisfies z.ZodType<InterviewCoaching>;

export function coachingMessage(input: InterviewCoachingInput): string {
  return [
    `Persona: ${input.persona.name}: ${input.persona.description}`,
    `Question: ${input.question}`,
    `Gaps found: ${input.gaps.join(", ") || "none"}`,
    `Key points missing: ${input.keyPointsMissing.join("; ") || "none"}`,
    "",
    "Answer:",
    input.answer.slice(0, MAX_ANSWER_CHARS),
  ].join("\n");
}

export function coachInterviewAnswer(
  ai: AiProvider,
  input: InterviewCoachingInput,
): Promise<Generated<InterviewCoaching>> {
  return ai.generate(
    {
      task: "interview_coaching",
      instructions: COACHING_INSTRUCTIONS,
      input: coachingMessage(input),
      schema: interviewCoachingSchema,
      jsonSchema: COACHING_JSON_SCHEMA,
    },
    () => ({ comment: "", followUp: null }),
  );
}
