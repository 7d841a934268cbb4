import { z } from "zod";
import type { JobSummary } from "../../shared/jobs";

// DESIGN §7: every AI feature of the product runs on this interface. Two implementations: the built-in
// engine (offline, deterministic, wink-nlp; src/server/ai/builtin/) and an OpenAI-compatible one
// (openai-provider.ts) used when AI_BASE_URL and AI_API_KEY are set, which falls back to the built-in
// engine when it fails (with-fallback.ts). A later feature (CV match, cover letters, interview
// feedback) adds one method here, implements it in both providers and adds one line to withFallback;
// the compiler points at each place.

export type JobSummaryInput = {
  title: string;
  firm: string;
  /** The description as plain text; list items on their own lines ("• …"), headings on theirs. */
  text: string;
  /** The closing date the job board gave, used when the text names none. */
  closesAt?: Date | null;
};

/** What a provider made, and which provider made it (a fallback answers with its own id). */
export type Generated<T> = { result: T; provider: string };

export interface AiProvider {
  /** Stable id stored beside cached results, e.g. "builtin:1" or "openai:gpt-4o-mini". */
  readonly id: string;
  summariseJob(input: JobSummaryInput): Promise<Generated<JobSummary>>;
}

const line = z.string().trim().min(1).max(600);

/** A summary as any provider must return it; an external model's JSON is checked against this. */
export const jobSummarySchema = z.object({
  overview: z.string().trim().max(1200),
  responsibilities: z.array(line).max(12),
  requirements: z.array(line).max(12),
  deadline: z.string().trim().min(1).max(120).nullable(),
  tests: z.array(z.string().trim().min(1).max(80)).max(12),
}) satisfies z.ZodType<JobSummary>;
