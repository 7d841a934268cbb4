import { z } from "zod";
import { COVER_LETTER_MAX_CHARS, countWords } from "../../shared/cover-letter";
import { checkFacts, letterSources } from "./fact-check";
import { createChat, type OpenAiOptions } from "./openai-chat";
import {
  COACHING_INSTRUCTIONS,
  coachingMessage,
  coverLetterMessage,
  cvSuggestionsMessage,
  LETTER_INSTRUCTIONS,
  NETWORKING_INSTRUCTIONS,
  networkingMessagePrompt,
  SUGGESTION_INSTRUCTIONS,
} from "./openai-prompts";
import {
  type AiProvider,
  cvSuggestionsSchema,
  interviewCoachingSchema,
  type JobSummaryInput,
  jobSummarySchema,
  networkingMessageSchema,
} from "./provider";

// The OpenAI-compatible provider: each method is one structured chat request (openai-chat.ts). What the
// model writes is held to the same rules as the built-in engine: a summary must parse, a cover letter
// goes through the fact checker (a sentence naming something the member's data and the posting do not
// hold is kept but flagged for the member), and CV suggestions are trimmed and capped.

export { DEFAULT_TIMEOUT_MS, type OpenAiOptions } from "./openai-chat";

const MAX_POSTING_CHARS = 24_000;

// Structured Outputs' strict mode wants every key required and no others.
const JOB_SUMMARY_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["overview", "responsibilities", "requirements", "deadline", "tests"],
  properties: {
    overview: { type: "string" },
    responsibilities: { type: "array", items: { type: "string" } },
    requirements: { type: "array", items: { type: "string" } },
    deadline: { type: ["string", "null"] },
    tests: { type: "array", items: { type: "string" } },
  },
} as const;

const COVER_LETTER_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["text"],
  properties: { text: { type: "string" } },
} as const;

const CV_SUGGESTIONS_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["suggestions"],
  properties: { suggestions: { type: "array", items: { type: "string" } } },
} as const;

const SUMMARY_INSTRUCTIONS = `You summarise job postings for university students applying to finance roles.
Use only what the posting states; keep its wording where you can; never add facts, advice or filler.
Answer with one JSON object with these keys:
- overview: one or two sentences on what the role is; "" if the posting does not say.
- responsibilities: up to 6 short items, the duties the posting lists; [] if none.
- requirements: up to 6 short items, what applicants must have or be; [] if none.
- deadline: the application deadline as the posting words it, or null if it names none.
- tests: the online assessments or their providers the posting names (e.g. SHL, HireVue, numerical reasoning); [] if none.`;

function postingMessage(input: JobSummaryInput): string {
  const closes = input.closesAt
    ? `\nClosing date on the job board: ${input.closesAt.toISOString().slice(0, 10)}`
    : "";
  return `Title: ${input.title}\nFirm: ${input.firm}${closes}\n\nPosting:\n${input.text.slice(0, MAX_POSTING_CHARS)}`;
}

const COACHING_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["comment", "followUp"],
  properties: { comment: { type: "string" }, followUp: { type: ["string", "null"] } },
} as const;

const NETWORKING_MESSAGE_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["subject", "body"],
  properties: { subject: { type: "string" }, body: { type: "string" } },
} as const;

const letterSchema = z.object({ text: z.string().trim().min(1).max(COVER_LETTER_MAX_CHARS) });
const suggestionsSchema = z.object({ suggestions: cvSuggestionsSchema });

export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const ask = createChat(options);
  const id = `openai:${options.model}`;
  return {
    id,
    async summariseJob(input) {
      const result = await ask({
        name: "job_summary",
        jsonSchema: JOB_SUMMARY_JSON_SCHEMA,
        system: SUMMARY_INSTRUCTIONS,
        user: postingMessage(input),
        result: jobSummarySchema,
      });
      return { result, provider: id };
    },
    async writeCoverLetter(input) {
      const { text } = await ask({
        name: "cover_letter",
        jsonSchema: COVER_LETTER_JSON_SCHEMA,
        system: LETTER_INSTRUCTIONS,
        user: coverLetterMessage(input),
        result: letterSchema,
      });
      // The model was told to use only these facts; the checker makes sure of it.
      const flagged = checkFacts(text, letterSources(input));
      return { result: { text, wordCount: countWords(text), flagged }, provider: id };
    },
    async suggestCvChanges(input) {
      const { suggestions } = await ask({
        name: "cv_suggestions",
        jsonSchema: CV_SUGGESTIONS_JSON_SCHEMA,
        system: SUGGESTION_INSTRUCTIONS,
        user: cvSuggestionsMessage(input),
        result: suggestionsSchema,
      });
      return { result: suggestions, provider: id };
    },
    async coachInterviewAnswer(input) {
      const result = await ask({
        name: "interview_coaching",
        jsonSchema: COACHING_JSON_SCHEMA,
        system: COACHING_INSTRUCTIONS,
        user: coachingMessage(input),
        result: interviewCoachingSchema,
      });
      return { result, provider: id };
    },
    async draftNetworkingMessage(input) {
      const result = await ask({
        name: "networking_message",
        jsonSchema: NETWORKING_MESSAGE_JSON_SCHEMA,
        system: NETWORKING_INSTRUCTIONS,
        user: networkingMessagePrompt(input),
        result: networkingMessageSchema,
      });
      return { result, provider: id };
    },
  };
}
