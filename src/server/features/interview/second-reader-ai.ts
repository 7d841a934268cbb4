import { z } from "zod";
import { CLAIM_STATUSES, type SecondReading } from "../../../shared/interview";
import type { AiProvider } from "../../ai/provider";

// A configured model as a second reader of a technical answer: it judges each key point covered, wrong
// or missing, quoting the member's sentence, and its reading is shown beside the built-in verdicts. The
// rubric score stays the built-in engine's, so scores stay comparable whichever model is configured. Its
// JSON is checked with zod: one verdict per key point, a quote that is really in the answer (or none),
// a short note. Without a model, or when it fails or answers out of shape, there is no second reading.

const MAX_ANSWER_CHARS = 12_000;
const MAX_NOTE_CHARS = 300;
/** A model reading a two-minute answer answers in a few seconds; a member should not wait longer. */
export const SECOND_READER_TIMEOUT_MS = 15_000;

export type SecondReaderInput = { question: string; keyPoints: string[]; answer: string };

export const SECOND_READER_INSTRUCTIONS = `You are an interviewer for graduate finance roles, checking a student's answer to a technical question.
For each numbered key point, say whether the answer states it correctly ("covered"), states it wrongly or says the opposite ("wrong"), or does not state it ("missing").
A point said in the student's own words counts as covered if it is right. Something said as a supposition, a quoted misconception or a question is not a claim.
For "covered" and "wrong", copy into "evidence" the student's sentence exactly as written; otherwise null. For "wrong", say in "note" what is right, in one sentence; otherwise "note" may be null.
Do not score the answer. Answer with one JSON object: {"claims": [{"point": 1, "status": "covered" | "wrong" | "missing", "evidence": "..." or null, "note": "..." or null}, ...]}, one entry per key point, in order.`;

const SECOND_READER_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["claims"],
  properties: {
    claims: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["point", "status", "evidence", "note"],
        properties: {
          point: { type: "integer" },
          status: { type: "string", enum: [...CLAIM_STATUSES] },
          evidence: { type: ["string", "null"] },
          note: { type: ["string", "null"] },
        },
      },
    },
  },
};

const verdictSchema = z.object({
  point: z.number().int().min(1),
  status: z.enum(CLAIM_STATUSES),
  evidence: z.string().trim().nullable(),
  note: z
    .string()
    .trim()
    .nullable()
    .transform((note) => (note ? note.slice(0, MAX_NOTE_CHARS) : null)),
});

/** The model's reading, checked against this question's key points and this answer. */
export function secondReaderSchema(input: SecondReaderInput) {
  const normalise = (text: string) => text.replace(/[‘’]/g, "'").replace(/\s+/g, " ").trim().toLowerCase();
  const answer = normalise(input.answer);
  return z
    .object({ claims: z.array(verdictSchema) })
    .refine(
      ({ claims }) =>
        claims.length === input.keyPoints.length && claims.every((claim, i) => claim.point === i + 1),
      "one verdict per key point, in order",
    )
    .transform(({ claims }) =>
      claims.map((claim, i) => {
        // A quote the answer does not contain is the model's paraphrase: drop it rather than show it as the member's.
        const quoted = claim.evidence && answer.includes(normalise(claim.evidence)) ? claim.evidence : null;
        return {
          point: input.keyPoints[i] ?? "",
          status: claim.status,
          evidence: claim.status === "missing" ? null : quoted,
          note: claim.note,
        };
      }),
    );
}

export function secondReaderMessage(input: SecondReaderInput): string {
  return [
    `Question: ${input.question}`,
    "Key points:",
    ...input.keyPoints.map((point, i) => `${i + 1}. ${point}`),
    "",
    "Answer:",
    input.answer.slice(0, MAX_ANSWER_CHARS),
  ].join("\n");
}

/** The model's reading, or null without a model or when it fails. */
export async function readSecond(
  ai: AiProvider,
  input: SecondReaderInput,
  timeoutMs = SECOND_READER_TIMEOUT_MS,
): Promise<SecondReading | null> {
  if (!ai.model || !input.answer.trim() || !input.keyPoints.length) return null;
  const made = await ai.generate<SecondReading["claims"] | null>(
    {
      task: "interview_second_reader",
      instructions: SECOND_READER_INSTRUCTIONS,
      input: secondReaderMessage(input),
      schema: secondReaderSchema(input),
      jsonSchema: SECOND_READER_JSON_SCHEMA,
      timeoutMs,
    },
    () => null,
  );
  return made.result ? { by: made.provider, claims: made.result } : null;
}
