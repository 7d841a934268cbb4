import type { z } from "zod";
import type { ChatTurn } from "./openai-chat";

// Every AI feature of the product runs on this one interface, and nothing in it names a feature. A
// feature owns its instructions, its JSON schema, its zod schema and its built-in fallback, next to its
// service, and calls `generate` with them: with no model configured the fallback answers; with one
// (AI_BASE_URL and AI_API_KEY) the model is asked, its JSON checked against the zod schema, and on any
// failure (timeout, HTTP error, refusal, JSON that does not parse or does not fit) a warning is logged
// and the fallback answers instead. So a new AI feature needs no edit in src/server/ai/: it writes its
// prompt and fallback in its own folder and calls `aiProvider(config, logger).generate(…)`.
// The implementation and the one-per-configuration factory are in ai-provider.ts.

export type { ChatTurn };

/**
 * The id stored beside results a feature's built-in fallback made (cached job summaries, interview
 * notes). Cached results are keyed by provider id, so bumping it makes every feature recompute.
 */
export const BUILTIN_PROVIDER_ID = "builtin:1";

export type GenerateRequest<T> = {
  /**
   * The task's name in snake case, e.g. "job_summary": the response format's name sent to the model,
   * and the `task` of the warning logged when the fallback answers.
   */
  task: string;
  /** The system message: what the model is and what it must return. */
  instructions: string;
  /** The user message, or a conversation that follows the instructions. */
  input: string | ChatTurn[];
  /**
   * What the model's JSON must parse as. Anything it rejects (a refine included) counts as a failure
   * and the fallback answers; a transform may finish the result (trim, cap, fact-check).
   */
  schema: z.ZodType<T>;
  /** The same shape in Structured Outputs' strict form; without it the model is asked for JSON mode. */
  jsonSchema?: Record<string, unknown>;
  /** How long the model may take before the fallback answers; the client's default otherwise. */
  timeoutMs?: number;
  maxTokens?: number;
};

/** What was made, and by whom: the configured model's id, or BUILTIN_PROVIDER_ID for the fallback. */
export type Generated<T> = { result: T; provider: string };

/** The built-in answer: computed from the same input, offline; it may be async but should not fail. */
export type Fallback<T> = () => T | Promise<T>;

export interface AiProvider {
  /** "openai:<model>" with a model configured, else BUILTIN_PROVIDER_ID; cached results are keyed by it. */
  readonly id: string;
  /** The configured model's name, or null when only the built-in fallbacks answer. */
  readonly model: string | null;
  generate<T>(request: GenerateRequest<T>, fallback: Fallback<T>): Promise<Generated<T>>;
  /**
   * A free-text answer streamed from the configured model, piece by piece. Throws when no model is
   * configured or the model fails part-way; the caller decides how to fall back (the career coach
   * restarts with its built-in answer).
   */
  stream(messages: ChatTurn[]): AsyncGenerator<string, void, undefined>;
}
