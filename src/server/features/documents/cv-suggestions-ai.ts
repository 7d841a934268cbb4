import { z } from "zod";
import type { AiProvider, Generated } from "../../ai/provider";

// Suggestions beside a CV match. The score is always the built-in engine's, so a member's scores stay
// comparable over time; a configured model may only add up to five short changes, from what the CV and
// the posting say. The built-in match already lists its own changes beside the score, so without a
// model (or when it fails) there is nothing to add.

const MAX_CV_CHARS = 16_000;
const MAX_POSTING_CHARS = 16_000;
export const MAX_CV_SUGGESTIONS = 5;
export const MAX_CV_SUGGESTION_CHARS = 300;

/** A CV scored against a posting by the built-in engine, for a model to add suggestions to. */
export type CvSuggestionsInput = {
  cvText: string;
  posting: { title: string; firm: string; text: string };
  /** What the built-in score found missing; the model may explain how to add it honestly. */
  score: { missing: string[] };
};

export const SUGGESTION_INSTRUCTIONS = `You help university students tailor a CV to a finance job posting.
A separate engine has already scored the CV; you do not score it. Suggest up to 5 specific changes to the CV,
each one sentence of at most 300 characters, using only what the CV and the posting say.
Never suggest claiming experience, grades, numbers or skills the CV does not show; suggest how to present what is there.
Answer with one JSON object: {"suggestions": ["...", "..."]}; use [] if you have nothing useful to add.`;

const CV_SUGGESTIONS_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["suggestions"],
  properties: { suggestions: { type: "array", items: { type: "string" } } },
};

/**
 * A model's suggestions: trimmed, empty or over-long ones dropped, at most five. Anything that is not
 * a list of strings fails, and the member gets the built-in match alone.
 */
const suggestionsSchema = z.object({ suggestions: z.array(z.string()) }).transform(({ suggestions }) =>
  suggestions
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= MAX_CV_SUGGESTION_CHARS)
    .slice(0, MAX_CV_SUGGESTIONS),
);

export function cvSuggestionsMessage(input: CvSuggestionsInput): string {
  return [
    `Keywords the score found missing: ${input.score.missing.length ? input.score.missing.join(", ") : "(none)"}`,
    "",
    `POSTING\nTitle: ${input.posting.title}\nFirm: ${input.posting.firm}\n${input.posting.text.slice(0, MAX_POSTING_CHARS)}`,
    "",
    `CV\n${input.cvText.slice(0, MAX_CV_CHARS)}`,
  ].join("\n");
}

export function suggestCvChanges(ai: AiProvider, input: CvSuggestionsInput): Promise<Generated<string[]>> {
  return ai.generate(
    {
      task: "cv_suggestions",
      instructions: SUGGESTION_INSTRUCTIONS,
      input: cvSuggestionsMessage(input),
      schema: suggestionsSchema,
      jsonSchema: CV_SUGGESTIONS_JSON_SCHEMA,
    },
    () => [],
  );
}
